/** Builds the API on a fresh, migrated and seeded database, as `main.ts` does, for `app.inject()`. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { seedContent } from '../../server/seed/index';
import type { OpenOptions, TestDatabase } from './databases';

export const testPublicUrl = 'http://newsroom.test';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestApp(
  target: TestDatabase,
  options: { seed?: boolean; webDir?: string } & OpenOptions = {},
): Promise<TestApp> {
  const database = await target.open({ onConnectionError: options.onConnectionError });
  await database.migrate();
  if (options.seed ?? true) await seedContent(database.db, { now: new Date('2026-11-20T12:00:00Z') });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-test-'));
  const app = await buildApp({
    settings: {
      publicUrl: testPublicUrl,
      dataDir,
      webDir: options.webDir ?? path.join(dataDir, 'no-web-build'),
      logLevel: 'silent',
    },
    database,
    logger: false,
  });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
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
