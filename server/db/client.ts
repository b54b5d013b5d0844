/**
 * Opens the database: PGlite in a folder by default, a PostgreSQL server when a URL is given. Both get the same
 * migrations and the same drizzle API; `listen` hides how each delivers NOTIFY.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { explainDatabaseOpenFailure } from './dataDirCheck';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

/**
 * The database as every query sees it, whichever driver is underneath: PGlite's and node-postgres' drizzle databases
 * are both one, differing only in the shape of a raw result, which is typed unknown here (rawRows.ts reads it).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query runs on: the database itself, or a transaction the caller already opened. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same lock (a PostgreSQL session lock on a connection of
   * its own, without the time limit: the work may take a minute). PGlite has one process by construction.
   */
  exclusively<T>(lock: keyof typeof lockKeys, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` for each NOTIFY on `channel`; resolves once listening. On PostgreSQL a lost listening
   * connection is re-established, then `onMessage('')` is called, since messages may have been missed meanwhile.
   * Answers the way to stop listening (an app closed while its database stays open gives its connection back).
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: the connections of this process's pool (what the metrics report). PGlite runs in this process,
   * one query at a time, with no pool to watch.
   */
  poolUse?(): { total: number; idle: number; waiting: number };
  /**
   * PGlite in memory only: a separate copy of this database as it is now (PGlite's clone, a copy of its memory).
   * Tests start from one migrated copy: copying takes a fraction of creating and migrating a database.
   */
  clone?(): Promise<Database>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** The work one process at a time may do, each under a number of its own. */
export const lockKeys = {
  migrations: 0x6d16_a7e,
  /** Making the seed's media files, once per file store (server/seed/index.ts). */
  seedMedia: 0x6d16_a7f,
} as const;

export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  /** A PostgreSQL connection failed outside any query (the server restarted, say); the pool reconnects. */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL server only: how long a query, or waiting for a connection, may take before it fails (and the
   * request answers 503) rather than hang every request behind a stuck database. PGlite runs in this process and
   * can't hang apart from it.
   */
  timeoutMs?: number;
}): Promise<Database> {
  const onConnectionError =
    options.onConnectionError ??
    ((error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return options.url
    ? openPostgres(options.url, onConnectionError, options.timeoutMs ?? 5000)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  // No dataDir: in memory, for tests that want a throw-away database.
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm, btree_gist } });
  } catch (error) {
    unlock();
    throw dataDir ? explainDatabaseOpenFailure(dataDir, error) : error;
  }
  const wrap = (client: InstanceType<typeof PGlite>, release: () => void): Database => {
    const db = drizzle({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migrate(db, { migrationsFolder }),
      exclusively: (_lock, work) => work(),
      listen: async (channel, onMessage) => {
        const unsubscribe = await client.listen(channel, onMessage);
        return async () => unsubscribe();
      },
      close: async () => {
        await client.close();
        release();
      },
      // A copy of a data folder would be a second newsroom on the same files: in memory only.
      ...(dataDir ? {} : { clone: async () => wrap((await client.clone()) as typeof client, () => {}) }),
    };
  };
  return wrap(client, unlock);
}

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void,
  timeoutMs: number,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeoutMs,
    // The server cancels a slow statement; the client gives up too, for a server that no longer answers at all.
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1000,
  });
  const db = drizzle({ client: pool, schema });
  let closing = false;
  // An idle connection the server drops (restart, failover, admin) is an 'error' event on the pool; unhandled,
  // Node would end the process. The pool replaces the connection on the next query, so reporting is enough.
  pool.on('error', (error) => {
    if (!closing) onConnectionError(error);
  });
  // pool.end() resolves before its connections have said goodbye; close() waits for them, so whoever drops the
  // database next (tests do) does not cut a connection that is still closing.
  const open = new Set<unknown>();
  pool.on('connect', (client) => {
    open.add(client);
    // The pool listens for errors of idle connections only. A connection checked out (a transaction, a LISTEN)
    // whose server goes away emits 'error' with nobody listening, and Node would end the process: a restart of
    // PostgreSQL during a write would take the newsroom down. The query in flight is rejected
    // all the same, so its request answers 503; an idle connection's loss is still reported by the pool's 'error'.
    client.on('error', () => {});
  });
  pool.on('remove', (client) => open.delete(client));
  const listeners = new Set<PoolClient>();

  async function underSessionLock<T>(
    key: number,
    work: (client: InstanceType<typeof pg.Client>) => Promise<T>,
  ) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      return await work(client);
    } finally {
      // Ending the connection releases the lock too; saying so is for a reader of pg_locks.
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      await client.end();
    }
  }

  /** One LISTEN: its connection now (a new one after a loss), and whether it was asked to stop. */
  interface Subscription {
    client: PoolClient | null;
    stopped: boolean;
  }

  async function listenOn(
    subscription: Subscription,
    channel: string,
    onMessage: (payload: string) => void,
  ): Promise<void> {
    // LISTEN belongs to one connection: keep it out of the pool until the listening stops.
    const client = await pool.connect();
    listeners.add(client);
    subscription.client = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      // A dying connection may say so twice (the server's goodbye, then the closed socket): act on the first.
      if (!listeners.delete(client)) return;
      client.release(error);
      subscription.client = null;
      if (closing || subscription.stopped) return;
      onConnectionError(error);
      void relisten(subscription, channel, onMessage);
    });
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  async function relisten(subscription: Subscription, channel: string, onMessage: (payload: string) => void) {
    while (!closing && !subscription.stopped) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        await listenOn(subscription, channel, onMessage);
        // Messages sent while we were away are lost: tell the listener something may have changed.
        onMessage('');
        return;
      } catch (error) {
        if (!closing) onConnectionError(error as Error);
      }
    }
  }

  async function listen(channel: string, onMessage: (payload: string) => void) {
    const subscription: Subscription = { client: null, stopped: false };
    await listenOn(subscription, channel, onMessage);
    return async () => {
      subscription.stopped = true;
      const { client } = subscription;
      if (!client || !listeners.delete(client)) return;
      subscription.client = null;
      await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      client.release();
    };
  }

  return {
    db,
    kind: 'postgres',
    // Migrations may rewrite big tables: they run on a connection of their own without the time limit. Several
    // processes start together on one database (a deploy, a cluster): the session lock lets one migrate while the
    // others wait, then find every migration recorded. Without it both create drizzle's table and one crashes.
    migrate: () =>
      underSessionLock(lockKeys.migrations, (migrator) =>
        migrate(drizzle({ client: migrator, schema }), { migrationsFolder }),
      ),
    exclusively: (lock, work) => underSessionLock(lockKeys[lock], () => work()),
    listen,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      closing = true;
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
      while (open.size > 0) await new Promise((resolve) => pool.once('remove', resolve));
    },
  };
}
