import { afterEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { lockDataDir } from '../../server/db/dataDirLock';

const tsx = path.resolve('node_modules/.bin/tsx');
const helper = path.resolve('tests/server/helpers/takeLock.ts');

/** A helper process that reports by lines and holds what it took until its input closes. */
function startContender(dataDir: string) {
  const child = spawn(tsx, [helper, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    nextLine: async () => String((await lines.next()).value ?? 'exited'),
    send: (line: string) => child.stdin.write(`${line}\n`),
    finish: () => child.stdin.end(),
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
}

describe('one newsroom per PGlite folder', () => {
  const opened: Database[] = [];
  let dataDir = '';
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a folder another open database holds, and frees it on close', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-lock-'));
    const first = await openDatabase({ dataDir });
    opened.push(first);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The database in ${dataDir} is in use by process`,
    );
    await first.close();
    opened.pop();
    const again = await openDatabase({ dataDir });
    opened.push(again);
    await again.migrate();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-lock-'));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(path.join(dataDir, 'newsroom.lock.7'), String(gone));
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow('is in use by process');
    release();
  });

  it('gives a dead owner’s lock to exactly one of several processes starting at once', async () => {
    for (let trial = 0; trial < 4; trial++) {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-lock-race-'));
      const gone = spawnSync(process.execPath, ['-e', '0']).pid;
      await writeFile(path.join(dataDir, 'newsroom.lock.1'), String(gone));
      const contenders = Array.from({ length: 4 }, () => startContender(dataDir));
      await Promise.all(contenders.map((contender) => contender.nextLine())); // every one loaded: 'ready'
      for (const contender of contenders) contender.send('go');
      const outcomes = await Promise.all(contenders.map((contender) => contender.nextLine()));
      for (const contender of contenders) contender.finish();
      await Promise.all(contenders.map((contender) => contender.exited));
      expect(
        outcomes.filter((outcome) => outcome === 'held'),
        `trial ${trial}: ${outcomes}`,
      ).toHaveLength(1);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
