/**
 * The databases server tests run on: PGlite (in memory), or the PostgreSQL server TEST_DATABASE_URL names. Each test
 * file gets its own fresh database: on PostgreSQL a new database is created from the server URL and dropped
 * afterwards, so files can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

export type OpenOptions = Pick<Parameters<typeof openDatabase>[0], 'onConnectionError' | 'timeoutMs'>;

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(options?: OpenOptions): Promise<Database>;
}

/**
 * The database of the tests about one process's own parts (its files, Chromium, its limits), which need a database
 * but not a particular one.
 */
export const embeddedDatabase: TestDatabase = { name: 'pglite', open: () => migratedCopy() };

let migrated: Promise<Database> | undefined;
/**
 * A copy of one migrated PGlite that each test process makes once (the server project runs its files in one module
 * graph per worker, so it lives as long as the worker): a test's database starts as a fresh migrated one would.
 */
async function migratedCopy(): Promise<Database> {
  migrated ??= openDatabase({}).then(async (database) => {
    await database.migrate();
    return database;
  });
  const template = await migrated;
  return template.clone!();
}

/**
 * The databases the per-database tests (`describe.each(testDatabases)`) run on: the embedded one as a newcomer runs
 * `npm test`, the PostgreSQL server when TEST_DATABASE_URL names one (CI's second pass runs only those tests there).
 */
export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [postgresDatabase(process.env.TEST_DATABASE_URL)]
  : [embeddedDatabase];

function postgresDatabase(serverUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open(options) {
      const created = await createPostgresDatabase(serverUrl);
      const database = await openDatabase({ ...options, url: created.url });
      return {
        ...database,
        async close() {
          await database.close();
          await created.drop();
        },
      };
    },
  };
}

/** A new, empty database on the server `serverUrl` names: its URL, for a newsroom process of its own. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `newsroom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
