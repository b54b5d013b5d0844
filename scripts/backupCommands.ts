/** What `npm run backup` and `npm run restore` share: their time limit, their summary line and how they end. */
import { BackupProblem, type BackupManifest } from '../server/backup/backupManifest';
import { SettingsError } from '../server/config';
import { DataDirInUseError } from '../server/db/dataDirLock';

/** A statement of an operator's command may take long on a big table; the server's 5 s is for requests. */
export const operatorTimeoutMs = 10 * 60_000;

export function describeBackup(manifest: BackupManifest, dir: string, ms: number): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.copied.reduce((sum, file) => sum + file.size, 0);
  return (
    `${dir}: snapshot at ${manifest.snapshotAt}, ${manifest.database.tables.length} tables (${rows} rows), ` +
    `${manifest.files.copied.length} files (${(bytes / 1e6).toFixed(1)} MB) in ${(ms / 1000).toFixed(1)} s`
  );
}

/**
 * Runs an operator's command: a refusal the operator can act on (a folder not empty, a setting wrong, a data folder
 * in use) is its message alone and exit code 1; anything else is a fault, thrown with its stack.
 */
export async function runOperatorCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (
      error instanceof BackupProblem ||
      error instanceof SettingsError ||
      error instanceof DataDirInUseError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
