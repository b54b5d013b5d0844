/**
 * A vehicle's month as days: each day of the month with what holds the vehicle on it (a booking, a loan out with
 * its driver, an out-of-service period), in the order the page shows them.
 */
import { eachDayOfInterval, format, getDay, parseISO } from 'date-fns';
import { fleetCalendarTexts as t, monthRange, type CalendarEntryKind } from '../../../domain/fleetCalendar';
import type { FleetCalendarResponse } from '../../../domain/fleetCalendarSchemas';
import { isoToShownDate } from '../../../domain/loanDates';

export interface DayEntry {
  kind: CalendarEntryKind;
  key: string;
  /** 'CMD-000012 · Joana Jornalista', or the reason of an out-of-service period. */
  text: string;
  /** The whole period, dd/mm/yyyy, and the loan's status. */
  detail: string;
}

export interface CalendarDay {
  iso: string;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
  entries: DayEntry[];
}

const shownPeriod = (from: string, to: string) => t.period(isoToShownDate(from), isoToShownDate(to));

/** Every entry of the calendar, as shown on each of its days. */
function entriesOf(calendar: FleetCalendarResponse): (DayEntry & { from: string; to: string })[] {
  const loans = (kind: 'booking' | 'hold', list: FleetCalendarResponse['bookings']) =>
    list.map((loan) => ({
      kind,
      key: `${kind}-${loan.loanId}`,
      text: `${loan.number} · ${loan.requester}`,
      detail: `${shownPeriod(loan.startDate, loan.endDate)} · ${loan.statusText}`,
      from: loan.startDate,
      to: loan.endDate,
    }));
  return [
    ...calendar.downtime.map((stop) => ({
      kind: 'downtime' as const,
      key: `downtime-${stop.id}`,
      text: stop.reason,
      detail: shownPeriod(stop.startDate, stop.endDate),
      from: stop.startDate,
      to: stop.endDate,
    })),
    ...loans('hold', calendar.holds),
    ...loans('booking', calendar.bookings),
  ];
}

export function daysOf(calendar: FleetCalendarResponse): CalendarDay[] {
  const range = monthRange(calendar.month);
  if (!range) return [];
  const entries = entriesOf(calendar);
  return eachDayOfInterval({ start: parseISO(range.first), end: parseISO(range.last) }).map((date) => {
    const iso = format(date, 'yyyy-MM-dd');
    return {
      iso,
      day: date.getDate(),
      weekday: getDay(date),
      entries: entries
        .filter((entry) => entry.from <= iso && iso <= entry.to)
        .map(({ from: _from, to: _to, ...entry }) => entry),
    };
  });
}
