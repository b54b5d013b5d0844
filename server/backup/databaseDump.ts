/**
 * The database's rows as of one moment: every table read in a single REPEATABLE READ, read-only transaction, as
 * pg_dump does, so what the newsroom writes meanwhile neither shows up half-done nor holds the copy up (on a
 * PostgreSQL server the writes go on beside it; PGlite runs one statement at a time, so there they wait for it).
 *
 * Rows are written as `row_to_json` gives them, one per line, read through a cursor a batch at a time so memory
 * stays flat whatever the table's size. JSON rather than pg_dump's SQL or PGlite's `dumpDataDir` archive: the same
 * file loads into either database (a PGlite newsroom can move onto a server), and needs no client binary matching
 * the server's major version.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { tablesFolder, type BackupManifest, type SequenceValue, type TableCopy } from './backupManifest';

const batchRows = 1000;

export async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  // `Db` is the type both drivers share, whose raw answer is typed unknown; PGlite and node-postgres both give rows.
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * Settings that make `row_to_json`'s text the same whichever database and session wrote it: times in UTC with
 * their offset, ISO dates and intervals, floats in full.
 */
export async function setPortableOutput(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
  await tx.execute(sql`set local intervalstyle = 'iso_8601'`);
  await tx.execute(sql`set local extra_float_digits = 1`);
}

/** The newsroom's tables (everything in `public`; drizzle's own bookkeeping is the migrations, kept apart). */
export async function tableNames(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Each table's rows as JSON text, a batch at a time, through a cursor of the caller's transaction. */
export async function* tableRows(tx: DbOrTx, table: string): AsyncGenerator<string[]> {
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from public.${sql.identifier(table)} t`,
  );
  for (;;) {
    const batch = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${batchRows} from backup_rows`));
    if (!batch.length) break;
    yield batch.map((row) => row.row);
  }
  await tx.execute(sql`close backup_rows`);
}

async function dumpTable(tx: DbOrTx, table: string, dir: string): Promise<TableCopy> {
  const file = path.posix.join(tablesFolder, `${table}.jsonl`);
  const out = createWriteStream(path.join(dir, file), { mode: 0o600 });
  const hash = createHash('sha256');
  let rows = 0;
  try {
    for await (const batch of tableRows(tx, table)) {
      const text = batch.map((row) => `${row}\n`).join('');
      hash.update(text);
      rows += batch.length;
      if (!out.write(text)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return { name: table, file, rows, sha256: hash.digest('hex') };
}

async function sequenceValues(tx: DbOrTx): Promise<SequenceValue[]> {
  const names = await rowsOf<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    // A sequence is outside the snapshot: its value now is at least any the copied rows took, which is what counts.
    const [value] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      tx,
      sql`select last_value::text as "lastValue", is_called as "isCalled" from public.${sql.identifier(name)}`,
    );
    if (value) values.push({ name, ...value });
  }
  return values;
}

export async function appliedMigrations(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

/** Writes every table into `dir/db/` from one snapshot; answers what the manifest says of the database. */
export async function dumpDatabase(
  db: Db,
  engine: 'pglite' | 'postgres',
  dir: string,
): Promise<{ snapshotAt: string; database: BackupManifest['database'] }> {
  await mkdir(path.join(dir, tablesFolder), { recursive: true, mode: 0o700 });
  return db.transaction(
    async (tx) => {
      // The first statement takes the snapshot; transaction_timestamp() is when the transaction began, just before.
      const [began] = await rowsOf<{ at: string }>(
        tx,
        sql`select to_json(transaction_timestamp())#>>'{}' as at`,
      );
      await setPortableOutput(tx);
      const migrations = await appliedMigrations(tx);
      const tables: TableCopy[] = [];
      for (const table of await tableNames(tx)) tables.push(await dumpTable(tx, table, dir));
      return {
        snapshotAt: new Date(began!.at).toISOString(),
        database: { engine, migrations, tables, sequences: await sequenceValues(tx) },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
