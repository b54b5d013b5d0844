/**
 * The job that makes an upload's sizes (photoSizes.ts, videoSizes.ts), writes them beside the other public media,
 * and marks the row 'ready' with its size labels, byte counts and checksums (a zip needs them: mediaBytes.ts). A
 * file that can't be read as what it is becomes 'failed' at once, rather than being tried again for hours. Safe to
 * run twice: a row no longer 'processing' is left alone.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import type { JobTask } from '../../jobs/jobTask';
import type { Metrics } from '../../shared/metrics';
import { mediaKey } from '../../media/mediaKeys';
import type { FileStore } from '../../storage/fileStore';
import { makePhotoSizes } from './photoSizes';
import { makeVideoSizes } from './videoSizes';

export const prepareMediaJobKind = 'editorial.prepareMedia';

const measured = (data: Buffer) => ({ bytes: data.length, crc: crc32(data) });

export async function prepareMedia(
  deps: {
    db: Db;
    files: FileStore;
    log: { warn(details: object, message: string): void };
    metrics?: Pick<Metrics, 'mediaMade'>;
  },
  payload: Record<string, unknown>,
): Promise<void> {
  const { db, files } = deps;
  const mediaId = Number(payload.mediaId);
  const originalKey = String(payload.original);
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row || row.state !== 'processing') return;
  const put = async (name: string, data: Buffer) => {
    const key = mediaKey(row.folder, name);
    if (!key) throw new Error(`media ${mediaId}: no key for ${name}`);
    await files.put(key, data);
  };
  const finish = (values: Partial<typeof media.$inferInsert>) =>
    db
      .update(media)
      .set(values)
      .where(and(eq(media.id, mediaId), eq(media.state, 'processing')));

  if (!(await files.stat(originalKey))) {
    deps.log.warn({ mediaId, originalKey }, 'upload original missing');
    await finish({ state: 'failed' });
    return;
  }
  let made: Prepared;
  const kind = row.kind === 'image' ? 'photo' : 'video';
  try {
    made =
      row.kind === 'image' ? await photoOf(files, originalKey, row) : await videoOf(files, originalKey, row);
  } catch (error) {
    deps.log.warn({ mediaId, error: (error as Error).message }, 'upload could not be prepared');
    deps.metrics?.mediaMade(kind, 'failed');
    await finish({ state: 'failed' });
    return;
  }
  for (const file of made.files) await put(file.name, file.data);
  deps.metrics?.mediaMade(kind, 'made');
  const [low, med, full] = made.measured;
  await finish({
    state: 'ready',
    sizeLow: made.labels.low,
    sizeMed: made.labels.med,
    sizeFull: made.labels.full,
    bytesLow: low!.bytes,
    bytesMed: med!.bytes,
    bytesFull: full!.bytes,
    crcLow: low!.crc,
    crcMed: med!.crc,
    crcFull: full!.crc,
  });
  // The public copies exist now (a film's original among them): the private one is no longer needed.
  await files.remove(originalKey);
}

interface Prepared {
  files: { name: string; data: Buffer }[];
  labels: { low: string; med: string; full: string };
  measured: { bytes: number; crc: number }[];
}

async function photoOf(
  files: FileStore,
  originalKey: string,
  row: typeof media.$inferSelect,
): Promise<Prepared> {
  const original = await files.read(originalKey);
  if (!original) throw new Error('original missing');
  const sizes = await makePhotoSizes(original, row);
  return {
    files: sizes.files,
    labels: sizes.labels,
    measured: [measured(sizes.jpegs.low), measured(sizes.jpegs.med), measured(sizes.jpegs.full)],
  };
}

/** A film may weigh gigabytes: it goes through a file of this machine, never whole in memory. */
async function videoOf(
  files: FileStore,
  originalKey: string,
  row: typeof media.$inferSelect,
): Promise<Prepared> {
  const extension = row.fileFull.slice(row.fileFull.lastIndexOf('.') + 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'newsroom-original-'));
  try {
    const source = path.join(folder, `original.${extension}`);
    const stream = await files.open(originalKey);
    if (!stream) throw new Error('original missing');
    await pipeline(stream, createWriteStream(source));
    const sizes = await makeVideoSizes(source, extension);
    let bytes = 0;
    let crc = 0;
    for await (const part of createReadStream(source)) {
      bytes += (part as Buffer).length;
      crc = crc32(part as Buffer, crc);
    }
    // Written here, while the temporary copy exists: the original is the high size.
    const fullKey = mediaKey(row.folder, row.fileFull);
    if (!fullKey) throw new Error(`no key for ${row.fileFull}`);
    await files.put(fullKey, createReadStream(source));
    return {
      files: [
        { name: row.fileLow, data: sizes.poster },
        { name: row.fileMed, data: sizes.medium },
      ],
      labels: sizes.labels,
      measured: [measured(sizes.poster), measured(sizes.medium), { bytes, crc }],
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function mediaPreparationJobs(deps: Parameters<typeof prepareMedia>[0]): JobTask[] {
  return [{ kind: prepareMediaJobKind, run: ({ payload }) => prepareMedia(deps, payload) }];
}
