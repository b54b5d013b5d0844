/**
 * The store's files into a backup folder and back, each with its SHA-256 taken as its bytes pass (so a file is read
 * once). The backup's own copy is a folder store (`files/` in the backup folder), so keys map to paths by the same
 * rule as the data folder's, and a restore writes into whichever store the settings name.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
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
 * Each file copy of the backup, a few at a time: `use` gets its bytes as they are read and answers once it has taken
 * them all; a copy that is missing, or whose size or checksum is not its manifest line's, is refused.
 */
async function eachCopy(
  dir: string,
  manifest: BackupManifest,
  {
    use,
    onDamaged = async () => {},
    consequence = '',
  }: {
    use: (file: FileCopy, bytes: Readable) => Promise<void>;
    /** Undoes what `use` did with a damaged copy. */
    onDamaged?: (file: FileCopy) => Promise<void>;
    /** Said after 'it is damaged.' */
    consequence?: string;
  },
): Promise<void> {
  const from = folderStore(path.join(dir, filesFolder));
  const queue = new PQueue({ concurrency: filesAtOnce });
  const copies = manifest.files.copied.map((file) =>
    queue.add(async () => {
      const source = await from.open(file.key);
      if (!source)
        throw new BackupProblem(
          `The backup has no copy of ${file.key}, which its manifest lists: it is damaged.${consequence}`,
        );
      const pass = measured(source);
      await use(file, pass.stream);
      const { size, sha256 } = pass.sum();
      if (size !== file.size || sha256 !== file.sha256) {
        await onDamaged(file);
        throw new BackupProblem(
          `The backup's copy of ${file.key} is not what its manifest says (size or checksum): it is damaged.` +
            consequence,
        );
      }
    }),
  );
  await Promise.all(copies);
}

/**
 * Reads every file copy of the backup against its manifest line, before a restore writes anything: a damaged backup
 * is refused whole, never half put into a store.
 */
export async function checkFileCopies(dir: string, manifest: BackupManifest): Promise<void> {
  const drain = async (_file: FileCopy, bytes: Readable) => {
    for await (const chunk of bytes) void chunk;
  };
  await eachCopy(dir, manifest, { use: drain, consequence: ' Nothing was restored.' });
}

/** Writes every file of the backup into the store, checking each one's checksum as it goes. */
export async function copyFilesIn(store: FileStore, dir: string, manifest: BackupManifest): Promise<void> {
  await eachCopy(dir, manifest, {
    use: (file, bytes) => store.put(file.key, bytes),
    onDamaged: (file) => store.remove(file.key),
  });
}
