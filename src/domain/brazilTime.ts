/**
 * Brazil's time: the newsroom's clock is Brasília's (America/Sao_Paulo), whatever the zone of the browser or of the
 * server. Every "today", every day's bounds, every wall-clock time typed or shown goes through here, on both sides.
 *
 * The offset is always asked of the time-zone database (through @date-fns/tz), never written down as -03:00: Brazil
 * kept summer time until 2019 (-02:00), so older instants need it, and a return of summer time would be followed.
 *
 * The numeric formats every page shows are read off `TZDateMini`'s getters rather than date-fns's `format`, which
 * with its Portuguese words would weigh some 10 KB on every public page's first load; `formatInBrazil` is there for
 * a pattern or a day's and month's name, and a page pays for it only when it uses it.
 */
import { tz, TZDateMini } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

export const brazilTimeZone = 'America/Sao_Paulo';

/** date-fns's context for Brazil's time (`{ in: inBrazil }`), for a pattern this module has no name for. */
export const inBrazil = /* @__PURE__ */ tz(brazilTimeZone);

/** An instant as a Date, an ISO text with its zone, or milliseconds. */
export type Instant = Date | string | number;

const two = (value: number) => String(value).padStart(2, '0');

interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC: -180 in Brasília. */
  offset: number;
}

/** What Brazil's clocks and calendar read at `instant`, or null for what is no instant. */
function wallClockOf(instant: Instant): WallClock | null {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return null;
  const date = new TZDateMini(time, brazilTimeZone);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    offset: -date.getTimezoneOffset(),
  };
}

const isoDay = (clock: WallClock) => `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
const shownDay = (clock: WallClock) => `${two(clock.day)}/${two(clock.month)}/${clock.year}`;
const shownTime = (clock: WallClock) => `${two(clock.hour)}:${two(clock.minute)}`;

/** Today's date in Brazil at `now` (the date of any instant there), 'yyyy-mm-dd'. */
export const todayInBrazil = (now: Instant): string => {
  const clock = wallClockOf(now);
  return clock ? isoDay(clock) : '';
};

/** 'yyyy-mm-ddThh:mm', Brazil's wall clock at `instant` (what the schedule and event fields show and send). */
export const brazilLocalOf = (instant: Instant): string => {
  const clock = wallClockOf(instant);
  return clock ? `${isoDay(clock)}T${shownTime(clock)}` : '';
};

/** The hour (0–23) Brazil's clocks show at `instant`. */
export const brazilHourOf = (instant: Instant): number => wallClockOf(instant)?.hour ?? Number.NaN;

/** 'dd/mm/aaaa': the day of `instant` in Brazil; '' for what is no instant. */
export const brazilDayOf = (instant: Instant): string => {
  const clock = wallClockOf(instant);
  return clock ? shownDay(clock) : '';
};

/** 'hh:mm' of `instant` in Brazil. */
export const brazilTimeOf = (instant: Instant): string => {
  const clock = wallClockOf(instant);
  return clock ? shownTime(clock) : '';
};

/** 'dd/mm/aaaa hh:mm' of `instant` in Brazil. */
export const brazilDateTimeText = (instant: Instant): string => {
  const clock = wallClockOf(instant);
  return clock ? `${shownDay(clock)} ${shownTime(clock)}` : '';
};

/** ISO 8601 with Brazil's offset of that day, as pages tell machines: '2026-11-18T14:35:07-03:00'. */
export const brazilIsoOf = (instant: Instant): string => {
  const clock = wallClockOf(instant);
  if (!clock) return '';
  const offset = Math.abs(clock.offset);
  const zone = `${clock.offset < 0 ? '-' : '+'}${two(Math.floor(offset / 60))}:${two(offset % 60)}`;
  return `${isoDay(clock)}T${shownTime(clock)}:${two(clock.second)}${zone}`;
};

/** An instant on Brazil's wall clock in a date-fns pattern, words in Portuguese; '' for what is no instant. */
export function formatInBrazil(instant: Instant, pattern: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern, { in: inBrazil, locale: ptBR });
}

/** The instant Brazil's clocks read that day, hour and minute (the next one that exists when they skipped it). */
const instantAt = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(new TZDateMini(year, month - 1, day, hour, minute, brazilTimeZone).getTime());

/**
 * The instant Brazil's wall clock reads `local` ('yyyy-mm-ddThh:mm'), or null for anything else, a date that is not
 * in the calendar, or a time the clocks skipped when summer time began.
 */
export function momentOfBrazilLocal(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const moment = instantAt(year, month, day, hour, minute);
  // Read back: 31/02 or 25:00 roll over to another reading, and a skipped time comes back an hour later.
  return brazilLocalOf(moment) === local ? moment : null;
}

/** The day after `day`, both 'yyyy-mm-dd' (calendar days: no zone is involved). */
export const nextDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/**
 * The instants a day of Brazil's calendar ('yyyy-mm-dd') begins and ends, the end being the next day's beginning
 * (for `start <= t < end`). A day begins at midnight, or at 01:00 on a day summer time began at midnight.
 */
export function brazilDayBounds(day: string): { start: Date; end: Date } {
  const startOf = (date: string) => {
    const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    return instantAt(year, month, dayOfMonth, 0, 0);
  };
  return { start: startOf(day), end: startOf(nextDay(day)) };
}
