import addressparser from 'nodemailer/lib/addressparser';
import type { MailAttachment } from '../db/schema';

/**
 * The text rules of iCalendar files (RFC 5545) that the loan's and the events' `.ics` share: escaping, line folding
 * and UTC stamps. Written by hand: no calendar library is installed, and the part of the format used is small.
 */

/**
 * What a file does to the entry its UID names (RFC 5546): PUBLISH adds or replaces it (an approved loan, the file a
 * guest downloads), REQUEST invites the ATTENDEE it names and replaces the invitation it updates, CANCEL takes it
 * out of the calendar (an approved loan cancelled, an invitation refused or withdrawn, an event cancelled).
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** Who a calendar entry names: its organizer (the press office), or a guest. */
export interface CalendarPerson {
  email: string;
  /** Shown by calendar programs beside the address; empty when unknown (an address without an account). */
  name: string;
}

/**
 * The organizer of every entry the newsroom sends: the sender of its e-mails ('Aurora Imprensa
 * <imprensa@…>'), so that mail programs see the invitation come from its organizer (Gmail and Outlook warn
 * otherwise). Parsed with nodemailer's own address parser, which reads the setting the same way when it sends.
 */
export function calendarOrganizer(mailFrom: string): CalendarPerson {
  const [first] = addressparser(mailFrom, { flatten: true });
  if (!first?.address) throw new Error(`MAIL_FROM has no e-mail address: '${mailFrom}'`);
  return { email: first.address, name: first.name };
}

/** How a guest answered, as ATTENDEE's PARTSTAT says it (RFC 5545 3.2.12). */
export type CalendarAnswer = 'NEEDS-ACTION' | 'ACCEPTED' | 'DECLINED';

/**
 * A parameter value (CN) in double quotes, which lets it hold ':', ';' and ','. A quote or a line break cannot be
 * written inside one (RFC 5545 3.1), so they become a plain apostrophe and a space.
 */
const quotedParameter = (text: string) => `"${text.replace(/"/g, "'").replace(/[\r\n\t]+/g, ' ')}"`;

const nameParameter = (person: CalendarPerson) => (person.name ? `;CN=${quotedParameter(person.name)}` : '');

/** `ORGANIZER;CN="Aurora Imprensa":mailto:imprensa@…`. */
export const organizerLine = (organizer: CalendarPerson) =>
  `ORGANIZER${nameParameter(organizer)}:mailto:${organizer.email}`;

/**
 * `ATTENDEE;CN="Ana";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ana@…`. RSVP stays FALSE: a guest
 * answers through the site (its page or the e-mail's signed links), and a calendar program's reply would land in the
 * press office's mailbox, where nobody records it.
 */
export const attendeeLine = (attendee: CalendarPerson, answer: CalendarAnswer) =>
  `ATTENDEE${nameParameter(attendee)};ROLE=REQ-PARTICIPANT;PARTSTAT=${answer};RSVP=FALSE:mailto:${attendee.email}`;

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
