/**
 * The file store in a folder of this machine (the data folder): the default, for one process. Files are written
 * under a temporary name and renamed, so a crash never leaves half a file under a key, and are readable only by the
 * server's user (they include personal data).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type FileStore, type StoredFile } from './fileStore';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export function folderStore(root: string): FileStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => path.join(base, ...checkKey(key).split('/'));

  async function fileInfo(file: string): Promise<StoredFile | null> {
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* walk(folder: string, prefix: string): AsyncGenerator<{ key: string } & StoredFile> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.endsWith('.partial')) continue;
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), `${key}/`);
      else if (entry.isFile()) {
        const info = await fileInfo(path.join(folder, entry.name));
        if (info) yield { key, ...info };
      }
    }
  }

  return {
    kind: 'folder',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, body, { mode: 0o600 });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key, range) {
      const file = pathOf(key);
      if (!(await fileInfo(file))) return null;
      return createReadStream(file, range ?? {}) as Readable;
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    stat: (key) => fileInfo(pathOf(key)),
    async remove(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    list(prefix) {
      if (prefix && !prefix.endsWith('/')) throw new Error(`A folder of the store ends in '/': '${prefix}'`);
      const folder = prefix ? pathOf(prefix.slice(0, -1)) : base;
      return walk(folder, prefix);
    },
    async check() {
      await mkdir(base, { recursive: true, mode: 0o700 });
      const probe = path.join(base, `.health.${randomBytes(6).toString('hex')}.partial`);
      await writeFile(probe, '');
      await unlink(probe);
    },
  };
}
