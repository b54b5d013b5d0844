/**
 * A DATA_DIR the newsroom can't write to ends the start with one line saying what and where. The read-only and full
 * folders are real file systems (tmpfs mounts), so these run where the test may mount: as root on Linux (CI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkDataDir } from '../../server/db/dataDirCheck';

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('mount', ['--version']).status === 0;
}

describe('checking DATA_DIR before the start', () => {
  let base = '';
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'newsroom-datadir-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('accepts a writable folder with room, creating it when missing', async () => {
    await expect(checkDataDir(path.join(base, 'novo', 'var'))).resolves.toBeUndefined();
  });

  it('names a file standing where the folder should be', async () => {
    const file = path.join(base, 'arquivo');
    await writeFile(file, 'x');
    await expect(checkDataDir(file)).rejects.toThrow(`DATA_DIR ${file} is not a folder`);
  });

  it('says how much room is left when it is too little', async () => {
    await expect(checkDataDir(base, Number.MAX_SAFE_INTEGER)).rejects.toThrow(
      new RegExp(`^DATA_DIR ${base} has only \\d+ MB free; the newsroom needs at least \\d+ MB\\.$`),
    );
  });

  describe.skipIf(!canMount())('on real read-only and full file systems', () => {
    const mounts: string[] = [];
    const mount = (options: string) => {
      const point = path.join(base, `mnt-${mounts.length}`);
      execFileSync('mkdir', ['-p', point]);
      execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', point]);
      mounts.push(point);
      return point;
    };
    afterAll(() => {
      for (const point of mounts) spawnSync('umount', [point]);
    });

    it('says the folder is read-only', async () => {
      const point = mount('ro,size=1m');
      await expect(checkDataDir(point)).rejects.toThrow(`DATA_DIR ${point} is on a read-only file system`);
    });

    it('says the folder is full', async () => {
      const point = mount('size=32k');
      await expect(checkDataDir(point, 0)).rejects.toThrow(`DATA_DIR ${point} is full`);
    });

    it('stops `npm start`’s server with that one line and exit code 1', async () => {
      const point = mount('ro,size=1m');
      const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
        env: { ...process.env, DATA_DIR: point, PORT: '0', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `DATA_DIR ${point} is on a read-only file system: give a writable folder.`,
      );
    }, 60_000);
  });
});
