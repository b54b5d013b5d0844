/**
 * The databases server tests run on: always PGlite (in memory), and a PostgreSQL server too when
 * TEST_DATABASE_URL is set. Each test file gets its own fresh database: on PostgreSQL a new database is created
 * from the server URL and dropped afterwards, so files can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

export type OpenOptions = Pick<Parameters<typeof openDatabase>[0], 'onConnectionError' | 'timeoutMs'>;

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(options?: OpenOptions): Promise<Database>;
}

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: (options) => openDatabase({ ...options }) },
  ...(process.env.TEST_DATABASE_URL ? [postgresDatabase(process.env.TEST_DATABASE_URL)] : []),
];

function postgresDatabase(serverUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open(options) {
      const name = `newsroom_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ ...options, url: url.toString() });
      return {
        ...database,
        async close() {
          await database.close();
          const dropper = new pg.Client({ connectionString: serverUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}
