/**
 * The daily limit on loan requests (`usageLimits.loanRequests`): the request past it answers 429 in Portuguese with
 * Retry-After and writes nothing, a burst of parallel requests creates exactly the limit, and a request is taken
 * again once the oldest leaves the window. The app's clock is moved, never waited for.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanRequestFields } from '../../src/domain/loanRequest';
import { usageLimits, usageMessages } from '../../src/domain/usageLimits';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { loanTransitions, loans, mailOutbox } from '../../server/db/schema';
import { createLoanOption, createLoanUser, createPrivateUpload, createSignInSession } from './builders';
import { testDatabases } from './databases';
import { freshClientAddress, testNow, testSettings } from './testApp';

const hour = 3600 * 1000;
const { max, windowMs } = usageLimits.loanRequests;

describe.each(testDatabases)('the daily limit on loan requests on $name', (target) => {
  let app: FastifyInstance;
  let database: Database;
  let options: Awaited<ReturnType<typeof createLoanOption>>[];
  // The app's clock: tests move it through the day and past the window.
  let now = testNow.getTime();
  const db = () => database.db;

  /** A signed-in press agent with a CNH picture, whose session outlives the window. */
  const requester = async () => {
    const user = await createLoanUser(db(), { role: 10 });
    const upload = await createPrivateUpload(db(), user.id);
    const token = await createSignInSession(db(), user.id, { now: testNow, validForMs: 3 * windowMs });
    const body: LoanRequestFields = {
      isOwner: true,
      cpf: user.cpf,
      cnh: user.cnh,
      rg: user.rg,
      option1: options[0]!.car.id,
      option2: options[1]!.car.id,
      startDate: '2026-11-25',
      endDate: '2026-11-28',
      description: 'Avaliação do consumo na estrada para a edição de dezembro.',
      cnhPicture: upload.name,
    };
    return { user, token, body };
  };
  const post = (who: Awaited<ReturnType<typeof requester>>) =>
    app.inject({
      method: 'POST',
      url: '/api/lendingcontract/request',
      headers: { authorization: who.token },
      payload: who.body,
      remoteAddress: freshClientAddress(),
    });
  /** What a request writes: the loans, their log rows and the e-mails. */
  const writtenFor = async (who: Awaited<ReturnType<typeof requester>>) => ({
    loans: (await db().select().from(loans).where(eq(loans.requesterId, who.user.id))).length,
    logRows: (await db().select().from(loanTransitions).where(eq(loanTransitions.actorId, who.user.id)))
      .length,
    mails: (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, who.user.email))).length,
  });
  const expectRefused = (response: Awaited<ReturnType<typeof post>>, retryAfterSeconds: number) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json().message).toBe(usageMessages.loanRequests(5));
    expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  };

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-loan-limit-test-'));
    app = await buildApp({
      settings: testSettings(dataDir),
      database,
      logger: false,
      clock: { now: () => new Date(now) },
      sendQueuedMail: false,
    });
    options = [await createLoanOption(db()), await createLoanOption(db())];
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('refuses the 6th request of a day (429, in Portuguese, Retry-After from the oldest) and writes nothing', async () => {
    const who = await requester();
    try {
      // One an hour: the oldest leaves the window 24 hours after it was made.
      for (let n = 0; n < max; n++) {
        now = testNow.getTime() + n * hour;
        const response = await post(who);
        expect(response.statusCode, response.body).toBe(200);
      }
      now = testNow.getTime() + max * hour;
      expectRefused(await post(who), (windowMs - max * hour) / 1000);
      expect(await writtenFor(who)).toEqual({ loans: max, logRows: max, mails: max });

      // The limit is the requester's: someone else still asks.
      const other = await requester();
      expect((await post(other)).statusCode).toBe(200);
    } finally {
      now = testNow.getTime();
    }
  });

  it('lets exactly the limit through of a burst of parallel requests', async () => {
    const who = await requester();
    const responses = await Promise.all(Array.from({ length: 12 }, () => post(who)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(max).fill(200), ...Array<number>(12 - max).fill(429)]);
    for (const refused of responses.filter((response) => response.statusCode === 429))
      expectRefused(refused, windowMs / 1000);
    expect(await writtenFor(who)).toEqual({ loans: max, logRows: max, mails: max });
  });

  it('takes a request again once the oldest leaves the window, and only one', async () => {
    const who = await requester();
    try {
      for (let n = 0; n < max; n++) {
        now = testNow.getTime() + n * hour;
        expect((await post(who)).statusCode).toBe(200);
      }
      now = testNow.getTime() + windowMs - 1000;
      expectRefused(await post(who), 1);

      // The first request is now a whole window old; the second leaves an hour later.
      now = testNow.getTime() + windowMs;
      expect((await post(who)).statusCode).toBe(200);
      expectRefused(await post(who), hour / 1000);
      expect(await writtenFor(who)).toEqual({ loans: max + 1, logRows: max + 1, mails: max + 1 });
    } finally {
      now = testNow.getTime();
    }
  });
});
