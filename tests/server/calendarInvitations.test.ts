/**
 * What a calendar program receives of an event: every invitee, with an account or still to register, is mailed the
 * invitation, each change of time or place and the cancellation, each with an `.ics` that names the press office as
 * ORGANIZER and the invitee as ATTENDEE, keeps the event's UID and grows its SEQUENCE (RFC 5545, RFC 5546). The
 * e-mails go the whole way: outbox, sender, nodemailer, `.eml` files in the outbox folder, read back with mailparser.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorialEvent } from '../../src/domain/editorialEventSchemas';
import { mailOutbox } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { deliverDueMail } from '../../server/mail/outboxSender';
import { fixedClock } from '../../server/shared/clock';
import { createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testMailFrom, testNow, type TestApp } from './testApp';

/** The file's logical lines: unfolded (CRLF + space removed), split on CRLF. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
/** A property as `{ params, value }`: `ATTENDEE;CN="Ana";PARTSTAT=ACCEPTED:mailto:a@b` gives CN, PARTSTAT, mailto. */
function property(ics: string, name: string) {
  const line = unfolded(ics).find(
    (candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`),
  );
  if (!line) return undefined;
  const match = /^([^:;]+)((?:;[^=]+=(?:"[^"]*"|[^;:]*))*):(.*)$/.exec(line)!;
  const params = Object.fromEntries(
    [...match[2]!.matchAll(/;([^=]+)=("[^"]*"|[^;:]*)/g)].map(([, key, value]) => [
      key,
      value!.replace(/^"|"$/g, ''),
    ]),
  );
  return { params, value: match[3]! };
}
const value = (ics: string, name: string) => property(ics, name)?.value;

interface Delivered {
  subject: string;
  text: string;
  /** The `.ics` attached, and the method its MIME type names (which mail programs read before the file). */
  calendar: { mimeMethod: string | undefined; content: string } | undefined;
}

describe.each(testDatabases)('calendar invitations by e-mail on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let outboxDir: string;
  const asEditor = (request: Parameters<TestApp['inject']>[0]) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });

  /** Sends what the outbox holds through nodemailer into the outbox folder; answers every message sent so far. */
  async function deliveredTo(address: string): Promise<Delivered[]> {
    await deliverDueMail({
      db: t.database.db,
      mailer: createMailer({ outboxDir, from: testMailFrom }),
      clock: fixedClock(testNow),
    });
    const files = await readdir(outboxDir);
    const messages = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
    );
    // In the order the app queued them: the files are named by the moment each was sent, and several are sent
    // within one millisecond.
    const queued = (
      await t.database.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, address))
        .orderBy(asc(mailOutbox.id))
    ).map((row) => row.subject);
    return messages
      .filter(
        (message) => message.to && !Array.isArray(message.to) && message.to.value[0]?.address === address,
      )
      .sort((a, b) => queued.indexOf(a.subject ?? '') - queued.indexOf(b.subject ?? ''))
      .map((message) => {
        const attachment = message.attachments.find((file) => file.filename?.endsWith('.ics'));
        return {
          subject: message.subject ?? '',
          text: message.text ?? '',
          calendar: attachment && {
            mimeMethod: (attachment.headers.get('content-type') as { params?: Record<string, string> }).params
              ?.method,
            content: attachment.content.toString('utf8'),
          },
        };
      });
  }

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(os.tmpdir(), 'calendar-invitations-'));
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(t.database.db, { role: 0, name: 'Renata Redação' });
    editorToken = await createSignInSession(t.database.db, editor.id, { now: testNow });
  });
  afterAll(async () => t?.close());

  it('sends an address without an account, and a guest with one, the invitation, the change and the cancellation', async () => {
    const created = await asEditor({
      method: 'POST',
      url: '/api/redacao/events',
      payload: {
        title: 'Test drive do Zênite',
        description: '<p>Dia de pista.</p>',
        location: 'Autódromo de Interlagos, São Paulo',
        start: '2026-12-10T19:00',
        end: '2026-12-10T22:00',
        textBlocks: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<EditorialEvent>();
    const guest = await createUser(t.database.db, { role: 10, name: 'Joana Jornalista' });
    const stranger = 'sem.conta@exemplo.test';
    const invited = await asEditor({
      method: 'POST',
      url: `/api/redacao/events/${event.id}/invitations`,
      payload: { userIds: [guest.id], emails: [stranger] },
    });
    expect(invited.json()).toMatchObject({ invited: 1, askedToRegister: 1 });

    const moved = await asEditor({
      method: 'PUT',
      url: `/api/redacao/events/${event.id}`,
      payload: {
        version: event.version,
        title: event.title,
        description: event.description,
        location: 'Fábrica de São Bernardo do Campo',
        start: '2026-12-11T09:00',
        end: '2026-12-11T12:00',
        textBlocks: [],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await asEditor({
      method: 'POST',
      url: `/api/redacao/events/${event.id}/cancel`,
      payload: { version: moved.json<EditorialEvent>().version, note: 'A pista ficou indisponível.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    for (const [address, name] of [
      [stranger, undefined],
      [guest.email, 'Joana Jornalista'],
    ] as const) {
      const mails = await deliveredTo(address);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Convite: Test drive do Zênite',
        'Evento atualizado: Test drive do Zênite',
        'Evento cancelado: Test drive do Zênite',
      ]);
      expect(mails[1]!.text).toContain('Onde: Fábrica de São Bernardo do Campo');
      const [invitation, update, cancellation] = mails.map((mail) => mail.calendar!.content);
      expect(mails.map((mail) => mail.calendar!.mimeMethod)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);

      expect([invitation, update, cancellation].map((ics) => value(ics!, 'METHOD'))).toEqual([
        'REQUEST',
        'REQUEST',
        'CANCEL',
      ]);
      const uids = [invitation, update, cancellation].map((ics) => value(ics!, 'UID'));
      expect(new Set(uids)).toEqual(new Set([`event-${event.id}@newsroom.test`]));
      const sequences = [invitation, update, cancellation].map((ics) => Number(value(ics!, 'SEQUENCE')));
      expect(sequences[1]).toBeGreaterThan(sequences[0]!);
      expect(sequences[2]).toBeGreaterThan(sequences[1]!);
      expect(value(update!, 'DTSTART')).toBe('20261211T120000Z');
      expect(value(cancellation!, 'STATUS')).toBe('CANCELLED');

      for (const ics of [invitation, update, cancellation]) {
        expect(property(ics!, 'ORGANIZER')).toEqual({
          params: { CN: 'Aurora Imprensa' },
          value: 'mailto:imprensa@aurora.test',
        });
        const attendee = property(ics!, 'ATTENDEE')!;
        expect(attendee.value).toBe(`mailto:${address}`);
        expect(attendee.params).toMatchObject({ PARTSTAT: 'NEEDS-ACTION', RSVP: 'FALSE' });
        expect(attendee.params.CN).toBe(name);
      }
    }
  });
});
