/** Dates of the seed's news, counted in days before `now` on the calendar of São Paulo. */
import type { NewsDay } from './types';

const day = 24 * 60 * 60 * 1000;
const brazilDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export function monthName(month: number): string {
  return monthNames[(month + 11) % 12] ?? '';
}

export function newsDay(now: Date, daysAgo: number): NewsDay {
  // en-CA formats as yyyy-mm-dd, which is the column's format.
  const iso = brazilDate.format(new Date(now.getTime() - daysAgo * day));
  const [year = 0, month = 0] = iso.split('-').map(Number);
  return { iso, year, month, daysAgo };
}

/** Whole days between two 'yyyy-mm-dd' dates. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / day);
}
