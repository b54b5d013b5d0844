/**
 * The lock on one account's sign-in after too many wrong passwords, driven as an attacker with many addresses would
 * drive the embedded provider's form. The app's clock is moved by hand, so the window and the lock's end are
 * checked without waiting.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageLimits, usageMessages } from '../../src/domain/usageLimits';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { accountLockouts, idpAccounts, passwordFailures } from '../../server/db/schema';
import { hashPassword } from '../../server/idp/passwords';
import type { Clock } from '../../server/shared/clock';
import { testDatabases } from './databases';
import {
  followToApp,
  formBody,
  formHeaders,
  startSignIn,
  submitSignIn,
  testHost,
  testRedirectUri,
  type SignInStart,
} from './helpers/oidcFlow';
import { freshClientAddress, testNow, testSettings } from './testApp';

const { max, windowMs, lockMs } = usageLimits.passwordFailures;
const lockedAlert = `<div class="alert" role="alert">${usageMessages.accountLocked}</div>`;

function movableClock() {
  let now = testNow.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

/** Posts the sign-in form of `start`'s browser, but from `address`: one attacker, many machines. */
async function submitFrom(
  app: FastifyInstance,
  start: SignInStart,
  credentials: { email: string; password: string },
  address = freshClientAddress(),
) {
  const url = `${start.interactionPath}/login`;
  const cookie = start.jar.headerFor(url);
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { host: testHost, ...formHeaders, ...(cookie ? { cookie } : {}) },
    payload: formBody(credentials),
  });
  start.jar.store(response);
  return response;
}

let accounts = 0;

describe.each(testDatabases)('password lockout on $name', (target) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = movableClock();
  const logLines: Array<Record<string, unknown>> = [];

  /** A fresh account of its own, so each test counts its failures apart from the others'. */
  async function newAccount() {
    accounts += 1;
    const account = { email: `reporter${accounts}@imprensa.test`, password: `senha-certa-${accounts}` };
    await database.db.insert(idpAccounts).values({
      id: `acc-lockout-${accounts}`,
      email: account.email,
      name: `Repórter ${accounts}`,
      passwordHash: await hashPassword(account.password),
    });
    return account;
  }

  async function failTimes(start: SignInStart, email: string, times: number) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await submitFrom(app, start, { email, password: `chute-${attempt}` });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  const lockoutsOf = (email: string) =>
    database.db.select().from(accountLockouts).where(eq(accountLockouts.email, email));
  const failuresOf = (email: string) =>
    database.db.select().from(passwordFailures).where(eq(passwordFailures.email, email));

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-test-'));
    app = await buildApp({
      settings: testSettings(dataDir),
      database,
      logger: {
        level: 'warn',
        stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
      },
      clock,
      sendQueuedMail: false,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('locks an account after 10 wrong passwords from 10 addresses, even against the right one, until 15 minutes pass', async () => {
    const account = await newAccount();
    const bystander = await newAccount();
    const start = await startSignIn(app);

    const statuses = await failTimes(start, account.email, max);
    // The tenth wrong password is the one that locks, and its answer already says so.
    expect(statuses).toEqual([...Array<number>(max - 1).fill(401), 429]);
    const [lockout, ...more] = await lockoutsOf(account.email);
    expect(more).toEqual([]);
    expect(lockout).toMatchObject({
      lockedAt: clock.now(),
      lockedUntil: new Date(clock.now().getTime() + lockMs),
      addresses: max,
    });

    // The right password, from an address never seen before, is refused like a guess: no session, no redirect.
    const right = await submitFrom(app, start, account);
    expect(right.statusCode).toBe(429);
    expect(right.headers.location).toBeUndefined();
    expect(right.headers['retry-after']).toBe(String(lockMs / 1000));
    expect(right.cookies.map((cookie) => cookie.name)).not.toContain('_session');
    expect(right.body).toContain(lockedAlert);
    expect(right.body).toContain(`value="${account.email}"`);
    expect(right.body).not.toContain(account.password);
    expect(await lockoutsOf(account.email)).toHaveLength(1);

    // Another account signs in as usual meanwhile.
    const other = await startSignIn(app);
    const back = await followToApp(app, other.jar, await submitSignIn(app, other, bystander));
    expect(`${back.origin}${back.pathname}`).toBe(testRedirectUri);
    expect(back.searchParams.get('code')).toBeTruthy();

    clock.advance(lockMs - 1);
    expect((await submitFrom(app, start, account)).statusCode).toBe(429);
    clock.advance(1);
    const later = await followToApp(app, start.jar, await submitFrom(app, start, account));
    expect(later.searchParams.get('code')).toBeTruthy();
    // The success wiped the slate: the failures that led to the lock count no more.
    expect(await failuresOf(account.email)).toEqual([]);
  });

  it('writes one warning per lock with the e-mail and the address count, never a password', async () => {
    const account = await newAccount();
    const start = await startSignIn(app);
    const before = logLines.length;
    await failTimes(start, account.email, max + 2);
    const lines = logLines.slice(before);
    expect(lines).toEqual([expect.objectContaining({ level: 40, email: account.email, addresses: max })]);
    expect(JSON.stringify(lines)).not.toContain('chute');
  });

  it('counts an e-mail however it is typed, and whether or not it has an account', async () => {
    const start = await startSignIn(app);
    const typed = ['  Ninguem@Imprensa.TEST', 'ninguem@imprensa.test  '];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await submitFrom(app, start, {
        email: typed[attempt % 2]!,
        password: `chute-${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(max - 1).fill(401), 429]);
    expect(await lockoutsOf('ninguem@imprensa.test')).toHaveLength(1);
    // The same answer as for an account that exists: the lock tells an attacker nothing about who has one.
    const next = await submitFrom(app, start, { email: 'NINGUEM@imprensa.test', password: 'outro-chute' });
    expect(next.statusCode).toBe(429);
    expect(next.body).toContain(lockedAlert);
    expect(next.body).toContain('value="NINGUEM@imprensa.test"');
  });

  it('starts the count again after the right password: 9 wrong, the right one, 9 wrong does not lock', async () => {
    const account = await newAccount();
    const start = await startSignIn(app);
    expect(await failTimes(start, account.email, max - 1)).toEqual(Array<number>(max - 1).fill(401));
    expect(await failuresOf(account.email)).toHaveLength(max - 1);

    const back = await followToApp(app, start.jar, await submitFrom(app, start, account));
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(await failuresOf(account.email)).toEqual([]);

    const again = await startSignIn(app);
    expect(await failTimes(again, account.email, max - 1)).toEqual(Array<number>(max - 1).fill(401));
    expect(await lockoutsOf(account.email)).toEqual([]);
  });

  it('forgets failures older than the window, and deletes them when a new one is recorded', async () => {
    const account = await newAccount();
    const start = await startSignIn(app);
    await failTimes(start, account.email, max - 1);
    clock.advance(windowMs);
    // The nine before are out of the window: one more wrong password is the first of a new count.
    expect(await failTimes(start, account.email, 1)).toEqual([401]);
    expect(await lockoutsOf(account.email)).toEqual([]);
    const kept = await failuresOf(account.email);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.failedAt).toEqual(clock.now());
  });

  it('records exactly one lock for a burst of 20 parallel wrong passwords', async () => {
    const account = await newAccount();
    const start = await startSignIn(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        submitFrom(app, start, { email: account.email, password: `chute-${attempt}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    // Nine wrong passwords are counted; the tenth locks; the other ten find the account locked.
    expect(statuses).toEqual([...Array<number>(max - 1).fill(401), ...Array<number>(20 - max + 1).fill(429)]);
    const lockouts = await lockoutsOf(account.email);
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]?.addresses).toBe(max);
  });
});
