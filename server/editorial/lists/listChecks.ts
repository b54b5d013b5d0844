/** What a save of a list leans on: the photos it may newly show, their thumbnails, ids given once each. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';

/** Of `ids`, the images whose sizes are made, as the photo picker offers them. */
export async function readyPhotoIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.kind, 'image'), eq(media.state, 'ready')));
  return new Set(rows.map((row) => row.id));
}

/** A media row's small size, once its job has made it (until then the file does not exist). */
export const thumbnailOf = (
  urls: MediaUrlBuilder,
  file: { folder: string; fileLow: string; state: string } | null,
): string | null => (file?.state === 'ready' ? urls.file(file.folder, file.fileLow) : null);

/** Ids given twice in one list: a forged or confused body, never what the editor sends. */
export const hasRepeats = (ids: (number | null)[]) => {
  const given = ids.filter((id): id is number => id !== null);
  return new Set(given).size !== given.length;
};
