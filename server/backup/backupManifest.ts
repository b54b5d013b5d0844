/**
 * What a backup folder holds, said by its `manifest.json`: the database's tables (one JSON-lines file each, rows as
 * `row_to_json` writes them), its sequences, the migrations it was at, and every file of the store with its size and
 * SHA-256. The manifest is written last: a folder without one is a backup that did not finish, and restore refuses it.
 *
 * The format is the same whichever database made it (PGlite or a PostgreSQL server) and whichever store held the
 * files (the data folder or a bucket), so a backup of one can be restored onto the other.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const manifestName = 'manifest.json';
export const tablesFolder = 'db';
export const filesFolder = 'files';

/**
 * The store's folders a backup copies: media (the seed's and the press office's), private uploads and originals,
 * printed PDFs. The data folder also holds what is not the store's (the PGlite database, the local mail outbox,
 * uploads still arriving), and a bucket holds the health probe: neither is part of a backup.
 */
export const storePrefixes = ['media/', 'private/', 'pdf/'] as const;

export interface TableCopy {
  name: string;
  /** Path inside the backup folder. */
  file: string;
  rows: number;
  sha256: string;
}

export interface SequenceValue {
  name: string;
  /** bigint, as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface FileCopy {
  key: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: 'press-newsroom-backup';
  version: 1;
  /**
   * When the database's snapshot was taken (the start of its transaction, by the database's clock): every write
   * acknowledged before it is in the backup, none that began after it is.
   */
  snapshotAt: string;
  finishedAt: string;
  database: {
    engine: 'pglite' | 'postgres';
    /** drizzle's hashes of the migrations applied, in order: a restore needs a release with exactly these. */
    migrations: string[];
    tables: TableCopy[];
    sequences: SequenceValue[];
  };
  files: {
    store: 'folder' | 's3';
    copied: FileCopy[];
    /** Files listed but removed before they could be copied (a PDF past its week, an erased person's picture). */
    goneBeforeCopy: string[];
  };
}

/** A backup that can't be restored as it is, said for the operator. */
export class BackupProblem extends Error {}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const target = path.join(dir, manifestName);
  // Written aside and renamed: a reader sees the whole manifest or none.
  await writeFile(`${target}.partial`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(`${target}.partial`, target);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, manifestName), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupProblem(
        `${dir} has no ${manifestName}: it is not a backup, or the backup did not finish. Nothing was restored.`,
      );
    throw error;
  }
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== 'press-newsroom-backup' || manifest.version !== 1)
    throw new BackupProblem(`${dir}/${manifestName} is not a newsroom backup this release can read.`);
  return manifest as BackupManifest;
}
