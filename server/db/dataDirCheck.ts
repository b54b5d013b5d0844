/**
 * Checks DATA_DIR before anything is written to it. A read-only or full folder would otherwise end deep inside
 * PGlite (`RuntimeError: Aborted()`) or as an `ENOENT` about some file nobody asked for; an operator should read in
 * one line what is wrong, and where.
 */
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class DataDirProblem extends Error {}

/** Below this, a start (migrations, seed photos) may run out of room half-way. */
export const minimumFreeBytes = 100 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function explain(dataDir: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EROFS':
      return new DataDirProblem(`DATA_DIR ${dataDir} is on a read-only file system: give a writable folder.`);
    case 'EACCES':
    case 'EPERM':
      return new DataDirProblem(`DATA_DIR ${dataDir} is not writable by this user: fix its permissions.`);
    case 'ENOSPC':
    case 'EDQUOT':
      return new DataDirProblem(
        `DATA_DIR ${dataDir} is full (no space left on the device): free some space.`,
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return new DataDirProblem(`DATA_DIR ${dataDir} is not a folder (a file is in the way).`);
    default:
      return error as Error;
  }
}

export async function checkDataDir(dataDir: string, minFree = minimumFreeBytes): Promise<void> {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    await mkdir(dataDir, { recursive: true });
    // A real write, not just a permission bit: a full disk or a read-only mount only shows when writing.
    await writeFile(probe, Buffer.alloc(64 * 1024));
  } catch (error) {
    throw explain(dataDir, error);
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
  const { bavail, bsize } = await statfs(dataDir);
  if (bavail * bsize < minFree) {
    throw new DataDirProblem(
      `DATA_DIR ${dataDir} has only ${megabytes(bavail * bsize)} free; the newsroom needs at least ${megabytes(minFree)}.`,
    );
  }
}

/** PGlite reports a failed file operation as a WebAssembly abort; say what that usually means. */
export function explainDatabaseOpenFailure(dataDir: string, error: unknown): Error {
  if (error instanceof Error && /Aborted|RuntimeError/.test(`${error.name} ${error.message}`)) {
    return new DataDirProblem(
      `The database in ${dataDir} could not be opened (PGlite aborted): check that the folder is writable and the disk ` +
        'not full; if it was copied while a newsroom was running, restore it or start on an empty DATA_DIR.',
    );
  }
  return explain(dataDir, error);
}
