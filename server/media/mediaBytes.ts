/**
 * Measures the files of media rows whose byte sizes are not known yet (`bytes_low/med/full`), so size labels and a
 * cart's total never touch the file store at request time. Run at start, once the seed's files exist (seed/index.ts).
 */
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

type Measured = { id: number; low: number | null; med: number | null; full: number | null };

/** Files stat-ed at once: enough to hide the store's latency, few enough to leave sockets and descriptors to requests. */
const statConcurrency = 16;
/** Rows per UPDATE: one statement per batch rather than one per row. */
const updateBatch = 500;

/**
 * The size of the row's file in the store, or null when it is missing or its names could lead out of the media: a
 * row whose folder says `..` must not make us measure (or confirm the existence of) files elsewhere.
 */
async function fileBytes(files: FileStore, folder: string, file: string): Promise<number | null> {
  const key = mediaKey(folder, file);
  const info = key ? await files.stat(key).catch(() => null) : null;
  return info && info.size <= 2 ** 31 - 1 ? info.size : null;
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
    rows.map((row) => sql`(${row.id}::int, ${row.low}::int, ${row.med}::int, ${row.full}::int)`),
    sql`, `,
  );
  // coalesce: a size measured meanwhile (another process starting) is kept, never replaced by a null.
  await db.execute(sql`
    update ${media} set
      bytes_low = coalesce(${media.bytesLow}, measured.low_bytes),
      bytes_med = coalesce(${media.bytesMed}, measured.med_bytes),
      bytes_full = coalesce(${media.bytesFull}, measured.full_bytes)
    from (values ${values}) as measured (id, low_bytes, med_bytes, full_bytes)
    where ${media.id} = measured.id`);
}

/** Fills the unknown byte sizes from the files in the store; a missing file leaves its size null. */
export async function recordMediaBytes(db: Db, files: FileStore): Promise<MediaBytesResult> {
  const rows = await db
    .select({ id: media.id, ...mediaFileColumns })
    .from(media)
    .where(or(isNull(media.bytesLow), isNull(media.bytesMed), isNull(media.bytesFull)));
  let missing = 0;
  const measure = async (known: number | null, file: string, folder: string) => {
    if (known !== null) return known;
    const bytes = await fileBytes(files, folder, file);
    if (bytes === null) missing += 1;
    return bytes;
  };
  const measured = await mapLimited(rows, statConcurrency, async (row) => ({
    id: row.id,
    low: await measure(row.bytesLow, row.fileLow, row.folder),
    med: await measure(row.bytesMed, row.fileMed, row.folder),
    full: await measure(row.bytesFull, row.fileFull, row.folder),
  }));
  const found = measured.filter((row, index) => {
    const before = rows[index]!;
    return (
      (before.bytesLow === null && row.low !== null) ||
      (before.bytesMed === null && row.med !== null) ||
      (before.bytesFull === null && row.full !== null)
    );
  });
  for (let start = 0; start < found.length; start += updateBatch)
    await saveBatch(db, found.slice(start, start + updateBatch));
  return { recorded: found.length, missing };
}
