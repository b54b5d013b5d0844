/**
 * One process per PGlite folder. PGlite runs PostgreSQL inside our process and does not guard its folder the way a
 * PostgreSQL server does, so a second `npm start` on the same DATA_DIR would write to the same files and corrupt
 * them. The lock file holds the owner's pid; a lock whose process is gone (killed, crashed) is taken over.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/** Lock files this process wrote: a file naming our own pid but not listed here is stale (a reused pid). */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const file = path.resolve(dataDir, 'newsroom.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      const held = owner === process.pid ? heldHere.has(file) : Boolean(owner) && isAlive(owner);
      if (held) {
        throw new DataDirInUseError(
          `The database in ${dataDir} is in use by process ${owner}. Stop it first, or give this one another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process keeps taking it.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
