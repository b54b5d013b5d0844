/**
 * The zip behind an e-mailed cart link, streamed with yazl: each file is read from the file store only when its
 * turn comes, one at a time, and piped out as it is read, so a cart of gigabytes costs the server a few buffers of
 * memory. Every entry is stored, not deflated: photos and videos are already compressed (deflate would spend CPU to
 * gain nothing), and with stored entries yazl knows the zip's exact size up front, so the browser shows a real
 * progress bar (Content-Length).
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { CartRequestItem } from '../db/schema';
import { storedFileKey, type StoredFile } from './cartFileLinks';
import { mediaKey } from '../media/mediaKeys';
import type { FileStore } from '../storage/fileStore';
import { DomainError } from '../shared/domainError';

export const readmeName = 'LEIA-ME.txt';

export const zipMessages = {
  fileGone: 'Um dos arquivos deste pedido não está mais disponível. Peça os arquivos de novo nos Favoritos.',
} as const;

interface ZipEntry {
  /** Where it is in the file store. */
  key: string;
  /** Its name in the zip: the file's own name, made unique. */
  zipName: string;
  size: number;
  mtime: Date;
}

export interface PreparedZip {
  entries: ZipEntry[];
  readme: Buffer;
}

/** `foto.jpg`, then `foto (2).jpg`, `foto (3).jpg`: unique regardless of case, as Windows and macOS compare. */
function uniqueName(name: string, taken: Set<string>): string {
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Checks that every file is still in the store and fixes each one's name in the zip, BEFORE anything is sent: once
 * the headers are out, a missing file could only end the download with a broken zip. A file gone since the request
 * is a 410 asking for a new one.
 */
export async function prepareCartZip(
  files: FileStore,
  items: CartRequestItem[],
  readmeText: (items: { title: string; names: string[] }[]) => string,
): Promise<PreparedZip> {
  const byFile = new Map<string, ZipEntry>();
  const taken = new Set<string>([readmeName.toLowerCase()]);
  const listed: { title: string; names: string[] }[] = [];
  for (const item of items) {
    const names: string[] = [];
    for (const file of item.files) {
      const key = storedFileKey(file);
      let entry = byFile.get(key);
      if (!entry) {
        entry = await statEntry(files, file, taken);
        byFile.set(key, entry);
      }
      names.push(entry.zipName);
    }
    listed.push({ title: item.title, names });
  }
  return { entries: [...byFile.values()], readme: Buffer.from(readmeText(listed), 'utf8') };
}

async function statEntry(files: FileStore, file: StoredFile, taken: Set<string>): Promise<ZipEntry> {
  // Checked when the request was stored, and again here: the zip reads only the media.
  const key = mediaKey(file.folder, file.name);
  const info = key ? await files.stat(key) : null;
  if (!key || !info) throw new DomainError(410, zipMessages.fileGone);
  return { key, zipName: uniqueName(file.name, taken), size: info.size, mtime: info.modifiedAt };
}

/**
 * The zip as a stream and its exact size in bytes. `onFileError` hears of a file that vanished or changed between
 * the check and its turn: the stream is then destroyed, so the client sees a failed download rather than a zip that
 * looks whole and is not.
 */
export function streamCartZip(
  files: FileStore,
  prepared: PreparedZip,
  now: Date,
  onFileError: (error: Error) => void,
): { stream: Readable; size: number } {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | undefined;
  const fail = (error: Error) => {
    onFileError(error);
    output.destroy(error);
  };
  // A file that changed size since the check makes yazl emit here; unheard, the error would end the process.
  zip.on('error', fail);
  // A client that goes away destroys the output; pipe() would leave the file being read open, so close it too.
  output.once('close', () => reading?.destroy());
  zip.addBuffer(prepared.readme, readmeName, { mtime: now, compress: false });
  for (const entry of prepared.entries) {
    zip.addReadStreamLazy(
      entry.zipName,
      { size: entry.size, mtime: entry.mtime, mode: 0o100644, compress: false },
      (done) => {
        files.open(entry.key).then(
          (stream) => {
            if (!stream) return fail(new Error(`${entry.key} is no longer in the file store`));
            // The client went away while the store was opening the file.
            if (output.destroyed) return stream.destroy();
            reading = stream;
            reading.once('error', fail);
            done(null, reading);
          },
          (error: Error) => fail(error),
        );
      },
    );
  }
  let size = -1;
  // The typings omit the callback's argument; yazl calls it synchronously here since no entry uses addFile.
  const end = zip.end.bind(zip) as unknown as (options: null, onSize: (bytes: number) => void) => void;
  end(null, (bytes) => (size = bytes));
  return { stream: output, size };
}
