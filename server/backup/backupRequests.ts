/**
 * A backup of a PGlite newsroom that is running. PGlite lives inside the newsroom's process and only that process
 * may open its folder (server/db/dataDirLock.ts), so `npm run backup` asks it: it writes the folder it wants into
 * `backup-request.json` beside the database, then sends the process SIGUSR2. The process makes the backup into that
 * folder (its manifest last) or writes `backup-failed.txt` there, and the command waits for either. Both sides of
 * the exchange are here. A PostgreSQL newsroom needs none of this: the command reads the server itself.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataDirOwner } from '../db/dataDirLock';
import { makeBackup, type Newsroom } from './backup';
import { manifestName, readManifest, type BackupManifest } from './backupManifest';

const requestName = 'backup-request.json';
export const failureName = 'backup-failed.txt';

/** In the newsroom's process: answer SIGUSR2 with the backup asked for. Answers the way to stop answering. */
export function answerBackupRequests(
  newsroom: Newsroom,
  databaseDir: string,
  log: { info(message: string): void; error(message: string): void },
): () => void {
  let running = false;
  const onSignal = () => {
    if (running) return;
    running = true;
    void (async () => {
      const request = path.join(databaseDir, requestName);
      let dir: string | undefined;
      try {
        dir = (JSON.parse(await readFile(request, 'utf8')) as { dir: string }).dir;
        await rm(request, { force: true });
        log.info(`backup asked for, into ${dir}`);
        const manifest = await makeBackup(newsroom, dir);
        log.info(
          `backup done: ${manifest.database.tables.length} tables, ${manifest.files.copied.length} files`,
        );
      } catch (error) {
        log.error(`backup failed: ${(error as Error).message}`);
        if (dir)
          await writeFile(path.join(dir, failureName), (error as Error).message).catch(() => undefined);
      } finally {
        running = false;
      }
    })();
  };
  process.on('SIGUSR2', onSignal);
  return () => void process.off('SIGUSR2', onSignal);
}

/**
 * In `npm run backup`: asks the process holding the PGlite folder for a backup into `dir` (absolute, empty), and
 * waits for it. Null when no process holds the folder (the command then opens it itself).
 */
export async function askRunningNewsroom(databaseDir: string, dir: string): Promise<BackupManifest | null> {
  const owner = dataDirOwner(databaseDir);
  if (owner === null) return null;
  await writeFile(path.join(databaseDir, requestName), JSON.stringify({ dir }), { mode: 0o600 });
  process.kill(owner, 'SIGUSR2');
  for (;;) {
    // The newsroom writes the manifest last, by renaming it whole.
    if (existsSync(path.join(dir, manifestName))) return readManifest(dir);
    if (existsSync(path.join(dir, failureName)))
      throw new Error(
        `The newsroom (process ${owner}) could not make the backup: ${await readFile(path.join(dir, failureName), 'utf8')}`,
      );
    if (dataDirOwner(databaseDir) !== owner)
      throw new Error(`The newsroom (process ${owner}) stopped before the backup was done.`);
    await sleep(200);
  }
}
