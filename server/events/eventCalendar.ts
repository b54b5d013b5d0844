/**
 * The calendar entry sent with an invitation, its updates and an accepted answer: an iCalendar file (RFC 5545) with
 * the event's time in UTC, its place, and its description as plain text. The format's text rules are in
 * ../calendar/icsText.ts.
 *
 * The UID is the event's own (`event-<id>@<host>`), the same in every e-mail about it, and SEQUENCE is the event's
 * `calendarSequence`, which grows with each change: a guest's calendar replaces the entry instead of adding another.
 * A refused invitation sends the same UID with METHOD:CANCEL, which takes the entry the invitation added out of the
 * guest's calendar.
 */
import type { MailAttachment } from '../db/schema';
import {
  calendarContentType,
  calendarContentTypeOf,
  calendarFile,
  entryUid,
  escapeText,
  utcStamp,
} from '../shared/icsText';
import { eventAreaUrl, plainTextOfHtml } from './eventText';

export interface EventCalendarFacts {
  eventId: number;
  title: string;
  /** Editor HTML; written as plain text. */
  description: string;
  location: string;
  startAt: Date;
  endAt: Date;
  calendarSequence: number;
  /** The newsroom's public address: its host names the UID, and the entry links to the events area. */
  publicUrl: string;
  /** When this version of the entry was made. */
  now: Date;
}

/** The UID of an event's entry: the same for every version of it. */
export const eventUid = (eventId: number, publicUrl: string) => entryUid('event', eventId, publicUrl);

export function eventCalendar(facts: EventCalendarFacts): string {
  const description = [plainTextOfHtml(facts.description), `Convite: ${eventAreaUrl(facts.publicUrl)}`]
    .filter(Boolean)
    .join('\n\n');
  return calendarFile([
    `UID:${eventUid(facts.eventId, facts.publicUrl)}`,
    `DTSTAMP:${utcStamp(facts.now)}`,
    `SEQUENCE:${facts.calendarSequence}`,
    `DTSTART:${utcStamp(facts.startAt)}`,
    `DTEND:${utcStamp(facts.endAt)}`,
    `SUMMARY:${escapeText(facts.title)}`,
    ...(facts.location ? [`LOCATION:${escapeText(facts.location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${eventAreaUrl(facts.publicUrl)}`,
  ]);
}

/** The file name a guest's calendar or mail program shows. */
export const eventCalendarFilename = (eventId: number) => `evento-${eventId}.ics`;

/** The e-mail attachment of an event. */
export function eventCalendarAttachment(facts: EventCalendarFacts): MailAttachment {
  return {
    filename: eventCalendarFilename(facts.eventId),
    contentType: calendarContentType,
    content: eventCalendar(facts),
  };
}

/**
 * The entry taken out of a guest's calendar when they refuse: the invitation's UID, a sequence past the event's
 * (the event itself did not change, but a calendar applies a cancel only over the version it holds), and
 * STATUS:CANCELLED.
 */
export function eventCancellation(facts: EventCalendarFacts): string {
  return calendarFile(
    [
      `UID:${eventUid(facts.eventId, facts.publicUrl)}`,
      `DTSTAMP:${utcStamp(facts.now)}`,
      `SEQUENCE:${facts.calendarSequence + 1}`,
      `DTSTART:${utcStamp(facts.startAt)}`,
      `DTEND:${utcStamp(facts.endAt)}`,
      `SUMMARY:${escapeText(facts.title)}`,
      'STATUS:CANCELLED',
    ],
    'CANCEL',
  );
}

/** The e-mail attachment of a refused invitation. */
export function eventCancellationAttachment(facts: EventCalendarFacts): MailAttachment {
  return {
    filename: `evento-${facts.eventId}-cancelado.ics`,
    contentType: calendarContentTypeOf('CANCEL'),
    content: eventCancellation(facts),
  };
}
