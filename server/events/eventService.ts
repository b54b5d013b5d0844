/**
 * A guest's side of events (spec loan-area sections 2 "Events" and 7; DECISIONS.md "Events"): the invitations they
 * see, one of them, and their answer, given on the site (`POST events/accept|reject`) or through an e-mailed link
 * (`/convite/{guestId}`). Nobody learns of an event they are not invited to: it is 'Convite não encontrado.' (404),
 * whether it exists or not.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { WireEvent } from '../../src/domain/eventSchemas';
import {
  answerStatus,
  checkEventAnswer,
  eventMessages,
  guestStatus,
  isGuestStatus,
  type EventAnswer,
} from '../../src/domain/events';
import type { Db, Tx } from '../db/client';
import { eventGuests, events, users } from '../db/schema';
import { templateBlocksOf } from '../content/contentPage';
import { DomainError } from '../shared/domainError';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { enqueueMail } from '../mail/outbox';
import { calendarAnswerOf, eventCalendarAttachment, eventCancellationAttachment } from './eventCalendar';
import { eventLetterFacts, eventMail } from './eventMail';
import { byAgendaOrder, calendarFactsOf, wireEvent, type EventRow, type GuestRow } from './eventShape';

/** Where the e-mails link to. */
export interface EventMailSite {
  publicUrl: string;
  /** The sender of the e-mails (`MAIL_FROM`), the calendar entries' organizer. */
  organizer: string;
}

/** What a guest's reads are given: whose invitations, and the moment that says which events are over. */
export interface GuestRead {
  db: Db;
  urls: MediaUrlBuilder;
  userId: number;
  now: Date;
}

/**
 * `GET events`: the caller's invitations, upcoming soonest first, then past ones newest first. A cancelled event
 * leaves the list: its guests were mailed the cancellation, and there is nothing left to answer.
 */
export async function listEventsFor({ db, urls, userId, now }: GuestRead): Promise<WireEvent[]> {
  const rows = await db
    .select({ event: events, guest: eventGuests })
    .from(eventGuests)
    .innerJoin(events, eq(events.id, eventGuests.eventId))
    .where(and(eq(eventGuests.userId, userId), isNull(events.cancelledAt)));
  const blocks = await templateBlocksOf(
    db,
    urls,
    'event',
    rows.map((row) => row.event.id),
  );
  const order = byAgendaOrder(now);
  return rows
    .sort((a, b) => order(a.event, b.event))
    .map(({ event, guest }) => wireEvent(event, guest, blocks.get(event.id) ?? [], now));
}

/** The caller's invitation to `eventId` with its event, or null when there is none (or the event was cancelled). */
export async function invitationOf(
  db: Db,
  userId: number,
  eventId: number,
): Promise<{ event: EventRow; guest: GuestRow } | null> {
  const [row] = await db
    .select({ event: events, guest: eventGuests })
    .from(eventGuests)
    .innerJoin(events, eq(events.id, eventGuests.eventId))
    .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.userId, userId), isNull(events.cancelledAt)));
  return row ?? null;
}

/** `GET events/{id}`: 404 for an event the caller is not invited to. */
export async function eventFor({
  db,
  urls,
  userId,
  eventId,
  now,
}: GuestRead & { eventId: number }): Promise<WireEvent> {
  const found = await invitationOf(db, userId, eventId);
  if (!found) throw new DomainError(404, eventMessages.notInvited);
  const blocks = await templateBlocksOf(db, urls, 'event', [eventId]);
  return wireEvent(found.event, found.guest, blocks.get(eventId) ?? [], now);
}

export interface AnswerRequest {
  /** The guest row, as a link names it, or the event and the signed-in user, as the site does. */
  target: { guestId: number } | { eventId: number; userId: number };
  answer: EventAnswer;
  /** The agenda text ('Digite a pauta ou o motivo...'). */
  description?: string | undefined;
  via: 'site' | 'email';
}

export interface AnswerResult {
  guestId: number;
  eventId: number;
  userId: number;
  status: typeof guestStatus.accepted | typeof guestStatus.refused;
}

/**
 * Why `checkEventAnswer` refused, as an HTTP status: the invitation's or the event's state conflicts with an answer
 * (409: answered already, over, or begun), or the text sent breaks its limit (400).
 */
const refusalStatus = (message: string): 400 | 409 => (message === eventMessages.agendaTooLong ? 400 : 409);

/**
 * Records an answer, and queues its receipt (with the calendar entry when accepted), in one transaction. The guest
 * row is locked first (`FOR UPDATE`): two answers at once (two tabs, the site and a link) are serialised, and the
 * second finds the first's answer and gets the locked text (409).
 */
export async function answerInvitation({
  db,
  request,
  now,
  site,
}: {
  db: Db;
  request: AnswerRequest;
  now: Date;
  site: EventMailSite;
}): Promise<AnswerResult> {
  return db.transaction(async (tx) => {
    const guest = await lockGuest(tx, request.target);
    if (!guest || !isGuestStatus(guest.status)) throw new DomainError(404, eventMessages.notInvited);
    const [event] = await tx.select().from(events).where(eq(events.id, guest.eventId));
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, guest.userId));
    if (!event || !user) throw new DomainError(404, eventMessages.notInvited);
    if (event.cancelledAt) throw new DomainError(409, eventMessages.cancelled);

    const description = request.description?.trim() ?? '';
    const problem = checkEventAnswer(
      { status: guest.status, startDate: event.startAt, endDate: event.endAt, description },
      now,
    );
    if (problem) throw new DomainError(refusalStatus(problem), problem);

    const status = answerStatus[request.answer] as AnswerResult['status'];
    await tx
      .update(eventGuests)
      .set({ status, description, answeredAt: now, answeredVia: request.via })
      .where(eq(eventGuests.id, guest.id));

    const accepted = status === guestStatus.accepted;
    const letter = eventMail(accepted ? 'accepted' : 'refused', {
      to: user.email,
      name: user.name,
      ...eventLetterFacts(event, site.publicUrl),
      agenda: description,
    });
    // Accepting puts the event in the guest's calendar; refusing takes out the entry the invitation put there.
    const facts = calendarFactsOf(event, site, now);
    const attendee = { email: user.email, name: user.name, answer: calendarAnswerOf(status) };
    letter.attachments = [
      accepted ? eventCalendarAttachment(facts, attendee) : eventCancellationAttachment(facts, attendee),
    ];
    await enqueueMail(tx, 'event-answered', letter);
    return { guestId: guest.id, eventId: event.id, userId: guest.userId, status };
  });
}

async function lockGuest(tx: Tx, target: AnswerRequest['target']): Promise<GuestRow | undefined> {
  const where =
    'guestId' in target
      ? eq(eventGuests.id, target.guestId)
      : and(eq(eventGuests.eventId, target.eventId), eq(eventGuests.userId, target.userId));
  const [guest] = await tx.select().from(eventGuests).where(where).for('update');
  return guest;
}
