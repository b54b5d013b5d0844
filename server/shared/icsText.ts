import type { MailAttachment } from '../db/schema';

/**
 * The text rules of iCalendar files (RFC 5545) that the loan's and the events' `.ics` share: escaping, line folding
 * and UTC stamps. Written by hand: no calendar library is installed, and the part of the format used is small.
 */

/**
 * What a file does to the entry its UID names: PUBLISH adds or replaces it, CANCEL takes it out of the calendar
 * (RFC 5546: an approved loan cancelled, an invitation refused).
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

export const calendarContentTypeOf = (method: CalendarMethod) =>
  `text/calendar; charset=utf-8; method=${method}`;

export const calendarContentType = calendarContentTypeOf('PUBLISH');

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped; a line break is written `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: a line longer than 75 octets is split, each following part starting with one space (which counts
 * in its 75). Splits fall between characters, never inside a UTF-8 sequence ('ç', 'ã' take two octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** '20261210T220000Z': a UTC date-time as DTSTAMP, DTSTART and DTEND write it. */
export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The UID of an entry: the same for every version of it, so a calendar replaces the entry instead of adding one. */
export const entryUid = (kind: 'event' | 'loan', id: number, publicUrl: string) =>
  `${kind}-${id}@${new URL(publicUrl).hostname}`;

/**
 * A whole `.ics` file holding one VEVENT: the calendar's frame around the entry's own lines (UID, dates, text),
 * each folded, with CRLF line ends as RFC 5545 asks.
 */
export function calendarFile(entryLines: string[], method: CalendarMethod = 'PUBLISH'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aurora//Sala de Imprensa//PT',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    ...entryLines,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A calendar file as an e-mail attachment, typed with its method so mail clients offer to add or remove it. */
export function calendarAttachment(
  filename: string,
  entryLines: string[],
  method: CalendarMethod = 'PUBLISH',
): MailAttachment {
  return { filename, contentType: calendarContentTypeOf(method), content: calendarFile(entryLines, method) };
}
