/**
 * E-mail attachments (an approved loan's `.ics`) travel with the message: stored in its outbox row, handed by the
 * sender to the mailer, written by nodemailer as a real attachment, and named on the local mailbox page.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { fixedClock } from '../../server/shared/clock';
import { createMailer, type MailMessage } from '../../server/mail/mailer';
import { enqueueMail } from '../../server/mail/outbox';
import { deliverDueMail } from '../../server/mail/outboxSender';
import { loanCalendarAttachment } from '../../server/loans/loanCalendar';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const calendar = loanCalendarAttachment({
  loanId: 7,
  number: 'CMD-000007',
  startDate: '2026-11-26',
  endDate: '2026-11-28',
  vehicle: {
    model: 'Aurora Tera',
    version: 'Highline',
    color: 'Cinza Platinum',
    placa: 'ABC1D23',
    frota: 'FROTA-000777',
    location: 'São Bernardo do Campo - SP',
  },
  publicUrl: 'http://newsroom.test',
  organizer: 'Aurora Imprensa <imprensa@aurora.test>',
  now: testNow,
});

const approvedMail = (to: string): MailMessage => ({
  to,
  subject: 'Empréstimo aprovado: CMD-000007',
  text: 'Sua solicitação foi aprovada!',
  html: '<p>Sua solicitação foi aprovada!</p>',
  attachments: [calendar],
});

describe.each(testDatabases)('e-mail attachments on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the attachment in the outbox row and hands it to the mailer', async () => {
    const id = await enqueueMail(t.database.db, 'loan-approved', approvedMail('ana@exemplo.com.br'));
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.attachments).toEqual([calendar]);

    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message) };
    await deliverDueMail({ db: t.database.db, mailer, clock: fixedClock(testNow) });
    expect(sent.find((message) => message.to === 'ana@exemplo.com.br')?.attachments).toEqual([calendar]);
  });

  it('names the attachment on the local mailbox page, with its text', async () => {
    const id = await enqueueMail(t.database.db, 'loan-approved', approvedMail('bia@exemplo.com.br'));
    const page = await t.app.inject({ url: `/dev/mailbox/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>Anexos</h2>');
    expect(page.body).toContain('emprestimo-CMD-000007.ics (text/calendar; charset=utf-8; method=PUBLISH)');
    expect(page.body).toContain('UID:loan-7@newsroom.test');
  });

  it('shows no attachments section for a message without any', async () => {
    const id = await enqueueMail(t.database.db, 'loan-requested', {
      to: 'caio@exemplo.com.br',
      subject: 'Recebemos sua solicitação',
      text: 'Olá!',
    });
    const page = await t.app.inject({ url: `/dev/mailbox/${id}` });
    expect(page.body).not.toContain('Anexos');
  });
});

describe('the mailer', () => {
  it('writes the calendar as a real attachment of the e-mail, its lines intact', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-attachments-'));
    const mailer = createMailer({ outboxDir, from: 'Aurora Imprensa <imprensa@aurora.test>' });
    await mailer.send(approvedMail('davi@exemplo.com.br'));

    const [file] = await readdir(outboxDir);
    const parsed = await simpleParser(await readFile(path.join(outboxDir, file!)));
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment!.filename).toBe('emprestimo-CMD-000007.ics');
    expect(attachment!.contentType).toBe('text/calendar');
    expect(attachment!.content.toString('utf8')).toBe(calendar.content);
  });
});
