/** Dates of the seed's news, counted in days before `now` on the calendar of São Paulo. */
import { todayInBrazil } from '../../../../src/domain/brazilTime';
import type { NewsDay } from './types';

const day = 24 * 60 * 60 * 1000;

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
  const iso = todayInBrazil(now.getTime() - daysAgo * day);
  const [year = 0, month = 0] = iso.split('-').map(Number);
  return { iso, year, month, daysAgo };
}

/** Whole days between two 'yyyy-mm-dd' dates. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / day);
}
