/**
 * A news item's photo set (news_media): the photos and films the press office put under it, in their order. The
 * editor reads it whole; the public page and 'Baixar todas' read it through `newsGalleryMedia`, which also decides
 * where the set stands among the item's other pictures.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { media, newsMedia } from '../db/schema';
import type { MediaRow } from '../media/mediaRow';

/** The set's media in its order, whatever their state. */
export async function photoSetOf(db: DbOrTx, newsId: number): Promise<MediaRow[]> {
  const rows = await db
    .select({ media })
    .from(newsMedia)
    .innerJoin(media, eq(media.id, newsMedia.mediaId))
    .where(eq(newsMedia.newsId, newsId))
    .orderBy(asc(newsMedia.position));
  return rows.map((row) => row.media);
}

/** The set becomes `mediaIds`, in that order. */
export async function replacePhotoSet(
  db: DbOrTx,
  newsId: number,
  mediaIds: readonly number[],
): Promise<void> {
  await db.delete(newsMedia).where(eq(newsMedia.newsId, newsId));
  if (mediaIds.length)
    await db.insert(newsMedia).values(mediaIds.map((mediaId, position) => ({ newsId, mediaId, position })));
}

/**
 * What a news item shows and hands over as its own pictures, each once: its main photo, then its set in the chosen
 * order, then the pictures of its text blocks, then its album's. Of the set, only what is ready: a film still being
 * prepared has nothing to show or download yet.
 */
export function newsGalleryMedia({
  mainPhotoId,
  ownMedia,
  photoSet,
  albumMedia,
}: {
  mainPhotoId: number | null;
  ownMedia: MediaRow[];
  photoSet: MediaRow[];
  albumMedia: MediaRow[];
}): MediaRow[] {
  const main = ownMedia.filter((row) => row.id === mainPhotoId);
  const ready = photoSet.filter((row) => row.state === 'ready');
  const ordered = [...main, ...ready, ...ownMedia, ...albumMedia];
  return [...new Map(ordered.map((row) => [row.id, row])).values()];
}
