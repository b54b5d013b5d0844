/**
 * A process that tries to take the lock of a data folder, for the race test. It says 'ready' once loaded, waits for
 * the line 'go' (sent to every process at once), tries, prints 'held' or 'refused', and keeps what it took until
 * its standard input closes: the test closes it only after every process has answered, so no process can find a
 * holder that has already exited (a dead owner, whose lock it would rightly take).
 */
import { createInterface } from 'node:readline';
import { DataDirInUseError, lockDataDir } from '../../../server/db/dataDirLock';

const [dataDir] = process.argv.slice(2) as [string];
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
console.log('ready');
while ((await lines.next()).value !== 'go');
try {
  lockDataDir(dataDir);
  console.log('held');
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.log('refused');
}
while (!(await lines.next()).done);
