/**
 * A backup of the newsroom, and its restore. The database first, from one snapshot; then the store is listed and
 * every file copied: a file is always written before the row that names it is committed, so every file the
 * snapshot's rows name is already there when the store is listed. Files written after the snapshot may be copied
 * too; no restored row names them, and they are harmless. What a backup guarantees: everything acknowledged before
 * it began (before its snapshot) is in it, and its rows hold together as they did at that moment.
 */
import { mkdir, readdir } from 'node:fs/promises';
import type { Database } from '../db/client';
import type { FileStore } from '../storage/fileStore';
import { BackupProblem, readManifest, writeManifest, type BackupManifest } from './backupManifest';
import { dumpDatabase } from './databaseDump';
import { checkMigrations, checkTableFiles, loadDatabase, tablesInDatabase } from './databaseLoad';
import { checkFileCopies, copyFilesIn, copyFilesOut, someStoredFiles } from './fileCopy';

export interface Newsroom {
  database: Database;
  files: FileStore;
}

/** The backup goes into a folder of its own: one that is missing, or empty. */
export async function emptyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const inside = await readdir(dir);
  if (inside.length)
    throw new BackupProblem(
      `${dir} is not empty (${inside.slice(0, 3).join(', ')}…): a backup goes into a new or empty folder.`,
    );
}

export async function makeBackup({ database, files }: Newsroom, dir: string): Promise<BackupManifest> {
  await emptyFolder(dir);
  const { snapshotAt, database: tables } = await dumpDatabase(database.db, database.kind, dir);
  const copied = await copyFilesOut(files, dir);
  const manifest: BackupManifest = {
    format: 'press-newsroom-backup',
    version: 1,
    snapshotAt,
    finishedAt: new Date().toISOString(),
    database: tables,
    files: copied,
  };
  await writeManifest(dir, manifest);
  return manifest;
}

/**
 * Refuses a target that already holds a newsroom (any table, any file of the store's folders): a restore never
 * mixes two newsrooms, nor overwrites one.
 */
export async function checkEmpty({ database, files }: Newsroom): Promise<void> {
  const tables = await tablesInDatabase(database.db);
  if (tables.length)
    throw new BackupProblem(
      `The database is not empty (${tables.length} tables: ${tables.slice(0, 3).join(', ')}…): a restore goes into ` +
        'an empty one. Create a new database (or a new DATA_DIR) and point the settings at it. Nothing was restored.',
    );
  const stored = await someStoredFiles(files);
  if (stored.length)
    throw new BackupProblem(
      `The file store is not empty (${stored.join(', ')}…): a restore goes into an empty one (a new bucket, or a ` +
        'new DATA_DIR). Nothing was restored.',
    );
}

export async function restoreBackup(target: Newsroom, dir: string): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  checkMigrations(manifest);
  await checkEmpty(target);
  // The whole backup is read against its manifest before anything is written: a damaged one changes nothing.
  await checkTableFiles(dir, manifest);
  await checkFileCopies(dir, manifest);
  // Files first, the database last: a restore that fails half-way never leaves a database whose rows name files
  // that are missing (the operator empties both and starts again, as the refusal above will say).
  await copyFilesIn(target.files, dir, manifest);
  await loadDatabase(target.database, dir, manifest);
  return manifest;
}
