/**
 * A process that tries to take the lock of a data folder, for the race test: waits until the shared start time,
 * tries, prints 'held' or 'refused', and keeps what it took for a moment (as a starting newsroom would).
 */
import { DataDirInUseError, lockDataDir } from '../../../server/db/dataDirLock';

const [dataDir, startAt] = process.argv.slice(2) as [string, string];
while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 1));
try {
  lockDataDir(dataDir);
  console.log('held');
  await new Promise((resolve) => setTimeout(resolve, 800));
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.log('refused');
}
