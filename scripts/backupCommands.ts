/** What `npm run backup` and `npm run restore` share: their time limit and their summary line. */
import type { BackupManifest } from '../server/backup/backupManifest';

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
