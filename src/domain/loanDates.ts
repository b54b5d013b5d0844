/**
 * The dates of a loan (spec loan-area sections 5 and 9): typed dd/mm/yyyy, sent as ISO dates (yyyy-mm-dd), checked
 * against "today" in Brazil's time (todayInBrazil, src/domain/brazilTime.ts), so the browser and the server agree
 * whatever their zones.
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

/**
 * A wire date as the calls send it: yyyy-mm-dd, or an ISO date and time ('2026-12-20T10:00', or
 * '2026-12-20T13:00:00.000Z' as `Date.toISOString()` gives it) whose date part is taken. The time, when there is one, must be a time of day (hours to
 * 23, minutes and seconds to 59, an optional fraction and zone): a good date followed by 'T99:99' or 'Tgarbage' is
 * no date, not that date.
 */
const wireDate =
  /^(\d{4}-\d{2}-\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** A wire date (above) -> yyyy-mm-dd, or null: every date field of the loan area and the fleet is read with it. */
export function wireDateToIso(value: string): string | null {
  const match = wireDate.exec(value);
  if (!match) return null;
  const date = parseISO(match[1]!);
  return isValid(date) && format(date, 'yyyy-MM-dd') === match[1] ? match[1]! : null;
}

export interface LoanDateProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/** Each date's own message, or null: what a form shows under each date. */
export interface LoanDateProblems {
  startDate: string | null;
  endDate: string | null;
}

/**
 * The spec's four checks, each under the date it concerns. The end is judged against the start whenever the start
 * is a real date, even one that breaks its own rule (a start too early still tells whether the end comes before it
 * or more than 7 days after); with no real start, the end can only be told whether it is a date.
 */
export function loanDateProblems(
  startIso: string | null,
  endIso: string | null,
  today: string,
): LoanDateProblems {
  return { startDate: startProblem(startIso, today), endDate: endProblem(startIso, endIso) };
}

function startProblem(startIso: string | null, today: string): string | null {
  if (!startIso) return loanDateMessages.notADate;
  const start = parseISO(startIso);
  const day = parseISO(today);
  if (differenceInCalendarDays(start, addDays(day, -loanDateLimits.daysBack)) < 0)
    return loanDateMessages.startInvalid;
  if (differenceInCalendarDays(start, day) > loanDateLimits.startDaysAhead)
    return loanDateMessages.startTooFar;
  return null;
}

function endProblem(startIso: string | null, endIso: string | null): string | null {
  if (!endIso) return loanDateMessages.notADate;
  if (!startIso) return null;
  const days = differenceInCalendarDays(parseISO(endIso), parseISO(startIso));
  if (days < 0) return loanDateMessages.endBeforeStart;
  if (days > loanDateLimits.maxPeriodDays) return loanDateMessages.periodTooLong;
  return null;
}

/**
 * The spec's four checks in order, on ISO dates: the first problem, the start's before the end's (a request's dates,
 * and the dates chosen at its approval alike).
 */
export function checkLoanDates(
  startIso: string | null,
  endIso: string | null,
  today: string,
): LoanDateProblem | null {
  const problems = loanDateProblems(startIso, endIso, today);
  if (problems.startDate) return { field: 'startDate', message: problems.startDate };
  if (problems.endDate) return { field: 'endDate', message: problems.endDate };
  return null;
}
