/**
 * One process per PGlite folder. PGlite runs PostgreSQL inside our process and does not guard its folder the way a
 * PostgreSQL server does, so a second `npm start` on the same DATA_DIR would write to the same files and corrupt
 * them.
 *
 * The lock is a numbered file, `newsroom.lock.<generation>`, holding the owner's pid; the owner is whoever holds the
 * highest generation. Taking it is one atomic step, creating the next generation's file (`link`, which fails if it
 * exists): when several processes find the same dead owner, exactly one creates the next generation and the others
 * see it exist. Deleting a stale lock and then creating a new one, as before, let two processes each delete and
 * create in turn and both believe they held it. Files are never reused: a generation once written stays until a
 * later owner clears the ones below its own, and a clean release marks its file `released` rather than removing it.
 */
import {
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const prefix = 'newsroom.lock.';

/** Lock files this process holds: a file naming our own pid but not listed here is stale (a reused pid). */
const heldHere = new Set<string>();

function generations(dataDir: string): number[] {
  return readdirSync(dataDir)
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

const fileOf = (dataDir: string, generation: number) => path.join(dataDir, `${prefix}${generation}`);

/** The pid in a lock file, or null once released (or unreadable: a lock nobody can prove is alive). */
function ownerOf(file: string): number | null {
  try {
    const owner = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(owner) && owner > 0 ? owner : null;
  } catch {
    return null;
  }
}

function isHeld(file: string, owner: number | null): boolean {
  if (owner === null) return false;
  return owner === process.pid ? heldHere.has(file) : isAlive(owner);
}

/** Creates `target` holding our pid in one step: written aside, then linked, which fails if it already exists. */
function createExclusively(target: string): boolean {
  const draft = `${target}.${process.pid}.draft`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The process that holds the folder's database now, or null when none does. */
export function dataDirOwner(dataDir: string): number | null {
  const latest = existsSync(dataDir) ? generations(dataDir).at(-1) : undefined;
  if (latest === undefined) return null;
  const file = fileOf(dataDir, latest);
  const owner = ownerOf(file);
  return isHeld(file, owner) ? owner : null;
}

export function lockDataDir(dataDir: string): () => void {
  for (let attempt = 0; attempt < 20; attempt++) {
    const latest = generations(dataDir).at(-1) ?? 0;
    if (latest > 0) {
      const file = fileOf(dataDir, latest);
      const owner = ownerOf(file);
      if (isHeld(file, owner)) {
        throw new DataDirInUseError(
          `The database in ${dataDir} is in use by process ${owner}. Stop it first, or give this one another DATA_DIR.`,
        );
      }
    }
    const mine = latest + 1;
    const file = fileOf(dataDir, mine);
    if (!createExclusively(file)) continue; // another process took this generation first: look again
    // A process acting on an old look may have created a lower generation meanwhile; only the highest counts.
    if ((generations(dataDir).at(-1) ?? 0) > mine) {
      rmSync(file, { force: true });
      continue;
    }
    heldHere.add(file);
    for (const older of generations(dataDir).filter((generation) => generation < mine))
      rmSync(fileOf(dataDir, older), { force: true });
    return () => {
      heldHere.delete(file);
      // Marked, not removed: the generation number stays taken, so nobody acting on an old look can reuse it.
      // A folder already gone (a test's temporary one) has nothing to release.
      if (existsSync(file)) writeFileSync(file, 'released');
    };
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: other processes keep taking it.`);
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
