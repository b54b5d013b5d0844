/**
 * Builds the API as `main.ts` does, for `app.inject()`, on a fresh migrated database that is EMPTY unless the test
 * asks for the demo seed: tests insert the rows they need with the builders of `builders.ts`.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app';
import type { AppSettings } from '../../server/appSettings';
import type { Database } from '../../server/db/client';
import { fixedClock } from '../../server/shared/clock';
import { applySeeds } from '../../server/seed/index';
import { createSignInSession, createUser } from './builders';
import type { OpenOptions, TestDatabase } from './databases';

export const testPublicUrl = 'http://newsroom.test';
/** The test app's sender, and so the organizer of its calendar entries. */
export const testMailFrom = 'Aurora Imprensa <imprensa@aurora.test>';
/** Where a test's e-mails link to and who sends them, as the app's routes hand them to the services. */
export const testSite = { publicUrl: testPublicUrl, organizer: testMailFrom };
export const testNow = new Date('2026-11-20T12:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /**
   * Injects a request from a client of its own: the API's limits count per client address, and a test's many calls
   * are many visitors, not one. A test of the limits themselves names one `remoteAddress` for all its calls.
   */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Injects a request as a fresh signed-in user of `role`, from a client of its own. */
  injectAs(role: number, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let clients = 0;
/** A client address no other request of this test process has used (10.0.0.1, 10.0.0.2, …). */
export function freshClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export function testSettings(dataDir: string, overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    production: false,
    publicUrl: testPublicUrl,
    mediaBaseUrl: '/media',
    dataDir,
    webDir: path.join(dataDir, 'no-web-build'),
    logLevel: 'silent',
    trustProxy: false,
    rateLimitPerMinute: 100_000,
    signInLimitPerMinute: 10,
    loanRequestsPerDay: 5,
    timeouts: { requestMs: 30_000, connectionMs: 60_000, keepAliveMs: 5_000, databaseMs: 5_000 },
    smtpUrl: undefined,
    mailFrom: testMailFrom,
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    oidcIssuer: undefined,
    oidcClientId: 'newsroom-local',
    s3: undefined,
    redisUrl: undefined,
    host: '127.0.0.1',
    metricsPort: undefined,
    ...overrides,
  };
}

export async function startTestApp(
  target: TestDatabase,
  options: {
    /** Apply the demo seed's rows (only the seed's own tests and a few whole-page checks want it). */
    demoSeed?: boolean;
    settings?: Partial<AppSettings>;
    extraApiRoutes?: AppDeps['extraApiRoutes'];
    /** The mail outbox is delivered in the background unless false (then tests call `deliverDueMail`). */
    sendQueuedMail?: boolean;
    mailer?: AppDeps['mailer'];
    /** Where the app's log lines go (at `warn` and above); without it the app logs nothing. */
    logStream?: { write(line: string): void };
    /** The app's own clock (a local newsroom's can be moved by `/dev/clock`) rather than the fixed `testNow`. */
    ownClock?: boolean;
  } & OpenOptions = {},
): Promise<TestApp> {
  const database = await target.open({
    onConnectionError: options.onConnectionError,
    timeoutMs: options.timeoutMs,
  });
  await database.migrate();
  if (options.demoSeed) await applySeeds(database.db, undefined, { now: testNow });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-test-'));
  const app = await buildApp({
    settings: testSettings(dataDir, options.settings),
    database,
    logger: options.logStream ? { level: 'warn', stream: options.logStream } : false,
    ...(options.ownClock ? {} : { clock: fixedClock(testNow) }),
    ...(options.extraApiRoutes ? { extraApiRoutes: options.extraApiRoutes } : {}),
    ...(options.sendQueuedMail === undefined ? {} : { sendQueuedMail: options.sendQueuedMail }),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  return {
    app,
    database,
    dataDir,
    inject: (request) => app.inject({ remoteAddress: freshClientAddress(), ...request }),
    async injectAs(role, request) {
      const user = await createUser(database.db, { role });
      const token = await createSignInSession(database.db, user.id, { now: testNow });
      return app.inject({
        remoteAddress: freshClientAddress(),
        ...request,
        headers: { ...request.headers, authorization: token },
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another API process beside `first`, as a second machine behind a balancer runs it: the same database, a data
 * folder of its own, its settings otherwise the test's. Close it before `first`.
 */
export async function anotherProcess(
  first: Pick<TestApp, 'database'>,
  settings: Partial<AppSettings> = {},
): Promise<FastifyInstance> {
  return buildApp({
    settings: testSettings(await mkdtemp(path.join(os.tmpdir(), 'newsroom-other-')), settings),
    database: first.database,
    logger: false,
    clock: fixedClock(testNow),
    sendQueuedMail: false,
  });
}

/** Polls `check` until it passes: NOTIFY is delivered asynchronously. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}
