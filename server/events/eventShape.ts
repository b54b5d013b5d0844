/**
 * An event as the API answers it (src/domain/eventSchemas.ts, `WireEvent`) and as its calendar entry describes it.
 * `guests` holds the caller's own invitation only; its `id` is the guest's user id, as the spec's guests are users
 * with their `events_guests` answer beside them.
 */
import type { WireEvent } from '../../src/domain/eventSchemas';
import { isEventOld, isGuestStatus, guestStatus } from '../../src/domain/events';
import type { TemplateBlock } from '../../src/domain/content';
import type { eventGuests, events } from '../db/schema';
import type { EventCalendarFacts } from './eventCalendar';

export type EventRow = typeof events.$inferSelect;
export type GuestRow = typeof eventGuests.$inferSelect;

export function wireEvent(
  event: EventRow,
  guest: GuestRow,
  templates: TemplateBlock[],
  now: Date,
): WireEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    startDate: event.startAt.toISOString(),
    endDate: event.endAt.toISOString(),
    isOld: isEventOld(event.endAt, now),
    templates,
    guests: [
      {
        id: guest.userId,
        events_guests: {
          // The table's check allows only 1–3; the fallback only satisfies the type.
          status: isGuestStatus(guest.status) ? guest.status : guestStatus.invited,
          description: guest.description,
          answeredAt: guest.answeredAt ? guest.answeredAt.toISOString() : null,
        },
      },
    ],
  };
}

/** Upcoming events (not over yet) soonest first, then past ones newest first: the order of the two tabs. */
export function byAgendaOrder(now: Date) {
  return (a: EventRow, b: EventRow): number => {
    const aOld = isEventOld(a.endAt, now);
    const bOld = isEventOld(b.endAt, now);
    if (aOld !== bOld) return aOld ? 1 : -1;
    const byStart = a.startAt.getTime() - b.startAt.getTime();
    return (aOld ? -byStart : byStart) || a.id - b.id;
  };
}

/** Where the entry links to and who organizes it: the newsroom's public address and its mail sender. */
export interface CalendarSite {
  publicUrl: string;
  organizer: string;
}

export const calendarFactsOf = (event: EventRow, site: CalendarSite, now: Date): EventCalendarFacts => ({
  eventId: event.id,
  title: event.title,
  description: event.description,
  location: event.location,
  startAt: event.startAt,
  endAt: event.endAt,
  calendarSequence: event.calendarSequence,
  publicUrl: site.publicUrl,
  organizer: site.organizer,
  now,
});
