/**
 * 'Retirar convite' in /redacao/eventos: a guest taken off an open event's list, or an address that was still to
 * register. Whoever may still be coming (an invitation unanswered or accepted, an address still to register) is told,
 * and their calendar entry is cancelled with the event's UID; a guest who refused had that cancellation already and
 * is not written to again. Their answer links then find no invitation, the reminder skips them, and the event leaves
 * their /eventos.
 */
import { and, eq, sql } from 'drizzle-orm';
import { editorialEventMessages } from '../../../src/domain/editorialEvents';
import type { EventWithdrawBody } from '../../../src/domain/editorialEventSchemas';
import { guestStatus } from '../../../src/domain/events';
import { eventGuests, eventInvitees, users } from '../../db/schema';
import {
  calendarAnswerOf,
  eventCancellationAttachment,
  type EventAttendee,
} from '../../events/eventCalendar';
import { eventLetterFacts, eventMail, type EventMailFacts } from '../../events/eventMail';
import { calendarFactsOf } from '../../events/eventShape';
import { enqueueMail } from '../../mail/outbox';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../../shared/changeLog';
import { lockOpenEvent, type EventWriter } from './eventDeskWrite';

const notListed = () => new DomainError(404, editorialEventMessages.notOnGuestList);

export async function withdrawInvitation(
  { db, actorId, now, site }: EventWriter,
  id: number,
  body: EventWithdrawBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockOpenEvent(tx, id, now);
    let address: string;
    let letter: EventMailFacts | null = null;
    let attendee: EventAttendee | null = null;
    if ('userId' in body) {
      const [removed] = await tx
        .delete(eventGuests)
        .where(and(eq(eventGuests.eventId, id), eq(eventGuests.userId, body.userId)))
        .returning({ status: eventGuests.status });
      if (!removed) throw notListed();
      const [person] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, body.userId));
      address = person!.email;
      if (removed.status !== guestStatus.refused) {
        letter = {
          ...eventLetterFacts(event, site.publicUrl),
          to: person!.email,
          name: person!.name,
          removesEntry: true,
        };
        attendee = { email: person!.email, name: person!.name, answer: calendarAnswerOf(removed.status) };
      }
    } else {
      const email = body.email.trim().toLowerCase();
      const [removed] = await tx
        .delete(eventInvitees)
        .where(and(eq(eventInvitees.eventId, id), eq(sql`lower(${eventInvitees.email})`, email)))
        .returning({ email: eventInvitees.email });
      if (!removed) throw notListed();
      address = removed.email;
      // Its invitation to register carried the entry too.
      letter = {
        ...eventLetterFacts(event, site.publicUrl),
        to: removed.email,
        name: '',
        removesEntry: true,
      };
      attendee = { email: removed.email, name: '', answer: 'NEEDS-ACTION' };
    }
    if (letter) {
      const mail = eventMail('withdrawn', letter);
      if (letter.removesEntry && attendee)
        mail.attachments = [eventCancellationAttachment(calendarFactsOf(event, site, now), attendee)];
      await enqueueMail(tx, 'event-invitation-withdrawn', mail);
    }
    await recordEditorialChange(tx, 'event', {
      subjectId: id,
      action: 'withdrawInvitation',
      actorId,
      at: now,
      note: address,
    });
  });
}
