/**
 * Opens the database: PGlite in a folder by default, a PostgreSQL server when a URL is given. Both get the same
 * migrations and the same drizzle API; `listen` hides how each delivers NOTIFY.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Calls `onMessage` for each NOTIFY on `channel`; resolves once listening. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // No dataDir: in memory, for tests that want a throw-away database.
  const client = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm, btree_gist } });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  const listeners: PoolClient[] = [];
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    listen: async (channel, onMessage) => {
      // LISTEN belongs to one connection: keep it out of the pool for the life of the process.
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    close: async () => {
      for (const client of listeners) client.release();
      await pool.end();
    },
  };
}
