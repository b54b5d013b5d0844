/**
 * The store's files into a backup folder and back, each with its SHA-256 taken as its bytes pass (so a file is read
 * once). The backup's own copy is a folder store (`files/` in the backup folder), so keys map to paths by the same
 * rule as the data folder's, and a restore writes into whichever store the settings name.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import PQueue from 'p-queue';
import type { FileStore } from '../storage/fileStore';
import { folderStore } from '../storage/folderStore';
import {
  BackupProblem,
  filesFolder,
  storePrefixes,
  type BackupManifest,
  type FileCopy,
} from './backupManifest';

/** A few files at a time: a bucket answers each request slowly but many at once. */
const filesAtOnce = 8;

/** The stream as it is, counting and hashing what passes; `sum()` once it has ended. */
function measured(stream: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  stream.on('error', (error) => through.destroy(error));
  return { stream: stream.pipe(through), sum: () => ({ size, sha256: hash.digest('hex') }) };
}

export async function storeKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of storePrefixes) for await (const file of store.list(prefix)) keys.push(file.key);
  return keys.sort();
}

/** The first few files of the store, for the refusal of a store that is not empty. */
export async function someStoredFiles(store: FileStore, count = 3): Promise<string[]> {
  const found: string[] = [];
  for (const prefix of storePrefixes)
    for await (const file of store.list(prefix)) {
      found.push(file.key);
      if (found.length === count) return found;
    }
  return found;
}

/** Lists the store, then copies each file listed into `dir/files/`. */
export async function copyFilesOut(store: FileStore, dir: string): Promise<BackupManifest['files']> {
  const into = folderStore(path.join(dir, filesFolder));
  const copied: FileCopy[] = [];
  const goneBeforeCopy: string[] = [];
  const queue = new PQueue({ concurrency: filesAtOnce });
  const copies = (await storeKeys(store)).map((key) =>
    queue.add(async () => {
      const source = await store.open(key);
      if (!source) {
        goneBeforeCopy.push(key);
        return;
      }
      const pass = measured(source);
      await into.put(key, pass.stream);
      copied.push({ key, ...pass.sum() });
    }),
  );
  await Promise.all(copies);
  return {
    store: store.kind,
    copied: copied.sort((a, b) => a.key.localeCompare(b.key)),
    goneBeforeCopy: goneBeforeCopy.sort(),
  };
}

/**
 * Reads every file copy of the backup against its manifest line, before a restore writes anything: a damaged backup
 * is refused whole, never half put into a store.
 */
export async function checkFileCopies(dir: string, manifest: BackupManifest): Promise<void> {
  const from = folderStore(path.join(dir, filesFolder));
  const queue = new PQueue({ concurrency: filesAtOnce });
  const checks = manifest.files.copied.map((file) =>
    queue.add(async () => {
      const source = await from.open(file.key);
      if (!source)
        throw new BackupProblem(
          `The backup has no copy of ${file.key}, which its manifest lists: it is damaged. Nothing was restored.`,
        );
      const pass = measured(source);
      await pipeline(pass.stream, async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) void chunk;
      });
      const { size, sha256 } = pass.sum();
      if (size !== file.size || sha256 !== file.sha256)
        throw new BackupProblem(
          `The backup's copy of ${file.key} is not what its manifest says (size or checksum): it is damaged. ` +
            'Nothing was restored.',
        );
    }),
  );
  await Promise.all(checks);
}

/** Writes every file of the backup into the store, checking each one's checksum as it goes. */
export async function copyFilesIn(store: FileStore, dir: string, manifest: BackupManifest): Promise<void> {
  const from = folderStore(path.join(dir, filesFolder));
  const queue = new PQueue({ concurrency: filesAtOnce });
  const copies = manifest.files.copied.map((file) =>
    queue.add(async () => {
      const source = await from.open(file.key);
      if (!source)
        throw new BackupProblem(
          `The backup has no copy of ${file.key}, which its manifest lists: it is damaged.`,
        );
      const pass = measured(source);
      await store.put(file.key, pass.stream);
      const { size, sha256 } = pass.sum();
      if (size !== file.size || sha256 !== file.sha256) {
        await store.remove(file.key);
        throw new BackupProblem(
          `The backup's copy of ${file.key} is not what its manifest says (size or checksum): it is damaged.`,
        );
      }
    }),
  );
  await Promise.all(copies);
}
