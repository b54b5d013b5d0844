/**
 * The editorial writes of albums: create a draft, save its texts, items, order and cover, publish, unpublish. As
 * with news, every write but the creation names the version the editor started from and is refused with 409 when
 * someone wrote after it; each write and its history line are one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { albumMessages, checkAlbum } from '../../../src/domain/editorialAlbums';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import type { AlbumDraftBody, AlbumSaveBody } from '../../../src/domain/editorialSchemas';
import type { DbOrTx } from '../../db/client';
import { albumMedia, albums } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange, type ChangeRecord } from '../../shared/changeLog';
import { recordRevision } from '../revisions/revisionLog';
import type { WriteDeps } from '../newsWrite';
import { hideFromGallery, showInGallery } from './albumGallery';
import { albumItemsOf, mediaStatesOf } from './albumRead';

const record = (db: DbOrTx, change: ChangeRecord) => recordEditorialChange(db, 'album', change);

export async function createAlbumDraft(
  { db, actorId, now }: WriteDeps,
  body: AlbumDraftBody,
): Promise<number> {
  const problem = checkAlbum({ ...body, mediaIds: [], coverMediaId: null });
  if (problem) throw new DomainError(400, problem.message);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(albums)
      .values({ ...body, published: false, version: 1, createdAt: now, updatedAt: now })
      .returning({ id: albums.id });
    await record(tx, { subjectId: row!.id, action: 'create', actorId, at: now });
    await recordRevision(tx, 'album', row!.id, { ...body, mediaIds: [], coverMediaId: null }, actorId, now);
    return row!.id;
  });
}

async function lockAtVersion(tx: DbOrTx, id: number, version: number) {
  const [row] = await tx.select().from(albums).where(eq(albums.id, id)).for('update');
  if (!row) throw new DomainError(404, albumMessages.notFound);
  if (row.version !== version) throw new DomainError(409, editorialNewsMessages.conflict);
  return row;
}

/** A published album's items must all be shown: none still being prepared, none failed, at least one. */
async function assertPublishable(db: DbOrTx, mediaIds: number[]): Promise<void> {
  if (!mediaIds.length) throw new DomainError(400, albumMessages.publishEmpty);
  const states = await mediaStatesOf(db, mediaIds);
  if (mediaIds.some((id) => states.get(id)?.state !== 'ready'))
    throw new DomainError(400, albumMessages.publishNotReady);
}

/** The cover the gallery shows: the one chosen, else the album's first photo, else its first item. */
async function coverOf(db: DbOrTx, mediaIds: number[], chosen: number | null): Promise<number | null> {
  if (chosen !== null) return chosen;
  const states = await mediaStatesOf(db, mediaIds);
  return mediaIds.find((id) => states.get(id)?.kind === 'image') ?? mediaIds[0] ?? null;
}

export async function saveAlbum(
  { db, actorId, now }: WriteDeps,
  id: number,
  body: AlbumSaveBody,
): Promise<void> {
  const { version, mediaIds, coverMediaId, ...texts } = body;
  const problem = checkAlbum(body);
  if (problem) throw new DomainError(400, problem.message);
  const known = await mediaStatesOf(db, mediaIds);
  if (mediaIds.some((mediaId) => !known.has(mediaId))) throw new DomainError(400, albumMessages.itemUnknown);
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    const beforeIds = (await albumItemsOf(tx, id)).map((row) => row.id);
    // A published album stays whole in the gallery: what it gains must be ready to be shown.
    if (before.published) await assertPublishable(tx, mediaIds);
    const cover = before.published ? await coverOf(tx, mediaIds, coverMediaId) : coverMediaId;
    const changed = (['title', 'description'] as const).filter((field) => before[field] !== texts[field]);
    if (beforeIds.join() !== mediaIds.join()) changed.push('items' as never);
    if (before.coverMediaId !== cover) changed.push('cover' as never);
    await tx
      .update(albums)
      .set({ ...texts, coverMediaId: cover, version: sql`${albums.version} + 1`, updatedAt: now })
      .where(eq(albums.id, id));
    await tx.delete(albumMedia).where(eq(albumMedia.albumId, id));
    if (mediaIds.length)
      await tx
        .insert(albumMedia)
        .values(mediaIds.map((mediaId, position) => ({ albumId: id, mediaId, position })));
    if (before.published) {
      await showInGallery(tx, mediaIds);
      await hideFromGallery(
        tx,
        beforeIds.filter((mediaId) => !mediaIds.includes(mediaId)),
        id,
      );
    }
    await record(tx, { subjectId: id, action: 'update', actorId, at: now, fields: changed });
    await recordRevision(tx, 'album', id, body, actorId, now);
  });
}

export async function publishAlbum(
  { db, actorId, now }: WriteDeps,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    const mediaIds = (await albumItemsOf(tx, id)).map((row) => row.id);
    await assertPublishable(tx, mediaIds);
    await tx
      .update(albums)
      .set({
        published: true,
        coverMediaId: await coverOf(tx, mediaIds, before.coverMediaId),
        version: sql`${albums.version} + 1`,
        updatedAt: now,
      })
      .where(eq(albums.id, id));
    await showInGallery(tx, mediaIds);
    await record(tx, { subjectId: id, action: 'publish', actorId, at: now });
  });
}

export async function unpublishAlbum(
  { db, actorId, now }: WriteDeps,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAtVersion(tx, id, version);
    await tx
      .update(albums)
      .set({ published: false, version: sql`${albums.version} + 1`, updatedAt: now })
      .where(eq(albums.id, id));
    await hideFromGallery(
      tx,
      (await albumItemsOf(tx, id)).map((row) => row.id),
      id,
    );
    await record(tx, { subjectId: id, action: 'unpublish', actorId, at: now });
  });
}
