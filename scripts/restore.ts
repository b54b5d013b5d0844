/**
 * `npm run restore -- DIR`: the backup in DIR onto the empty database and store the settings name (DATABASE_URL or
 * a new DATA_DIR; S3_BUCKET or the data folder). Refuses a database or a store that holds anything, a backup that
 * did not finish or is damaged, and a backup made at other migrations than this release's.
 */
import path from 'node:path';
import { restoreBackup } from '../server/backup/backup';
import { readManifest } from '../server/backup/backupManifest';
import { loadServerSettings } from '../server/config';
import { openDatabase } from '../server/db/client';
import { openFileStore } from '../server/storage/openFileStore';
import { describeBackup, operatorTimeoutMs, runOperatorCommand } from './backupCommands';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run restore -- DIR (a folder npm run backup wrote)');
  process.exit(2);
}
const began = Date.now();
await runOperatorCommand(async () => {
  const settings = loadServerSettings();
  // A folder that is no backup is refused before a database is opened (which would make an empty PGlite).
  await readManifest(path.resolve(dir));
  const database = await openDatabase({
    url: settings.databaseUrl,
    dataDir: path.join(settings.dataDir, 'db'),
    timeoutMs: operatorTimeoutMs,
  });
  try {
    const manifest = await restoreBackup({ database, files: openFileStore(settings) }, path.resolve(dir));
    console.log(`restored: ${describeBackup(manifest, path.resolve(dir), Date.now() - began)}`);
  } finally {
    await database.close();
  }
});
