/**
 * The approved loan's calendar entry (RFC 5545): CRLF lines folded at 75 octets without splitting a character,
 * escaped text, all-day dates with the exclusive end, a UID that stays the loan's own across versions.
 */
import { describe, expect, it } from 'vitest';
import { calendarContentType, escapeText, foldLine } from '../../server/shared/icsText';
import { loanCalendar, loanCalendarAttachment } from '../../server/loans/loanCalendar';

const vehicle = {
  model: 'Aurora Tera',
  version: 'Highline 200 TSI',
  color: 'Azul Biscay',
  placa: 'RTZ7B42',
  frota: 'FROTA-778899',
  location: 'Pátio de imprensa; São Bernardo do Campo, SP',
};
const facts = {
  loanId: 42,
  number: 'CMD-000042',
  startDate: '2026-11-26',
  endDate: '2026-11-30',
  vehicle,
  publicUrl: 'https://imprensa.aurora.test/',
  organizer: 'Aurora Imprensa <imprensa@aurora.test>',
  now: new Date('2026-11-20T12:34:56.789Z'),
};

/** The file's logical lines: unfolded (CRLF + space removed), split on CRLF. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const property = (ics: string, name: string) =>
  unfolded(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe('loan calendar entry', () => {
  it('is one all-day event over the loan period, the day after the last one ending it', () => {
    const ics = loanCalendar(facts);
    expect(unfolded(ics)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:loan-42@imprensa.aurora.test',
        'DTSTAMP:20261120T123456Z',
        'DTSTART;VALUE=DATE:20261126',
        'DTEND;VALUE=DATE:20261201',
        'ORGANIZER;CN="Aurora Imprensa":mailto:imprensa@aurora.test',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(property(ics, 'SUMMARY')).toBe(
      'Empréstimo de veículo CMD-000042: Aurora Tera\\, versão Highline 200 TSI',
    );
    expect(property(ics, 'LOCATION')).toBe('Pátio de imprensa\\; São Bernardo do Campo\\, SP');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const ics = loanCalendar(facts);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The description is long: it was folded, and unfolds back to the escaped text.
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(property(ics, 'DESCRIPTION')).toBe(
      'Empréstimo de veículo CMD-000042 aprovado.\\nVeículo: Aurora Tera\\, versão Highline 200 TSI\\n' +
        'Cor: Azul Biscay\\nPlaca: RTZ7B42\\nFrota: FROTA-778899\\n' +
        'Local de retirada: Pátio de imprensa\\; São Bernardo do Campo\\, SP\\n' +
        'Minhas solicitações: https://imprensa.aurora.test/minhas-solicitacoes',
    );
  });

  it('keeps the UID across two versions of one loan, with a later stamp and a greater sequence', () => {
    const first = loanCalendar(facts);
    const second = loanCalendar({
      ...facts,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      now: new Date('2026-11-21T09:00:00Z'),
    });
    expect(property(second, 'UID')).toBe(property(first, 'UID'));
    expect(Number(property(second, 'SEQUENCE'))).toBeGreaterThan(Number(property(first, 'SEQUENCE')));
    expect(property(second, 'DTSTART')).toBe('20261201');
    expect(property(second, 'DTEND')).toBe('20261202');
    expect(property(loanCalendar({ ...facts, loanId: 43 }), 'UID')).toBe('loan-43@imprensa.aurora.test');
  });

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a two-octet character', () => {
    const line = `DESCRIPTION:${'ã'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    // 'DESCRIPTION:' is 12 octets; 31 'ã' would make 74, a 32nd 76: the first line stops at 74.
    expect(Buffer.byteLength(parts[0]!, 'utf8')).toBe(74);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('is attached as a calendar file named after the loan', () => {
    const attachment = loanCalendarAttachment(facts);
    expect(attachment).toEqual({
      filename: 'emprestimo-CMD-000042.ics',
      contentType: calendarContentType,
      content: loanCalendar(facts),
    });
    expect(attachment.contentType).toMatch(/^text\/calendar;.*method=PUBLISH/);
  });
});
