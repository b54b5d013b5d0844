/** Display rules of spec section 5. */

const NON_BREAKING_HYPHEN = '\u2011';

/** Titles containing T-Cross get non-breaking hyphens, so the name never splits across lines. */
export function displayTitle(title: string): string {
  return /t-cross/i.test(title) ? title.replace(/-/g, NON_BREAKING_HYPHEN) : title;
}

/**
 * dd/mm/yyyy. A plain 'yyyy-mm-dd' date is a calendar day, not an instant: it is shown as written, never shifted
 * by the viewer's time zone. Anything unreadable is shown as an empty string rather than 'Invalid Date'.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
