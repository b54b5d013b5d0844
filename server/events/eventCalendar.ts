/**
 * The calendar entries of an event (RFC 5545, with the methods of RFC 5546): the event's time in UTC, its place, its
 * description as plain text, and the press office as its ORGANIZER. The format's text rules are in
 * ../shared/icsText.ts.
 *
 * Each guest's e-mail carries an invitation (METHOD:REQUEST) naming that guest as ATTENDEE with the answer known so
 * far; an event cancelled, an invitation refused or withdrawn carries METHOD:CANCEL naming them too. The file a
 * signed-in guest downloads from the site is a plain PUBLISH, which names no attendee (RFC 5546 3.2.1).
 *
 * The UID is the event's own (`event-<id>@<host>`), the same in every file about it, and SEQUENCE is the event's
 * `calendarSequence`, which grows with each change: a guest's calendar replaces the entry instead of adding another.
 */
import { guestStatus } from '../../src/domain/events';
import type { MailAttachment } from '../db/schema';
import {
  attendeeLine,
  calendarAttachment,
  calendarFile,
  calendarOrganizer,
  entryUid,
  escapeText,
  organizerLine,
  utcStamp,
  type CalendarAnswer,
  type CalendarPerson,
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
  /** The sender of the newsroom's e-mails (`MAIL_FROM`): the entry's organizer. */
  organizer: string;
  /** When this version of the entry was made. */
  now: Date;
}

/** A guest as an entry names them: their address, their name (empty for an address without an account) and answer. */
export interface EventAttendee extends CalendarPerson {
  answer: CalendarAnswer;
}

/** The PARTSTAT of a guest's answer (src/domain/events.ts); an address still to register has not answered. */
export function calendarAnswerOf(status: number): CalendarAnswer {
  if (status === guestStatus.accepted) return 'ACCEPTED';
  if (status === guestStatus.refused) return 'DECLINED';
  return 'NEEDS-ACTION';
}

/** The UID of an event's entry: the same for every version of it. */
export const eventUid = (eventId: number, publicUrl: string) => entryUid('event', eventId, publicUrl);

const people = (facts: EventCalendarFacts, attendee: EventAttendee | null) => [
  organizerLine(calendarOrganizer(facts.organizer)),
  ...(attendee ? [attendeeLine(attendee, attendee.answer)] : []),
];

function eventEntry(facts: EventCalendarFacts, attendee: EventAttendee | null): string[] {
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
    ...people(facts, attendee),
  ];
}

/** The file a signed-in guest downloads ('Adicionar à agenda'): the event published, no attendee named. */
export const eventCalendar = (facts: EventCalendarFacts): string => calendarFile(eventEntry(facts, null));

/** The file name a guest's calendar or mail program shows. */
export const eventCalendarFilename = (eventId: number) => `evento-${eventId}.ics`;

/**
 * The e-mail attachment of an invitation, its updates, an accepted answer's receipt and the reminder: the event as
 * an invitation to `attendee`, with the answer they gave so far.
 */
export const eventCalendarAttachment = (facts: EventCalendarFacts, attendee: EventAttendee): MailAttachment =>
  calendarAttachment(eventCalendarFilename(facts.eventId), eventEntry(facts, attendee), 'REQUEST');

/**
 * The e-mail attachment that takes the entry out of `attendee`'s calendar (a refused or withdrawn invitation, a
 * cancelled event): the invitation's UID, a sequence past the event's (a calendar applies a cancel only over the
 * version it holds; a refusal does not change the event itself), and STATUS:CANCELLED.
 */
export const eventCancellationAttachment = (
  facts: EventCalendarFacts,
  attendee: EventAttendee,
): MailAttachment =>
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
      ...people(facts, attendee),
    ],
    'CANCEL',
  );
