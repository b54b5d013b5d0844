/**
 * Which photos and videos the gallery lists. The press office's uploads start out of it (an embargoed launch's photos
 * must not leak); publishing an album brings its items in, and unpublishing it (or taking an item out of a published
 * album) takes them out again, unless another published album still holds them. Seeded media, which the press office
 * never uploaded, keep their place.
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { albumMedia, albums, media } from '../../db/schema';

export async function showInGallery(db: DbOrTx, mediaIds: number[]): Promise<void> {
  if (mediaIds.length) await db.update(media).set({ inGallery: true }).where(inArray(media.id, mediaIds));
}

export async function hideFromGallery(db: DbOrTx, mediaIds: number[], albumId: number): Promise<void> {
  if (!mediaIds.length) return;
  await db
    .update(media)
    .set({ inGallery: false })
    .where(
      and(
        inArray(media.id, mediaIds),
        isNotNull(media.uploadedBy),
        sql`not exists (select 1 from ${albumMedia} join ${albums} on ${albums.id} = ${albumMedia.albumId}
          where ${albumMedia.mediaId} = ${media.id} and ${albums.published} and ${albums.id} <> ${albumId})`,
      ),
    );
}
