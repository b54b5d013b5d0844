/**
 * Brazil's time: the newsroom's clock is Brasília's (America/Sao_Paulo), whatever the zone of the browser or of the
 * server. Every "today", every day's bounds, every wall-clock time typed or shown goes through here, on both sides.
 *
 * The offset is always asked of the time-zone database (through @date-fns/tz), never written down as -03:00: Brazil
 * kept summer time until 2019 (-02:00), so older instants need it, and a return of summer time would be followed.
 */
import { tz } from '@date-fns/tz';
import { addDays, format, isValid, parse, parseISO, startOfDay } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

export const brazilTimeZone = 'America/Sao_Paulo';

/** date-fns's context for Brazil's time (`{ in: inBrazil }`), for a pattern this module has no name for. */
export const inBrazil = tz(brazilTimeZone);

/** An instant as a Date, an ISO text with its zone, or milliseconds. */
export type Instant = Date | string | number;

const instantOf = (value: Instant): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant on Brazil's wall clock in a date-fns pattern, words in Portuguese; '' for what is no instant. */
export function formatInBrazil(instant: Instant, pattern: string): string {
  const date = instantOf(instant);
  return date ? format(date, pattern, { in: inBrazil, locale: ptBR }) : '';
}

const localPattern = "yyyy-MM-dd'T'HH:mm";

/** Today's date in Brazil, 'yyyy-mm-dd'. */
export const todayInBrazil = (now: Instant): string => formatInBrazil(now, 'yyyy-MM-dd');

/** 'yyyy-mm-ddThh:mm', Brazil's wall clock at `instant` (what the schedule and event fields show and send). */
export const brazilLocalOf = (instant: Instant): string => formatInBrazil(instant, localPattern);

/** The hour (0–23) Brazil's clocks show at `instant`. */
export const brazilHourOf = (instant: Instant): number => Number(formatInBrazil(instant, 'H'));

/** 'dd/mm/aaaa': the day of `instant` in Brazil. */
export const brazilDayOf = (instant: Instant): string => formatInBrazil(instant, 'dd/MM/yyyy');

/** 'hh:mm' of `instant` in Brazil. */
export const brazilTimeOf = (instant: Instant): string => formatInBrazil(instant, 'HH:mm');

/** 'dd/mm/aaaa hh:mm' of `instant` in Brazil. */
export const brazilDateTimeText = (instant: Instant): string => formatInBrazil(instant, 'dd/MM/yyyy HH:mm');

/** ISO 8601 with Brazil's offset of that day, as pages tell machines: '2026-11-18T14:35:07-03:00'. */
export const brazilIsoOf = (instant: Instant): string => formatInBrazil(instant, "yyyy-MM-dd'T'HH:mm:ssxxx");

/**
 * The instant Brazil's wall clock reads `local` ('yyyy-mm-ddThh:mm'), or null for anything else, a date that is not
 * in the calendar, or a time the clocks skipped when summer time began.
 */
export function momentOfBrazilLocal(local: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const moment = parse(local, localPattern, 0, { in: inBrazil });
  // Read back: 31/02 or 25:00 are not parsed, and a skipped time comes back an hour later.
  if (!isValid(moment) || format(moment, localPattern, { in: inBrazil }) !== local) return null;
  return new Date(moment.getTime());
}

/** The day after `day`, both 'yyyy-mm-dd' (calendar days: no zone is involved). */
export const nextDay = (day: string): string => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');

/**
 * The instants a day of Brazil's calendar ('yyyy-mm-dd') begins and ends, the end being the next day's beginning
 * (for `start <= t < end`). A day begins at midnight, or at 01:00 on a day summer time began at midnight.
 */
export function brazilDayBounds(day: string): { start: Date; end: Date } {
  const startOf = (date: string) =>
    new Date(startOfDay(parseISO(date, { in: inBrazil }), { in: inBrazil }).getTime());
  return { start: startOf(day), end: startOf(nextDay(day)) };
}
