/**
 * The events as /redacao/eventos reads them: the desk (every event, upcoming first, with its answers counted) and one
 * event with its fields in Brazil's time, its guests and their answers, the addresses asked to register, and its
 * history.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  editorialEventMessages,
  editorialEventStateLabels,
  editorialEventStateOf,
  eventLockedReason,
  guestAnswerLabels,
} from '../../../src/domain/editorialEvents';
import type {
  EditorialEvent,
  EditorialEventGuest,
  EditorialEventList,
} from '../../../src/domain/editorialEventSchemas';
import { brazilLocalOf } from '../../../src/domain/brazilTime';
import { guestStatus, isGuestStatus } from '../../../src/domain/events';
import type { DbOrTx } from '../../db/client';
import { eventGuests, eventInvitees, events, templateBlocks, users } from '../../db/schema';
import { byAgendaOrder } from '../../events/eventShape';
import { DomainError } from '../../shared/domainError';
import { changesOf } from '../../shared/changeLog';

/** The names of an event's fields in its history (stored by code name, read through these). */
export const eventFieldLabels: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  location: 'Local',
  start: 'Início',
  end: 'Término',
  textBlocks: 'Blocos de texto',
};

// Written out with their tables named: in a one-table select, drizzle leaves columns unqualified, and `id` in the
// subquery would be the guest row's own.
const countOf = (status: number) =>
  sql<number>`(select count(*)::int from event_guests g where g.event_id = "events"."id" and g.status = ${status})`;
const unregisteredCount = sql<number>`(select count(*)::int from event_invitees i where i.event_id = "events"."id")`;

export async function listEditorialEvents(db: DbOrTx, now: Date): Promise<EditorialEventList> {
  const rows = await db
    .select({
      event: events,
      pending: countOf(guestStatus.invited).as('pending'),
      accepted: countOf(guestStatus.accepted).as('accepted'),
      refused: countOf(guestStatus.refused).as('refused'),
      unregistered: unregisteredCount.as('unregistered'),
    })
    .from(events);
  const order = byAgendaOrder(now);
  return {
    list: rows
      .sort((a, b) => order(a.event, b.event))
      .map(({ event, ...counts }) => {
        const state = editorialEventStateOf(event, now);
        return {
          id: event.id,
          title: event.title,
          location: event.location,
          startDate: event.startAt.toISOString(),
          endDate: event.endAt.toISOString(),
          state,
          stateText: editorialEventStateLabels[state],
          counts: {
            pending: Number(counts.pending),
            accepted: Number(counts.accepted),
            refused: Number(counts.refused),
            unregistered: Number(counts.unregistered),
          },
        };
      }),
  };
}

/** The guests with their answers, by name. */
export async function guestsOf(db: DbOrTx, eventId: number): Promise<EditorialEventGuest[]> {
  const rows = await db
    .select({ guest: eventGuests, name: users.name, email: users.email })
    .from(eventGuests)
    .innerJoin(users, eq(users.id, eventGuests.userId))
    .where(eq(eventGuests.eventId, eventId));
  return rows
    .map(({ guest, name, email }) => {
      // The table's check allows only 1–3; the fallback only satisfies the type.
      const status = isGuestStatus(guest.status) ? guest.status : guestStatus.invited;
      return {
        userId: guest.userId,
        name,
        email,
        status,
        statusText: guestAnswerLabels[status],
        description: guest.description,
        invitedAt: guest.invitedAt.toISOString(),
        answeredAt: guest.answeredAt ? guest.answeredAt.toISOString() : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.email.localeCompare(b.email));
}

export async function inviteesOf(db: DbOrTx, eventId: number) {
  const rows = await db
    .select({ email: eventInvitees.email, invitedAt: eventInvitees.invitedAt })
    .from(eventInvitees)
    .where(eq(eventInvitees.eventId, eventId))
    .orderBy(asc(eventInvitees.email));
  return rows.map((row) => ({ email: row.email, invitedAt: row.invitedAt.toISOString() }));
}

export async function textBlocksOf(db: DbOrTx, eventId: number): Promise<string[]> {
  const rows = await db
    .select({ text: templateBlocks.text })
    .from(templateBlocks)
    .where(
      and(
        eq(templateBlocks.ownerType, 'event'),
        eq(templateBlocks.ownerId, eventId),
        eq(templateBlocks.type, 1),
      ),
    )
    .orderBy(asc(templateBlocks.position), asc(templateBlocks.id));
  return rows.map((row) => row.text);
}

export async function readEditorialEvent(db: DbOrTx, id: number, now: Date): Promise<EditorialEvent> {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) throw new DomainError(404, editorialEventMessages.notFound);
  const state = editorialEventStateOf(event, now);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    start: brazilLocalOf(event.startAt),
    end: brazilLocalOf(event.endAt),
    startDate: event.startAt.toISOString(),
    endDate: event.endAt.toISOString(),
    textBlocks: await textBlocksOf(db, id),
    version: event.version,
    state,
    stateText: editorialEventStateLabels[state],
    locked: eventLockedReason(state),
    cancelledAt: event.cancelledAt ? event.cancelledAt.toISOString() : null,
    cancelNote: event.cancelNote,
    guests: await guestsOf(db, id),
    invitees: await inviteesOf(db, id),
    changes: await changesOf(db, 'event', id, eventFieldLabels),
  };
}
