/**
 * The press office's side of events: making one, inviting guests, changing it (the seed, the tests and
 * /redacao/eventos, server/editorial/events/, call it); each invitation and each change mails the guests in the same transaction, with the
 * event's calendar entry, whose UID stays the event's and whose SEQUENCE grows, so a change replaces the entry in the
 * guest's calendar.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { guestStatus } from '../../src/domain/events';
import type { Db, DbOrTx } from '../db/client';
import { eventGuests, eventInvitees, events, templateBlocks, users } from '../db/schema';
import { assertSafeHtml } from '../content/contentHtml';
import { DomainError } from '../shared/domainError';
import type { LinkSigner } from '../shared/linkSigning';
import { enqueueMail, type MailTopic } from '../mail/outbox';
import { calendarAnswerOf, eventCalendarAttachment } from './eventCalendar';
import { eventLetterFacts, eventMail } from './eventMail';
import { calendarFactsOf, type CalendarSite, type EventRow } from './eventShape';
import { invitationLinks } from './invitationLinks';

/** Where the e-mails link to, the key that signs their answer links, and the sender that organizes the entries. */
export interface EventSite extends CalendarSite {
  signer: LinkSigner;
}

export interface EventFacts {
  title: string;
  /** Editor HTML, refused when unsafe (contentHtml.ts). */
  description: string;
  location: string;
  startAt: Date;
  endAt: Date;
  /** Text blocks (type 1) below the description, as editor HTML, in order. */
  textBlocks?: string[];
}

export const planningMessages = {
  eventNotFound: 'Evento não encontrado.',
  period: 'O fim do evento deve ser depois do início.',
} as const;

export async function createEvent(db: Db, facts: EventFacts): Promise<number> {
  return db.transaction((tx) => createEventIn(tx, facts));
}

/** `createEvent` inside a transaction of the caller's (which records the change with it). */
export async function createEventIn(tx: DbOrTx, facts: EventFacts): Promise<number> {
  if (facts.endAt.getTime() <= facts.startAt.getTime()) throw new DomainError(400, planningMessages.period);
  const [row] = await tx
    .insert(events)
    .values({
      title: facts.title,
      description: assertSafeHtml(facts.description, 'description'),
      location: facts.location,
      startAt: facts.startAt,
      endAt: facts.endAt,
    })
    .returning({ id: events.id });
  if (!row) throw new Error('The event was not stored');
  await writeTextBlocks(tx, row.id, facts.textBlocks ?? []);
  return row.id;
}

/** The event's text blocks (type 1), replacing those it had. */
export async function writeTextBlocks(tx: DbOrTx, eventId: number, blocks: string[]): Promise<void> {
  await tx
    .delete(templateBlocks)
    .where(
      and(
        eq(templateBlocks.ownerType, 'event'),
        eq(templateBlocks.ownerId, eventId),
        eq(templateBlocks.type, 1),
      ),
    );
  if (blocks.length)
    await tx.insert(templateBlocks).values(
      blocks.map((html, position) => ({
        ownerType: 'event' as const,
        ownerId: eventId,
        position,
        type: 1,
        text: assertSafeHtml(html, 'text'),
      })),
    );
}

type Recipient = { guestId: number; email: string; name: string; status: number };

/** One e-mail per guest: the event, the answer links while the guest has not answered, the calendar entry. */
async function mailGuests({
  db,
  topic,
  event,
  recipients,
  now,
  site,
}: {
  db: DbOrTx;
  topic: Extract<MailTopic, 'event-invitation' | 'event-updated'>;
  event: EventRow;
  recipients: Recipient[];
  now: Date;
  site: EventSite;
}) {
  const facts = calendarFactsOf(event, site, now);
  for (const recipient of recipients) {
    // A link of an event that has begun would only open a page that refuses the answer.
    const answerable = recipient.status === guestStatus.invited && event.startAt.getTime() > now.getTime();
    const letter = eventMail(topic === 'event-invitation' ? 'invitation' : 'updated', {
      to: recipient.email,
      name: recipient.name,
      ...eventLetterFacts(event, site.publicUrl),
      links: answerable ? invitationLinks(site, recipient.guestId, now, event.startAt) : null,
    });
    letter.attachments = [
      eventCalendarAttachment(facts, {
        email: recipient.email,
        name: recipient.name,
        answer: calendarAnswerOf(recipient.status),
      }),
    ];
    await enqueueMail(db, topic, letter);
  }
}

/** What each change to an event is given: which event, when, and where the e-mails link to. */
export interface EventPlanningStep {
  db: Db;
  eventId: number;
  now: Date;
  site: EventSite;
}

/**
 * Invites `userIds` to the event (those invited already are left as they are) and mails each new guest their
 * invitation. Answers the new guest rows' ids, in the order of `userIds`.
 */
export async function inviteGuests({
  db,
  eventId,
  userIds,
  now,
  site,
}: EventPlanningStep & { userIds: number[] }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event) throw new DomainError(404, planningMessages.eventNotFound);
    return inviteUsersIn({ tx, event, userIds, now, site });
  });
}

/** `inviteGuests` inside a transaction of the caller's, which has read the event (and checked it may be changed). */
export async function inviteUsersIn({
  tx,
  event,
  userIds,
  now,
  site,
}: {
  tx: DbOrTx;
  event: EventRow;
  userIds: number[];
  now: Date;
  site: EventSite;
}): Promise<number[]> {
  const eventId = event.id;
  const wanted = [...new Set(userIds)];
  if (!wanted.length) return [];
  const inserted = await tx
    .insert(eventGuests)
    .values(wanted.map((userId) => ({ eventId, userId, invitedAt: now })))
    .onConflictDoNothing({ target: [eventGuests.eventId, eventGuests.userId] })
    .returning({ id: eventGuests.id, userId: eventGuests.userId });
  const people = inserted.length
    ? await tx
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(
          inArray(
            users.id,
            inserted.map((row) => row.userId),
          ),
        )
    : [];
  const ordered = wanted.flatMap((userId) => {
    const row = inserted.find((guest) => guest.userId === userId);
    const person = people.find((p) => p.id === userId);
    return row && person ? [{ guestId: row.id, email: person.email, name: person.name, status: 1 }] : [];
  });
  await mailGuests({ db: tx, topic: 'event-invitation', event, recipients: ordered, now, site });
  return ordered.map((recipient) => recipient.guestId);
}

export type EventChanges = Partial<Omit<EventFacts, 'textBlocks'>>;

/**
 * Changes the event and mails the guests still coming (invited or accepted) its new version: the same UID with a
 * greater SEQUENCE, and fresh answer links for those who have not answered.
 */
export async function updateEvent({
  db,
  eventId,
  changes,
  now,
  site,
}: EventPlanningStep & { changes: EventChanges }): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!current) throw new DomainError(404, planningMessages.eventNotFound);
    const startAt = changes.startAt ?? current.startAt;
    const endAt = changes.endAt ?? current.endAt;
    if (endAt.getTime() <= startAt.getTime()) throw new DomainError(400, planningMessages.period);
    const [event] = await tx
      .update(events)
      .set({
        ...changes,
        ...(changes.description === undefined
          ? {}
          : { description: assertSafeHtml(changes.description, 'description') }),
        calendarSequence: current.calendarSequence + 1,
        updatedAt: now,
      })
      .where(eq(events.id, eventId))
      .returning();
    await mailEventUpdate({ tx, event: event!, now, site });
  });
}

/** The guests still coming (invited or accepted), with their address, in the order they were invited. */
export const comingGuestsOf = (tx: DbOrTx, eventId: number) =>
  tx
    .select({ guestId: eventGuests.id, email: users.email, name: users.name, status: eventGuests.status })
    .from(eventGuests)
    .innerJoin(users, eq(users.id, eventGuests.userId))
    .where(
      and(
        eq(eventGuests.eventId, eventId),
        inArray(eventGuests.status, [guestStatus.invited, guestStatus.accepted]),
      ),
    )
    .orderBy(eventGuests.id);

/** The addresses invited that have no account yet, in the order they were invited. */
export const addressesToRegisterOf = (tx: DbOrTx, eventId: number) =>
  tx
    .select({ email: eventInvitees.email })
    .from(eventInvitees)
    .where(eq(eventInvitees.eventId, eventId))
    .orderBy(eventInvitees.id);

/**
 * An address without an account's letter of the event: asked to register first, with the event as an invitation
 * to their address, so their calendar holds the entry that the event's changes and its cancellation then replace.
 */
export async function mailInvitee({
  db,
  kind,
  event,
  email,
  now,
  site,
}: {
  db: DbOrTx;
  kind: 'registerFirst' | 'updated';
  event: EventRow;
  email: string;
  now: Date;
  site: EventSite;
}): Promise<void> {
  const letter = eventMail(kind, {
    to: email,
    name: '',
    ...eventLetterFacts(event, site.publicUrl),
    awaitsAccount: true,
  });
  letter.attachments = [
    eventCalendarAttachment(calendarFactsOf(event, site, now), { email, name: '', answer: 'NEEDS-ACTION' }),
  ];
  await enqueueMail(db, kind === 'registerFirst' ? 'event-invitation-register' : 'event-updated', letter);
}

/**
 * Mails everyone still coming the event's new version (its row already changed, its sequence grown): the guests who
 * have not refused, and the addresses still to register.
 */
export async function mailEventUpdate({
  tx,
  event,
  now,
  site,
}: {
  tx: DbOrTx;
  event: EventRow;
  now: Date;
  site: EventSite;
}): Promise<void> {
  const guests = await comingGuestsOf(tx, event.id);
  await mailGuests({ db: tx, topic: 'event-updated', event, recipients: guests, now, site });
  for (const { email } of await addressesToRegisterOf(tx, event.id))
    await mailInvitee({ db: tx, kind: 'updated', event, email, now, site });
}
