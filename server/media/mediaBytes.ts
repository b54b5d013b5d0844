/**
 * Measures the files of media rows whose byte sizes or checksums are not known yet (`bytes_*`, `crc_*`), so size
 * labels, a cart's total and a zip's entry headers never read the file store at request time. Run at start, once the
 * seed's files exist (seed/index.ts); a file is read once, for both.
 */
import { crc32 } from 'node:zlib';
import { isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import type { FileStore } from '../storage/fileStore';
import { mediaKey } from './mediaKeys';

/** A media row's files and their measured sizes: what measuring them, and summing a cart, read. */
export const mediaFileColumns = {
  folder: media.folder,
  fileLow: media.fileLow,
  fileMed: media.fileMed,
  fileFull: media.fileFull,
  bytesLow: media.bytesLow,
  bytesMed: media.bytesMed,
  bytesFull: media.bytesFull,
  crcLow: media.crcLow,
  crcMed: media.crcMed,
  crcFull: media.crcFull,
};

export interface MediaBytesResult {
  /** Rows that got at least one size now. */
  recorded: number;
  /**
   * Renditions whose file is missing, unreadable, or past the column's 2 GB: left null, tried again at the next
   * start.
   */
  missing: number;
}

/** A file's size and CRC-32, or nulls when it could not be read. */
type Measure = { bytes: number | null; crc: number | null };
type Measured = { id: number; low: Measure; med: Measure; full: Measure };

/** Files read at once: enough to hide the store's latency, few enough to leave sockets and descriptors to requests. */
const readConcurrency = 16;
/** Rows per UPDATE: one statement per batch rather than one per row. */
const updateBatch = 500;

const unknown: Measure = { bytes: null, crc: null };

/**
 * The size and checksum of the row's file in the store, read through once; nulls when it is missing or its names
 * could lead out of the media: a row whose folder says `..` must not make us measure (or confirm the existence of)
 * files elsewhere.
 */
async function measureFile(files: FileStore, folder: string, file: string): Promise<Measure> {
  const key = mediaKey(folder, file);
  const stream = key ? await files.open(key).catch(() => null) : null;
  if (!stream) return unknown;
  let bytes = 0;
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      crc = crc32(chunk, crc);
    }
  } catch {
    return unknown;
  }
  return bytes <= 2 ** 31 - 1 ? { bytes, crc } : unknown;
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function saveBatch(db: Db, rows: Measured[]): Promise<void> {
  const values = sql.join(
    rows.map(
      ({ id, low, med, full }) =>
        sql`(${id}::int, ${low.bytes}::int, ${med.bytes}::int, ${full.bytes}::int, ${low.crc}::bigint, ${med.crc}::bigint, ${full.crc}::bigint)`,
    ),
    sql`, `,
  );
  // coalesce: a value measured meanwhile (another process starting) is kept, never replaced by a null.
  await db.execute(sql`
    update ${media} set
      bytes_low = coalesce(${media.bytesLow}, measured.low_bytes),
      bytes_med = coalesce(${media.bytesMed}, measured.med_bytes),
      bytes_full = coalesce(${media.bytesFull}, measured.full_bytes),
      crc_low = coalesce(${media.crcLow}, measured.low_crc),
      crc_med = coalesce(${media.crcMed}, measured.med_crc),
      crc_full = coalesce(${media.crcFull}, measured.full_crc)
    from (values ${values}) as measured (id, low_bytes, med_bytes, full_bytes, low_crc, med_crc, full_crc)
    where ${media.id} = measured.id`);
}

/** Fills the unknown byte sizes and checksums from the files in the store; a missing file leaves them null. */
export async function recordMediaBytes(db: Db, files: FileStore): Promise<MediaBytesResult> {
  const rows = await db
    .select({ id: media.id, ...mediaFileColumns })
    .from(media)
    .where(
      or(
        isNull(media.bytesLow),
        isNull(media.bytesMed),
        isNull(media.bytesFull),
        isNull(media.crcLow),
        isNull(media.crcMed),
        isNull(media.crcFull),
      ),
    );
  let missing = 0;
  const measure = async (bytes: number | null, crc: number | null, file: string, folder: string) => {
    if (bytes !== null && crc !== null) return { bytes, crc };
    const found = await measureFile(files, folder, file);
    if (found.bytes === null) missing += 1;
    return found;
  };
  const measured = await mapLimited(rows, readConcurrency, async (row) => ({
    id: row.id,
    low: await measure(row.bytesLow, row.crcLow, row.fileLow, row.folder),
    med: await measure(row.bytesMed, row.crcMed, row.fileMed, row.folder),
    full: await measure(row.bytesFull, row.crcFull, row.fileFull, row.folder),
  }));
  const learnt = (before: number | null, after: number | null) => before === null && after !== null;
  const found = measured.filter((row, index) => {
    const before = rows[index]!;
    return (
      learnt(before.bytesLow, row.low.bytes) ||
      learnt(before.bytesMed, row.med.bytes) ||
      learnt(before.bytesFull, row.full.bytes) ||
      learnt(before.crcLow, row.low.crc) ||
      learnt(before.crcMed, row.med.crc) ||
      learnt(before.crcFull, row.full.crc)
    );
  });
  for (let start = 0; start < found.length; start += updateBatch)
    await saveBatch(db, found.slice(start, start + updateBatch));
  return { recorded: found.length, missing };
}
