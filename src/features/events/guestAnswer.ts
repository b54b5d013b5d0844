import type { WireEvent } from '../../domain/eventSchemas';
import type { GuestStatus } from '../../domain/events';

export interface GuestAnswer {
  status: GuestStatus;
  /** The agenda text sent with the answer ('' before one). */
  description: string;
}

/** The signed-in guest's row of an event: the server sends the caller's own row only. */
export function guestAnswerOf(event: WireEvent): GuestAnswer | null {
  const row = event.guests[0]?.events_guests;
  return row ? { status: row.status, description: row.description } : null;
}

/** Upcoming soonest first, past latest first: the order a guest reads each tab in. */
export function splitByPeriod(list: WireEvent[]): { upcoming: WireEvent[]; past: WireEvent[] } {
  const time = (event: WireEvent) => new Date(event.startDate).getTime();
  return {
    upcoming: list.filter((event) => !event.isOld).sort((a, b) => time(a) - time(b)),
    past: list.filter((event) => event.isOld).sort((a, b) => time(b) - time(a)),
  };
}
