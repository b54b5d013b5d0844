/**
 * Reads a zip the way an unzip program would (yauzl: central directory, CRC checks), for tests of the zips we make
 * and of what a browser downloads.
 */
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
