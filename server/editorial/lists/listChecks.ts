/** What a save of a list leans on: the photos it may newly show, their files and thumbnails, ids given once each. */
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

/** The files of the media `ids` name, by id, for the thumbnails of a draft (which names its photos by id alone). */
export async function mediaFilesOf(db: DbOrTx, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({
          id: media.id,
          folder: media.folder,
          fileLow: media.fileLow,
          state: media.state,
          kind: media.kind,
        })
        .from(media)
        .where(inArray(media.id, ids))
    : [];
  return new Map(rows.map(({ id, ...file }) => [id, file]));
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

/**
 * Each item's key when two bodies of one list are compared: its id, or, for one not yet public, its place among the
 * new ones (saved again, a draft keeps its new items in their order).
 */
export function itemKeys(items: readonly { id: number | null }[]): string[] {
  let fresh = 0;
  return items.map((item) => (item.id === null ? `new-${fresh++}` : String(item.id)));
}

/** The keys of `after` and `before` both hold, in each one's order: equal unless the kept items moved. */
export function keptOrders(after: readonly string[], before: readonly string[]) {
  return {
    after: after.filter((key) => before.includes(key)).join(),
    before: before.filter((key) => after.includes(key)).join(),
  };
}
