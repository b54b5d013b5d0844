/**
 * The mail outbox sender: claims due messages once, retries later after a failure, gives up after the last try, and
 * never sends one message twice, even with two senders at once (two connections on PostgreSQL). One test delivers
 * through a real SMTP server (smtp-server) and reads the message back with mailparser.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client';
import { mailOutbox } from '../../server/db/schema';
import type { Clock } from '../../server/shared/clock';
import { createMailer, type MailMessage, type Mailer } from '../../server/mail/mailer';
import { enqueueMail } from '../../server/mail/outbox';
import {
  claimMs,
  deliverDueMail,
  maxAttempts,
  outboxMessageKey,
  resumeAfterOutage,
  retryDelaysMs,
  type TransportOutage,
} from '../../server/mail/outboxSender';
import { testDatabases } from './databases';
import { eventually, startTestApp } from './testApp';

const start = new Date('2026-11-20T12:00:00Z');

function movableClock() {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

function recordingMailer(delayMs = 0) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
  };
  return { mailer, sent };
}

const failingMailer: Mailer = {
  async send() {
    throw new Error('connect ECONNREFUSED 127.0.0.1:25');
  },
};

function recordingLog() {
  const errors: string[] = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    log: {
      error: (_: object, message: string) => errors.push(message),
      warn: (_: object, message: string) => warnings.push(message),
    },
  };
}

/**
 * `db` whose first two writes of a send's record fail as a dropped connection does (PostgreSQL restarting): the
 * claim and everything else go through.
 */
function lostTwice(db: Db): Db {
  let failures = 2;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'update') return Reflect.get(target, property, receiver) as unknown;
      return (table: typeof mailOutbox) => ({
        set(values: Partial<typeof mailOutbox.$inferInsert>) {
          if (values.sentAt && failures > 0) {
            failures -= 1;
            return { where: () => Promise.reject(new Error('Connection terminated unexpectedly')) };
          }
          return target.update(table).set(values);
        },
      });
    },
  });
}

const message = (n = 1): MailMessage => ({
  to: `jornalista${n}@exemplo.com.br`,
  subject: `Seus arquivos estão prontos ${n}`,
  text: `Baixe o pacote ${n}.`,
  html: `<p>Baixe o <a href="http://newsroom.test/api/cart/${n}.zip">pacote</a>.</p>`,
});

describe.each(testDatabases)('mail outbox sender on $name', (target) => {
  let database: Database;
  const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  it('delivers a queued message once and marks it sent', async () => {
    const clock = movableClock();
    const { mailer, sent } = recordingMailer();
    const id = await enqueueMail(database.db, 'cart-download', message());

    expect(await deliverDueMail({ db: database.db, mailer, clock })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    const [row] = await rows();
    expect(sent).toEqual([{ ...message(), key: outboxMessageKey(row!) }]);
    expect(row).toMatchObject({ id, attempts: 1, sentAt: start, lockedUntil: null, failedAt: null });

    clock.advance(60 * 60_000);
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it('keeps a message the transport refused, and sends it once its retry time has come', async () => {
    const clock = movableClock();
    const { log, warnings } = recordingLog();
    await enqueueMail(database.db, 'cart-download', message());

    expect(await deliverDueMail({ db: database.db, mailer: failingMailer, clock, log })).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    const [pending] = await rows();
    expect(pending).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      lockedUntil: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      nextAttemptAt: new Date(start.getTime() + retryDelaysMs[0]),
    });
    expect(warnings).toHaveLength(1);

    const { mailer, sent } = recordingMailer();
    clock.advance(retryDelaysMs[0] - 1);
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 0 });
    clock.advance(1);
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 1 });
    expect(sent).toEqual([{ ...message(), key: outboxMessageKey(pending!) }]);
    expect((await rows())[0]).toMatchObject({ attempts: 2, sentAt: clock.now(), lastError: null });
  });

  it('gives up after the last attempt with growing delays, and logs an error', async () => {
    const clock = movableClock();
    const { log, errors } = recordingLog();
    await enqueueMail(database.db, 'cart-download', message());

    const seenDelays: number[] = [];
    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      expect(await deliverDueMail({ db: database.db, mailer: failingMailer, clock, log })).toMatchObject({
        retried: 1,
      });
      const [row] = await rows();
      const delay = row!.nextAttemptAt.getTime() - clock.now().getTime();
      seenDelays.push(delay);
      clock.advance(delay);
    }
    expect(seenDelays).toEqual([...retryDelaysMs]);
    expect(seenDelays).toEqual([...seenDelays].sort((a, b) => a - b));

    expect(await deliverDueMail({ db: database.db, mailer: failingMailer, clock, log })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    const [failed] = await rows();
    expect(failed).toMatchObject({ attempts: maxAttempts, failedAt: clock.now(), sentAt: null });
    expect(errors).toEqual([`mail ${failed!.id} not delivered after ${maxAttempts} attempts: giving up`]);

    const { mailer, sent } = recordingMailer();
    clock.advance(24 * 60 * 60_000);
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 0 });
    expect(sent).toEqual([]);
  });

  it('records a send once the database is back, rather than sending the message again later', async () => {
    const clock = movableClock();
    const { mailer, sent } = recordingMailer();
    await enqueueMail(database.db, 'cart-download', message());

    // PostgreSQL restarts between the send and its record: the first two tries to record it find no connection.
    expect(
      await deliverDueMail({ db: lostTwice(database.db), mailer, clock, recordRetryMs: 10 }),
    ).toMatchObject({ sent: 1 });
    expect((await rows())[0]).toMatchObject({ attempts: 1, sentAt: start, lockedUntil: null });

    // Long after any claim would have run out, nothing is due: the message left once.
    clock.advance(24 * 60 * 60_000);
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(1);
  });

  it('sends the messages an SMTP outage held back as soon as the server answers again', async () => {
    const clock = movableClock();
    const outage: TransportOutage = { waiting: new Set(), probedAt: 0 };
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
      code: 'ESOCKET',
      command: 'CONN',
    });
    const refusedForItself = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
    });
    const down: Mailer = {
      send: async (mail) => {
        throw mail.to === message(2).to ? refusedForItself : unreachable;
      },
      verify: async () => {
        throw unreachable;
      },
    };
    await enqueueMail(database.db, 'cart-download', message(1));
    await enqueueMail(database.db, 'cart-download', message(2));
    expect(await deliverDueMail({ db: database.db, mailer: down, clock, outage })).toMatchObject({
      retried: 2,
    });
    expect([...outage.waiting]).toHaveLength(1);

    // Still down when asked: nothing moves.
    expect(await resumeAfterOutage({ db: database.db, mailer: down, clock }, outage)).toBe(0);
    // Back: the one held back by the outage is due now, seconds before its retry time; the refused one waits.
    const { mailer, sent } = recordingMailer();
    const back: Mailer = { ...mailer, verify: async () => {} };
    outage.probedAt = 0;
    expect(await resumeAfterOutage({ db: database.db, mailer: back, clock }, outage)).toBe(1);
    expect(await deliverDueMail({ db: database.db, mailer: back, clock })).toMatchObject({ sent: 1 });
    expect(sent.map((mail) => mail.to)).toEqual([message(1).to]);
    expect(outage.waiting.size).toBe(0);
  });

  it('gives each message one Message-ID, the same whenever it is sent', async () => {
    const clock = movableClock();
    const { mailer, sent } = recordingMailer();
    const id = await enqueueMail(database.db, 'cart-download', message());
    await deliverDueMail({ db: database.db, mailer, clock });
    // As if the record of the send had been lost: the same row goes again.
    await database.db.update(mailOutbox).set({ sentAt: null, attempts: 0 }).where(eq(mailOutbox.id, id));
    await deliverDueMail({ db: database.db, mailer, clock });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(new RegExp(`^outbox\\.${id}\\.[0-9a-z]+$`));
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('never sends a message twice when several senders deliver at the same time', async () => {
    const clock = movableClock();
    for (let n = 1; n <= 100; n++) await enqueueMail(database.db, 'cart-download', message(n));
    // On PostgreSQL, open the connections first, so the senders' claims reach the server together and overlap.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    // The senders share one record of what left; each send takes a moment.
    const { mailer, sent } = recordingMailer(2);

    const counts = await Promise.all(
      Array.from({ length: 4 }, () => deliverDueMail({ db: database.db, mailer, clock })),
    );

    expect(counts.reduce((total, count) => total + count.sent, 0)).toBe(100);
    expect(sent).toHaveLength(100);
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(100);
    const [counted] = await database.db
      .select({ unsent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null)::int` })
      .from(mailOutbox);
    expect(counted!.unsent).toBe(0);
  });

  it('skips the rows another claim is taking, rather than waiting to take them too', async () => {
    const clock = movableClock();
    for (let n = 1; n <= 10; n++) await enqueueMail(database.db, 'cart-download', message(n));
    const { mailer, sent } = recordingMailer();
    // A transaction holds the rows' locks, as a claim does while it runs; two senders start meanwhile. Had they
    // waited for the locks instead of skipping them, both would take the rows once they were free.
    let senders: Promise<unknown>[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from mail_outbox for update`);
      senders = [1, 2].map(() => deliverDueMail({ db: database.db, mailer, clock }));
      // On a server they are done while the locks are held, having taken nothing (waiting instead would never end
      // here). PGlite runs one transaction at a time: there they start after the commit.
      if (database.kind === 'postgres') {
        await Promise.all(senders);
        expect(sent).toEqual([]);
      }
    });
    await Promise.all(senders);
    await deliverDueMail({ db: database.db, mailer, clock });

    expect(sent.map((mail) => mail.to).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => message(index + 1).to).sort(),
    );
  });

  it('takes no message another sender holds until its claim runs out', async () => {
    const clock = movableClock();
    const id = await enqueueMail(database.db, 'cart-download', message());
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(start.getTime() + 60_000) })
      .where(eq(mailOutbox.id, id));
    const { mailer, sent } = recordingMailer();

    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 0 });
    clock.advance(60_000);
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
  });

  it('keeps its claim through a send longer than the claim, so no other sender takes the message', async () => {
    const clock = movableClock();
    await enqueueMail(database.db, 'cart-download', message(1));
    await enqueueMail(database.db, 'cart-download', message(2));
    // Each send waits until the test lets it go.
    const waiting: Array<() => void> = [];
    const sent: MailMessage[] = [];
    const slow: Mailer = {
      async send(mail) {
        await new Promise<void>((resolve) => waiting.push(resolve));
        sent.push(mail);
      },
    };
    const first = deliverDueMail({ db: database.db, mailer: slow, clock, renewEveryMs: 10 });
    await eventually(async () => waiting.length === 1);
    // The first send hangs past the claim; the renewals move it forward with the clock.
    clock.advance(2 * claimMs);
    await eventually(async () =>
      (await rows()).every((row) => row.lockedUntil!.getTime() >= clock.now().getTime() + claimMs - 1),
    );
    const { mailer, sent: takenByOther } = recordingMailer();
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 0 });
    waiting[0]!();
    await eventually(async () => waiting.length === 2);
    waiting[1]!();
    expect(await first).toMatchObject({ sent: 2 });
    expect(takenByOther).toEqual([]);
  });

  it("sends a dead sender's messages within a minute", async () => {
    // A process killed mid-batch stops renewing: its claim is what `claimDue` wrote, and runs out after `claimMs`.
    const clock = movableClock();
    const id = await enqueueMail(database.db, 'cart-download', message());
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(start.getTime() + claimMs) })
      .where(eq(mailOutbox.id, id));
    const { mailer, sent } = recordingMailer();
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 0 });
    clock.advance(claimMs);
    expect(await deliverDueMail({ db: database.db, mailer, clock })).toMatchObject({ sent: 1 });
    // With the senders' 2 s rounds, well inside a minute of the death.
    expect(claimMs + 2000).toBeLessThanOrEqual(60_000);
    expect(sent).toHaveLength(1);
  });

  it('delivers through a real SMTP server, accents and HTML intact', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as { port: number };
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: await mkdtemp(path.join(os.tmpdir(), 'outbox-unused-')),
        from: 'Aurora Imprensa <imprensa@aurora.test>',
      });
      await enqueueMail(database.db, 'cart-download', {
        to: 'joão@exemplo.com.br',
        subject: 'Ação: seus arquivos estão prontos',
        text: 'Olá, João! Baixe as fotos do lançamento até amanhã.',
        html: '<p>Olá, João! <a href="http://newsroom.test/api/cart/1.zip">Baixar as fotos</a> do lançamento.</p>',
      });

      expect(await deliverDueMail({ db: database.db, mailer, clock: movableClock() })).toMatchObject({
        sent: 1,
      });

      expect(received).toHaveLength(1);
      const parsed = await simpleParser(received[0]!);
      expect(parsed.subject).toBe('Ação: seus arquivos estão prontos');
      const [row] = await rows();
      expect(parsed.messageId).toBe(`<${outboxMessageKey(row!)}@aurora.test>`);
      expect(parsed.from?.value[0]).toMatchObject({
        name: 'Aurora Imprensa',
        address: 'imprensa@aurora.test',
      });
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      expect(to?.value[0]?.address).toBe('joão@exemplo.com.br');
      expect(parsed.text?.trim()).toBe('Olá, João! Baixe as fotos do lançamento até amanhã.');
      expect(parsed.html).toContain(
        '<a href="http://newsroom.test/api/cart/1.zip">Baixar as fotos</a> do lançamento.',
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe.each(testDatabases)('the API process sending the outbox on $name', (target) => {
  it('sends a message as soon as its transaction commits, and none for a rolled-back change', async () => {
    const { mailer, sent } = recordingMailer();
    const t = await startTestApp(target, { mailer });
    try {
      await t.app.ready();
      await t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, 'cart-download', message(1));
      });
      // Well within the sender's 2 s rounds: the NOTIFY of the commit woke it.
      await eventually(async () => sent.length === 1, 1500);
      expect(sent[0]).toMatchObject(message(1));

      await expect(
        t.database.db.transaction(async (tx) => {
          await enqueueMail(tx, 'cart-download', message(2));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      // The next change that commits is sent, and nothing of the failed one came before it.
      await enqueueMail(t.database.db, 'cart-download', message(3));
      await eventually(async () => sent.length > 1, 5000);
      expect(sent.map((mail) => mail.to)).toEqual([message(1).to, message(3).to]);
    } finally {
      await t.close();
    }
  });
});
