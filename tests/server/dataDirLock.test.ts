import { afterEach, describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type Database } from '../../server/db/client';
import { lockDataDir } from '../../server/db/dataDirLock';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');
const helper = path.resolve('tests/server/helpers/takeLock.ts');

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
      const startAt = String(Date.now() + 2500);
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () =>
          run(tsx, [helper, dataDir, startAt]).then(({ stdout }) => stdout.trim()),
        ),
      );
      expect(
        outcomes.filter((outcome) => outcome === 'held'),
        `trial ${trial}: ${outcomes}`,
      ).toHaveLength(1);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
