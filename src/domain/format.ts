/** Display rules of spec section 5. */
import { brazilDayOf } from './brazilTime';

const NON_BREAKING_HYPHEN = '\u2011';

/** Titles containing T-Cross get non-breaking hyphens, so the name never splits across lines. */
export function displayTitle(title: string): string {
  return /t-cross/i.test(title) ? title.replace(/-/g, NON_BREAKING_HYPHEN) : title;
}

/**
 * dd/mm/yyyy. A plain 'yyyy-mm-dd' date is a calendar day, not an instant: it is shown as written, never shifted
 * by the viewer's time zone; an instant is shown as the day it was in Brazil. Anything unreadable is shown as an
 * empty string rather than 'Invalid Date'.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  return brazilDayOf(value);
}

/** A file size as Brazilians read it: '842 KB', '2,4 MB', '1,1 GB' (1 KB = 1024 bytes, like file managers). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit <= 1 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}
