/**
 * Reads a zip the way an unzip program would (yauzl: central directory, CRC checks), for tests of the zips we make
 * and of what a browser downloads.
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Each entry's name and bytes, in the order the zip lists them; a corrupt zip or entry rejects. */
export function zipEntries(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, file) => {
      if (openError || !file) return reject(openError ?? new Error('not a zip'));
      const entries: ZipEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(entry.fileName));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/**
 * Reads a zip front to back, entry by entry, the way Java's `ZipInputStream` (and so many Android tools) does: from
 * each local header alone, never looking at the central directory. A stored entry must therefore carry its size and
 * CRC-32 in that header: one that defers them to a data descriptor (flag bit 3) is refused, with Java's message, and
 * a CRC that does not match the data rejects too.
 */
export function zipEntriesAsStreamed(zip: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 14);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    if (method !== 0) throw new Error(`${name}: only stored entries are expected, found method ${method}`);
    if (flags & 0x08) throw new Error(`${name}: only DEFLATED entries can have EXT descriptor`);
    const start = at + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    if (crc32(data) !== crc) throw new Error(`${name}: invalid entry CRC`);
    entries.push({ name, data: Buffer.from(data) });
    at = start + size;
  }
  if (zip.readUInt32LE(at) !== 0x02014b50)
    throw new Error(`no central directory where the entries end (${at})`);
  return entries;
}
