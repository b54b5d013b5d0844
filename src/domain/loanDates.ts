/**
 * The dates of a loan (spec loan-area sections 5 and 9): typed dd/mm/yyyy, sent as ISO dates (yyyy-mm-dd), checked
 * against "today" in Brazil's time (America/Sao_Paulo), so the browser and the server agree whatever their zones.
 */
import { addDays, differenceInCalendarDays, format, isValid, parse, parseISO } from 'date-fns';

export const loanDateLimits = {
  /** One day back is tolerated. */
  daysBack: 1,
  /** The start may be at most 60 days ahead. */
  startDaysAhead: 60,
  /** A loan lasts at most 7 days (end minus start). */
  maxPeriodDays: 7,
} as const;

export const loanDateMessages = {
  startInvalid: 'Data início inválida',
  startTooFar: 'Data início superior a 60 dias',
  endBeforeStart: 'Data fim inferior a data início',
  periodTooLong: 'Período superior a 7 dias',
  /** A date that is not a date (31/02, letters): not in the spec, which masked the field. */
  notADate: 'Data inválida',
} as const;

export const dateMask = '00/00/0000';

const brazilDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Brazil as yyyy-mm-dd. */
export const todayInBrazil = (now: Date): string => brazilDay.format(now);

/** 'dd/mm/yyyy' as typed -> 'yyyy-mm-dd', or null when it is not a real date. */
export function typedDateToIso(typed: string): string | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(typed)) return null;
  const date = parse(typed, 'dd/MM/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** 'yyyy-mm-dd' -> 'dd/mm/yyyy' (pickup confirmation, forms); 'dd/mm/yy' with `short` (lists). */
export function isoToShownDate(iso: string, short = false): string {
  const date = parseISO(iso.slice(0, 10));
  return isValid(date) ? format(date, short ? 'dd/MM/yy' : 'dd/MM/yyyy') : '';
}

/** A wire date (yyyy-mm-dd, or a full ISO time whose date part is taken) -> yyyy-mm-dd, or null. */
export function wireDateToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value);
  if (!match) return null;
  const date = parseISO(match[1]!);
  return isValid(date) && format(date, 'yyyy-MM-dd') === match[1] ? match[1]! : null;
}

export interface LoanDateProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/** The spec's four checks in order, on ISO dates: a request's dates, and the dates chosen at its approval alike. */
export function checkLoanDates(
  startIso: string | null,
  endIso: string | null,
  today: string,
): LoanDateProblem | null {
  if (!startIso) return { field: 'startDate', message: loanDateMessages.notADate };
  const start = parseISO(startIso);
  const day = parseISO(today);
  if (differenceInCalendarDays(start, addDays(day, -loanDateLimits.daysBack)) < 0)
    return { field: 'startDate', message: loanDateMessages.startInvalid };
  if (differenceInCalendarDays(start, day) > loanDateLimits.startDaysAhead)
    return { field: 'startDate', message: loanDateMessages.startTooFar };
  if (!endIso) return { field: 'endDate', message: loanDateMessages.notADate };
  const end = parseISO(endIso);
  if (differenceInCalendarDays(end, start) < 0)
    return { field: 'endDate', message: loanDateMessages.endBeforeStart };
  if (differenceInCalendarDays(end, start) > loanDateLimits.maxPeriodDays)
    return { field: 'endDate', message: loanDateMessages.periodTooLong };
  return null;
}
