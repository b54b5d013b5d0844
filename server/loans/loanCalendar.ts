/**
 * The calendar entry sent with an approved loan's e-mail: an iCalendar file (RFC 5545) with one all-day event for
 * the loan's period at the vehicle's location. The format's text rules are in ../shared/icsText.ts.
 *
 * The UID is the loan's own (`loan-<id>@<host>`), so when a loan is approved again with other dates the agent's
 * calendar replaces the entry instead of keeping two; SEQUENCE and DTSTAMP grow with each version. An approved
 * loan that is cancelled sends the same UID with METHOD:CANCEL, which takes the entry out of the calendar.
 */
import { addDays, format, parseISO } from 'date-fns';
import type { MailAttachment } from '../db/schema';
import {
  calendarAttachment,
  calendarFile,
  calendarOrganizer,
  entryUid,
  escapeText,
  organizerLine,
  utcStamp,
} from '../shared/icsText';
import type { LoanMailVehicle } from './loanMail';

const allDay = (iso: string) => format(parseISO(iso), 'yyyyMMdd');

export interface LoanCalendarFacts {
  loanId: number;
  /** 'CMD-000123'. */
  number: string;
  /** yyyy-mm-dd, both days included. */
  startDate: string;
  endDate: string;
  vehicle: LoanMailVehicle;
  /** The newsroom's public address: its host names the UID, and the description links to the loan area. */
  publicUrl: string;
  /** The sender of the newsroom's e-mails (`MAIL_FROM`): the entry's organizer. */
  organizer: string;
  /** When this version of the entry was made. */
  now: Date;
}

/** The UID of a loan's entry: the same for every version of it. */
export const loanEventUid = (loanId: number, publicUrl: string) => entryUid('loan', loanId, publicUrl);

/** The entry's dates, title and organizer, the same in the approval's file and in its cancellation. */
function entryLines(facts: LoanCalendarFacts): string[] {
  const { vehicle } = facts;
  return [
    `UID:${loanEventUid(facts.loanId, facts.publicUrl)}`,
    `DTSTAMP:${utcStamp(facts.now)}`,
    // A later version of the same loan's entry must carry a greater sequence to replace the earlier one.
    `SEQUENCE:${Math.floor(facts.now.getTime() / 1000)}`,
    `DTSTART;VALUE=DATE:${allDay(facts.startDate)}`,
    // All-day events end on the day after the last one (DTEND is exclusive).
    `DTEND;VALUE=DATE:${allDay(format(addDays(parseISO(facts.endDate), 1), 'yyyy-MM-dd'))}`,
    `SUMMARY:${escapeText(`Empréstimo de veículo ${facts.number}: ${vehicle.model}, versão ${vehicle.version}`)}`,
    // A notice of the loan, not an invitation: the organizer only, no attendee (RFC 5546 3.2.1 and 3.2.5).
    organizerLine(calendarOrganizer(facts.organizer)),
  ];
}

function approvedEntry(facts: LoanCalendarFacts): string[] {
  const { vehicle } = facts;
  const description = [
    `Empréstimo de veículo ${facts.number} aprovado.`,
    `Veículo: ${vehicle.model}, versão ${vehicle.version}`,
    `Cor: ${vehicle.color}`,
    `Placa: ${vehicle.placa}`,
    `Frota: ${vehicle.frota}`,
    `Local de retirada: ${vehicle.location}`,
    `Minhas solicitações: ${facts.publicUrl.replace(/\/$/, '')}/minhas-solicitacoes`,
  ].join('\n');
  return [
    ...entryLines(facts),
    `LOCATION:${escapeText(vehicle.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'TRANSP:TRANSPARENT',
  ];
}

export const loanCalendar = (facts: LoanCalendarFacts): string => calendarFile(approvedEntry(facts));

/** The e-mail attachment of an approved loan. */
export const loanCalendarAttachment = (facts: LoanCalendarFacts): MailAttachment =>
  calendarAttachment(`emprestimo-${facts.number}.ics`, approvedEntry(facts));

/** The e-mail attachment that takes an approved loan's entry out: its UID, a later sequence, STATUS:CANCELLED. */
export const loanCancellationAttachment = (facts: LoanCalendarFacts): MailAttachment =>
  calendarAttachment(
    `emprestimo-${facts.number}-cancelado.ics`,
    [
      ...entryLines(facts),
      `DESCRIPTION:${escapeText(`Empréstimo de veículo ${facts.number} cancelado.`)}`,
      'STATUS:CANCELLED',
      'TRANSP:TRANSPARENT',
    ],
    'CANCEL',
  );
