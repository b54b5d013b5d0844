/**
 * The day-before reminder of an event: the day before it starts (Brazil's day, from 08:00 there, as the loans'
 * reminders), each guest who accepted is e-mailed the event with its calendar entry.
 *
 * Once per event and day, whatever runs it: an hourly job (server/newsroomJobs.ts) finds the events of tomorrow
 * and enqueues one job per event under a key of its own, which the jobs table keeps once across processes and
 * restarts; that job sends the e-mails, and is retried if it fails. An event moved to another day gets a new key for
 * its new eve; one cancelled or moved meanwhile is told nothing by the old job.
 */
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { guestStatus } from '../../src/domain/events';
import { brazilDayBounds, brazilHourOf, nextDay, todayInBrazil } from '../../src/domain/brazilTime';
import type { Db } from '../db/client';
import { eventGuests, events, users } from '../db/schema';
import { enqueueJob } from '../jobs/jobQueue';
import { enqueueMail } from '../mail/outbox';
import { remindersFromHour } from '../loans/loanReminders';
import { eventCalendarAttachment } from './eventCalendar';
import { eventLetterFacts, eventMail } from './eventMail';
import { calendarFactsOf } from './eventShape';

export const eventReminderJobKinds = { queue: 'events.reminders', send: 'events.reminder' } as const;

/** Enqueues the reminder job of each event that starts tomorrow in Brazil; answers how many are new. */
export async function queueEventReminders(db: Db, now: Date): Promise<number> {
  if (brazilHourOf(now) < remindersFromHour) return 0;
  const tomorrow = nextDay(todayInBrazil(now));
  const { start: from, end: until } = brazilDayBounds(tomorrow);
  const due = await db
    .select({ id: events.id })
    .from(events)
    .where(and(isNull(events.cancelledAt), gte(events.startAt, from), lt(events.startAt, until)));
  let queued = 0;
  for (const { id } of due) {
    const job = await enqueueJob(db, {
      kind: eventReminderJobKinds.send,
      key: `${eventReminderJobKinds.send}:${id}:${tomorrow}`,
      payload: { eventId: id, day: tomorrow },
      runAt: now,
    });
    if (job !== null) queued += 1;
  }
  return queued;
}

/**
 * Sends one event's reminders, if it still starts on `day` and was not cancelled; answers how many e-mails were
 * queued.
 */
export async function sendEventReminder(
  db: Db,
  payload: { eventId: number; day: string },
  now: Date,
  site: { publicUrl: string; organizer: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, payload.eventId)).for('update');
    if (!event || event.cancelledAt || todayInBrazil(event.startAt) !== payload.day) return 0;
    const accepted = await tx
      .select({ email: users.email, name: users.name, agenda: eventGuests.description })
      .from(eventGuests)
      .innerJoin(users, eq(users.id, eventGuests.userId))
      .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.status, guestStatus.accepted)))
      .orderBy(eventGuests.id);
    const facts = calendarFactsOf(event, site, now);
    for (const guest of accepted) {
      const letter = eventMail('reminder', {
        to: guest.email,
        name: guest.name,
        ...eventLetterFacts(event, site.publicUrl),
        agenda: guest.agenda,
      });
      letter.attachments = [
        eventCalendarAttachment(facts, { email: guest.email, name: guest.name, answer: 'ACCEPTED' }),
      ];
      await enqueueMail(tx, 'event-reminder', letter);
    }
    return accepted.length;
  });
}
