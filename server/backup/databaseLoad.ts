/**
 * A backup's rows back into an empty database: the release's migrations make the tables (so the backup must be at
 * exactly those migrations), then every table is filled in one transaction, with the database's triggers off
 * (`session_replication_role = replica`): the rows are already what the triggers made (search index, listings), and
 * foreign keys are checked once everything is in, rather than row by row in an order the tables would dictate.
 * Anything wrong (a damaged file, a row count that differs, a row whose parent is missing) rolls the whole load back.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, DbOrTx } from '../db/client';
import { BackupProblem, type BackupManifest, type TableCopy } from './backupManifest';
import { rowsOf, tableNames } from './databaseDump';

const batchRows = 500;
const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The tables already in the database: a restore needs none (a database that was never started). */
export async function tablesInDatabase(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Refuses a backup this release's migrations don't reproduce exactly, before anything is written. */
export function checkMigrations(manifest: BackupManifest): void {
  const ours = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  const theirs = manifest.database.migrations;
  const same = ours.length === theirs.length && ours.every((hash, at) => hash === theirs[at]);
  if (same) return;
  const shared = ours.findIndex((hash, at) => hash !== theirs[at]);
  throw new BackupProblem(
    theirs.length > ours.length && shared === -1
      ? `The backup was made by a newer release (${theirs.length} migrations, this one has ${ours.length}): ` +
          'restore it with that release.'
      : `The backup was made at ${theirs.length} migrations, this release has ${ours.length}: restore it with the ` +
          'release that made it, then start this one, which migrates it.',
  );
}

async function insertableColumns(tx: DbOrTx, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    sql`select a.attname as name from pg_attribute a
      where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' order by a.attnum`,
  );
  return rows.map((row) => row.name);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function* linesOf(file: string, table: TableCopy): AsyncGenerator<string[]> {
  const hash = createHash('sha256');
  let count = 0;
  let batch: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    hash.update(`${line}\n`);
    count++;
    batch.push(line);
    if (batch.length === batchRows) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
  if (count !== table.rows || hash.digest('hex') !== table.sha256)
    throw new BackupProblem(
      `The backup's ${table.file} is not what its manifest says (${count} rows, ${table.rows} expected, or a ` +
        'different checksum): the backup is damaged. Nothing was restored.',
    );
}

/**
 * Reads every table file of the backup against its manifest line (rows and checksum), before a restore writes
 * anything: a damaged table is refused before the files are put or the database migrated.
 */
export async function checkTableFiles(dir: string, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.database.tables)
    for await (const batch of linesOf(path.join(dir, table.file), table)) void batch;
}

/** Rows whose foreign key names no row (MATCH SIMPLE: a key with a null part names nothing), per constraint. */
async function danglingReferences(tx: DbOrTx): Promise<string[]> {
  const keys = await rowsOf<{ name: string; child: string; parent: string; from: string[]; to: string[] }>(
    tx,
    sql`select con.conname as name, child.relname as child, parent.relname as parent,
        (select json_agg(a.attname order by k.at) from unnest(con.conkey) with ordinality k(num, at)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as "from",
        (select json_agg(a.attname order by k.at) from unnest(con.confkey) with ordinality k(num, at)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as "to"
      from pg_constraint con
      join pg_class child on child.oid = con.conrelid
      join pg_class parent on parent.oid = con.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where con.contype = 'f' and n.nspname = 'public' order by 1`,
  );
  const found: string[] = [];
  for (const key of keys) {
    const present = key.from.map((column) => `c.${quoteIdent(column)} is not null`).join(' and ');
    const match = key.from
      .map((column, at) => `p.${quoteIdent(key.to[at]!)} = c.${quoteIdent(column)}`)
      .join(' and ');
    const [row] = await rowsOf<{ count: number }>(
      tx,
      sql.raw(
        `select count(*)::int as count from public.${quoteIdent(key.child)} c where ${present} and not exists ` +
          `(select 1 from public.${quoteIdent(key.parent)} p where ${match})`,
      ),
    );
    if (row && row.count > 0) found.push(`${key.child} → ${key.parent} (${key.name}): ${row.count} rows`);
  }
  return found;
}

/** Migrates the (empty) database, then loads every table of the backup in one transaction. */
export async function loadDatabase(database: Database, dir: string, manifest: BackupManifest): Promise<void> {
  checkMigrations(manifest);
  await database.migrate();
  await database.db.transaction(async (tx) => {
    // Triggers (and so the foreign keys' row-by-row checks) off for this transaction only; needs a superuser, or a
    // role granted it (PostgreSQL 15: GRANT SET ON PARAMETER session_replication_role TO …).
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local statement_timeout = 0`);
    const ours = await tableNames(tx);
    const missing = manifest.database.tables.filter((table) => !ours.includes(table.name));
    if (missing.length)
      throw new BackupProblem(
        `This release has no table ${missing.map((table) => table.name).join(', ')}: nothing was restored.`,
      );
    // Rows the migrations themselves wrote are in the backup too.
    if (ours.length)
      await tx.execute(sql.raw(`truncate ${ours.map((name) => `public.${quoteIdent(name)}`).join(', ')}`));
    for (const table of manifest.database.tables) {
      const columns = (await insertableColumns(tx, table.name)).map(quoteIdent).join(', ');
      const target = `public.${quoteIdent(table.name)}`;
      for await (const batch of linesOf(path.join(dir, table.file), table))
        await tx.execute(
          sql`insert into ${sql.raw(`${target} (${columns})`)} overriding system value
            select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${batch.join(',')}]`}::json)`,
        );
    }
    for (const sequence of manifest.database.sequences)
      await tx.execute(
        sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    const dangling = await danglingReferences(tx);
    if (dangling.length)
      throw new BackupProblem(
        `The backup's rows don't hold together (rows naming a row that is not there: ${dangling.join('; ')}). ` +
          'Nothing was restored.',
      );
  });
}
