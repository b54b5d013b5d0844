/**
 * `npm run backup -- DIR`: a consistent copy of the newsroom the settings name (DATABASE_URL or the PGlite database
 * in DATA_DIR; the bucket or the data folder's files) into DIR, a new or empty folder. A running PGlite newsroom is
 * asked to make it itself (server/backup/backupRequests.ts); a PostgreSQL one keeps serving while it is read.
 * What a backup holds and guarantees: docs/operations.md, "Backup and restore".
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { emptyFolder, makeBackup } from '../server/backup/backup';
import { BackupProblem, type BackupManifest } from '../server/backup/backupManifest';
import { askRunningNewsroom } from '../server/backup/backupRequests';
import { loadServerSettings } from '../server/config';
import { openDatabase } from '../server/db/client';
import { openFileStore } from '../server/storage/openFileStore';
import { describeBackup, operatorTimeoutMs, runOperatorCommand } from './backupCommands';

async function backup(dir: string): Promise<BackupManifest> {
  const settings = loadServerSettings();
  await emptyFolder(dir);
  const databaseDir = path.join(settings.dataDir, 'db');
  if (!settings.databaseUrl) {
    if (!existsSync(databaseDir)) throw new BackupProblem(`There is no newsroom database in ${databaseDir}.`);
    const made = await askRunningNewsroom(databaseDir, dir);
    if (made) return made;
  }
  const database = await openDatabase({
    url: settings.databaseUrl,
    dataDir: databaseDir,
    timeoutMs: operatorTimeoutMs,
  });
  try {
    return await makeBackup({ database, files: openFileStore(settings) }, dir);
  } finally {
    await database.close();
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run backup -- DIR (a new or empty folder)');
  process.exit(2);
}
const began = Date.now();
await runOperatorCommand(async () => {
  const manifest = await backup(path.resolve(dir));
  console.log(describeBackup(manifest, path.resolve(dir), Date.now() - began));
});
