import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';

describe('one newsroom per PGlite folder', () => {
  const opened: Database[] = [];
  let dataDir = '';
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const open = async () => {
    const database = await openDatabase({ dataDir });
    opened.push(database);
    return database;
  };

  it('refuses a folder another open database holds, and frees it on close', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-lock-'));
    const first = await open();
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The database in ${dataDir} is in use by process`,
    );
    await first.close();
    opened.pop();
    const again = await open();
    await again.migrate();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-lock-'));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(path.join(dataDir, 'newsroom.lock'), String(gone));
    const database = await open();
    await database.migrate();
  });
});
