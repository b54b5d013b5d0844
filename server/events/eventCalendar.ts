/**
 * The calendar entry sent with an invitation, its updates and an accepted answer: an iCalendar file (RFC 5545) with
 * the event's time in UTC, its place, and its description as plain text. The format's text rules are in
 * ../shared/icsText.ts.
 *
 * The UID is the event's own (`event-<id>@<host>`), the same in every e-mail about it, and SEQUENCE is the event's
 * `calendarSequence`, which grows with each change: a guest's calendar replaces the entry instead of adding another.
 * A refused invitation sends the same UID with METHOD:CANCEL, which takes the entry the invitation added out of the
 * guest's calendar.
 */
import type { MailAttachment } from '../db/schema';
import { calendarAttachment, calendarFile, entryUid, escapeText, utcStamp } from '../shared/icsText';
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

function eventEntry(facts: EventCalendarFacts): string[] {
  const description = [plainTextOfHtml(facts.description), `Convite: ${eventAreaUrl(facts.publicUrl)}`]
    .filter(Boolean)
    .join('\n\n');
  return [
    `UID:${eventUid(facts.eventId, facts.publicUrl)}`,
    `DTSTAMP:${utcStamp(facts.now)}`,
    `SEQUENCE:${facts.calendarSequence}`,
    `DTSTART:${utcStamp(facts.startAt)}`,
    `DTEND:${utcStamp(facts.endAt)}`,
    `SUMMARY:${escapeText(facts.title)}`,
    ...(facts.location ? [`LOCATION:${escapeText(facts.location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${eventAreaUrl(facts.publicUrl)}`,
  ];
}

export const eventCalendar = (facts: EventCalendarFacts): string => calendarFile(eventEntry(facts));

/** The file name a guest's calendar or mail program shows. */
export const eventCalendarFilename = (eventId: number) => `evento-${eventId}.ics`;

/** The e-mail attachment of an event. */
export const eventCalendarAttachment = (facts: EventCalendarFacts): MailAttachment =>
  calendarAttachment(eventCalendarFilename(facts.eventId), eventEntry(facts));

/**
 * The e-mail attachment that takes a refused invitation's entry out of the guest's calendar: the invitation's UID, a
 * sequence past the event's (the event itself did not change, but a calendar applies a cancel only over the version
 * it holds), and STATUS:CANCELLED.
 */
export const eventCancellationAttachment = (facts: EventCalendarFacts): MailAttachment =>
  calendarAttachment(
    `evento-${facts.eventId}-cancelado.ics`,
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
