/**
 * The zip of a favorites list or of a set (a news item's photos, an album): one folder per favorite, each file named
 * from its title, size and pixels, `LEIA-ME.txt` first.
 *
 * Every entry is stored, not deflated: photos and videos are already compressed. Each entry's header carries its
 * size and CRC-32, with no data descriptor after the data, so streaming unzippers that read entry by entry (Java's
 * `ZipInputStream`, and so many Android tools) open it. That needs the checksum before the file is sent: media rows
 * record it with their bytes (server/media/mediaBytes.ts); a file without one (a spec sheet) is read once here.
 * `@zip.js/zip.js` writes such entries (`passThrough` with a known size and CRC); yazl always adds descriptors.
 *
 * Files are read from the store only when their turn comes, one at a time, and piped out as they are read, so a zip
 * of gigabytes costs the server a few buffers of memory, and its exact size is known up front (Content-Length), so
 * the browser shows a real progress bar.
 */
import path from 'node:path';
import { PassThrough, Readable, Transform, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { ZipWriter } from '@zip.js/zip.js';
import { titleSlug } from '../../src/domain/fileNames';
import type { Db } from '../db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { news, type CartRequestItem } from '../db/schema';
import { findKnownFiles, storedFileKey } from './cartFileLinks';
import type { FileAccess } from '../media/fileAccess';
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
  /** Its path in the zip: `folder/name`. */
  zipName: string;
  size: number;
  crc: number;
  mtime: Date;
}

export interface PreparedZip {
  entries: ZipEntry[];
  readme: Buffer;
}

/**
 * What the readme lists: each favorite's folder and the names of its files, and whether a press release's PDF could
 * not be printed (it is then left out, and the readme says where to take it).
 */
export type ReadmeItems = { title: string; folder: string; names: string[]; releasePdfMissing?: string }[];

export interface ZipSetup {
  db: Db;
  files: FileStore;
  fileAccess: Pick<FileAccess, 'publicFiles'>;
  /** Prints a news item's PDF (or reuses it) and answers its key in the store; null when it can't now. */
  printRelease?: (newsId: number) => Promise<string | null>;
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

/** The CRC-32 of a file the database has none for, read through once. */
async function checksumInStore(files: FileStore, key: string): Promise<number | null> {
  const stream = await files.open(key);
  if (!stream) return null;
  let crc = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) crc = crc32(chunk, crc);
  return crc;
}

/**
 * Checks that every file is still in the store and fixes each one's place and name in the zip, BEFORE anything is
 * sent: once the headers are out, a missing file could only end the download with a broken zip. A file gone since
 * the request is a 410 asking for a new one.
 */
export async function prepareCartZip(
  setup: ZipSetup,
  items: CartRequestItem[],
  readmeText: (items: ReadmeItems) => string,
): Promise<PreparedZip> {
  const { db, files } = setup;
  // Checked again at the zip: a file whose holder went back to a draft since the request is gone (410).
  const known = await findKnownFiles(
    db,
    items.flatMap((item) => item.files),
    setup.fileAccess,
  );
  const releases = await releaseTitles(db, items);
  const checked = new Map<string, { key: string; size: number; crc: number; mtime: Date }>();
  const folders = new Set<string>([readmeName.toLowerCase()]);
  const entries: ZipEntry[] = [];
  const listed: ReadmeItems = [];
  for (const item of items) {
    const folder = uniqueName(titleSlug(item.title, 'favorito'), folders);
    const taken = new Set<string>();
    const names: string[] = [];
    let releasePdfMissing: string | undefined;
    if (item.releasePdf !== undefined) {
      const release = releases.get(item.releasePdf);
      const key = release && (await setup.printRelease?.(item.releasePdf));
      const info = key ? await files.stat(key) : null;
      const sum = key && info ? await checksumInStore(files, key) : null;
      if (release && key && info && sum !== null) {
        const name = uniqueName(`${titleSlug(release.title, 'release')}.pdf`, taken);
        names.push(name);
        entries.push({
          key,
          zipName: `${folder}/${name}`,
          size: info.size,
          crc: sum,
          mtime: info.modifiedAt,
        });
      } else releasePdfMissing = `/news/${item.releasePdf}`;
    }
    for (const file of item.files) {
      const found = known.get(storedFileKey(file));
      // Checked when the request was stored, and again here: the zip reads only the media.
      const key = found && mediaKey(file.folder, file.name);
      if (!found || !key) throw new DomainError(410, zipMessages.fileGone);
      let stored = checked.get(key);
      if (!stored) {
        const info = await files.stat(key);
        // A size that differs from the measured one: the file was replaced, and so is its checksum.
        const crc = info && found.crc !== null && found.bytes === info.size ? found.crc : null;
        const sum = info && (crc ?? (await checksumInStore(files, key)));
        if (!info || sum === null) throw new DomainError(410, zipMessages.fileGone);
        stored = { key, size: info.size, crc: sum, mtime: info.modifiedAt };
        checked.set(key, stored);
      }
      const name = uniqueName(found.downloadName, taken);
      names.push(name);
      entries.push({ ...stored, zipName: `${folder}/${name}` });
    }
    listed.push({ title: item.title, folder, names, ...(releasePdfMissing ? { releasePdfMissing } : {}) });
  }
  return { entries, readme: Buffer.from(readmeText(listed), 'utf8') };
}

/** The titles of the press releases the items name, by id: what their PDFs are called. */
async function releaseTitles(db: Db, items: CartRequestItem[]): Promise<Map<number, { title: string }>> {
  const ids = [...new Set(items.flatMap((item) => (item.releasePdf === undefined ? [] : [item.releasePdf])))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(and(inArray(news.id, ids), eq(news.published, true)));
  return new Map(rows.map((row) => [row.id, { title: row.title }]));
}

/**
 * What a cart's zip holds beside its readme: its files (each favorite's in its folder, so a file in two favorites
 * counts twice, and each release's PDF that could be printed) and their bytes. The one count the dialog
 * (`POST cartfiles/size`), the e-mail and the zip itself agree on, since it is read from the zip as prepared.
 */
export interface CartCount {
  files: number;
  bytes: number;
}

export const countOfZip = (prepared: PreparedZip): CartCount => ({
  files: prepared.entries.length,
  bytes: prepared.entries.reduce((sum, entry) => sum + entry.size, 0),
});

/** Bytes of a stored entry without extra fields: its local header and data, and its central directory record. */
const entryBytes = (name: string, size: number) => {
  const nameBytes = Buffer.byteLength(name);
  return 30 + nameBytes + size + 46 + nameBytes;
};
const endOfCentralDirectory = 22;
/** Past these, the zip needs its 64-bit records, whose layout the writer decides: its size is then not announced. */
const classicZipLimits = { bytes: 0xffff_fffe, entries: 0xfffe };

/** The zip's exact size, or -1 when it is too large for the classic format's fields. */
export function zipSize(prepared: PreparedZip): number {
  const all = [{ zipName: readmeName, size: prepared.readme.length }, ...prepared.entries];
  if (all.length > classicZipLimits.entries) return -1;
  const size = all.reduce((sum, entry) => sum + entryBytes(entry.zipName, entry.size), endOfCentralDirectory);
  return size > classicZipLimits.bytes ? -1 : size;
}

/**
 * Passes a file's bytes through, failing when they are not the `size` its entry's header announced: a file replaced
 * between the check and its turn would otherwise make a zip whose headers lie about its data.
 */
function exactly(size: number, key: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`${key} grew since it was checked`) : null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`${key} shrank since it was checked`));
    },
  });
}

/**
 * The zip as a stream and its exact size in bytes (-1 past 4 GB). `onFileError` hears of a file that vanished or
 * changed between the check and its turn: the stream is then destroyed, so the client sees a failed download rather
 * than a zip that looks whole and is not.
 */
export function streamCartZip(
  files: FileStore,
  prepared: PreparedZip,
  now: Date,
  onFileError: (error: Error) => void,
): { stream: Readable; size: number } {
  const output = new PassThrough();
  const writer = new ZipWriter(Writable.toWeb(output), {
    level: 0,
    dataDescriptor: false,
    extendedTimestamp: false,
    useWebWorkers: false,
    bufferedWrite: false,
  });
  let reading: Readable | undefined;
  // A client that goes away destroys the output; close the file being read too.
  output.once('close', () => reading?.destroy());

  const add = (name: string, body: Readable, entry: { size: number; crc: number; mtime: Date }) =>
    writer.add(name, Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      passThrough: true,
      // Stored: the bytes pass as they are, so the writer must be told which method they are in.
      compressionMethod: 0,
      uncompressedSize: entry.size,
      crc32: entry.crc,
      lastModDate: entry.mtime,
    });

  const write = async () => {
    const readme = prepared.readme;
    await add(readmeName, Readable.from([readme]), { size: readme.length, crc: crc32(readme), mtime: now });
    for (const entry of prepared.entries) {
      if (output.destroyed) return;
      const stream = await files.open(entry.key);
      if (!stream) throw new Error(`${entry.key} is no longer in the file store`);
      if (output.destroyed) return void stream.destroy();
      reading = stream;
      await add(entry.zipName, stream.pipe(exactly(entry.size, entry.key)), entry);
    }
    await writer.close();
  };
  write().catch((error: Error) => {
    // A client gone away is not a failure of the zip.
    if (output.destroyed) return;
    onFileError(error);
    output.destroy(error);
  });
  return { stream: output, size: zipSize(prepared) };
}
