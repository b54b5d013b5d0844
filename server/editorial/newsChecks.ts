/**
 * What a news item must be before any write touches the database: the domain's field rules, the server's HTML rules
 * for the text (its pictures the newsroom's own), that what it points to (main photo, photo set, subjects, its PDF,
 * its share image) exists, and that its slug is its own. Each refusal is a 400 with the words the editor shows beside
 * the field; nothing is written before all of them pass.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { mediaMessages } from '../../src/domain/editorialMedia';
import { checkEditorialNews, editorialNewsMessages } from '../../src/domain/editorialNews';
import type { NewsAssociation, NewsDraftBody } from '../../src/domain/editorialSchemas';
import { sectionKindOfNewsTextEnum } from '../../src/domain/sections';
import { assertEditorialHtml } from '../content/contentHtml';
import type { DbOrTx } from '../db/client';
import { albums, carVersions, cars, media, sectionPages } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { mediaKey } from '../media/mediaKeys';
import { assertStorableShare } from './newsShareChecks';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import type { FileStore } from '../storage/fileStore';

export async function assertStorableNews(
  db: DbOrTx,
  files: FileStore,
  urls: MediaUrlBuilder,
  body: NewsDraftBody,
  /** The item saved (null for a new one): its own slug is no clash. */
  selfId: number | null = null,
): Promise<void> {
  const problem = checkEditorialNews(body);
  if (problem) throw new DomainError(400, problem.message);
  assertEditorialHtml(body.description, 'Texto', urls.base);
  if (body.pdfFile) {
    const key = mediaKey('', body.pdfFile);
    if (!key || !(await files.stat(key))) throw new DomainError(400, mediaMessages.documentUnknown);
  }
  if (body.mediaId !== null) {
    // A photo still being prepared has no sizes to show yet: it becomes choosable when they are made.
    const [found] = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.id, body.mediaId), eq(media.kind, 'image'), eq(media.state, 'ready')));
    if (!found) throw new DomainError(400, editorialNewsMessages.mediaUnknown);
  }
  if (body.mediaIds?.length) {
    // Any state: a film still being prepared joins the set now and shows on the page once it is ready.
    const found = await db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.id, [...new Set(body.mediaIds)]));
    if (found.length !== new Set(body.mediaIds).size)
      throw new DomainError(400, editorialNewsMessages.photoSetUnknown);
  }
  if (body.albumId !== null) {
    const [found] = await db.select({ id: albums.id }).from(albums).where(eq(albums.id, body.albumId));
    if (!found) throw new DomainError(400, editorialNewsMessages.albumUnknown);
  }
  for (const association of body.associations)
    if (!(await associationExists(db, association)))
      throw new DomainError(400, editorialNewsMessages.associationUnknown);
  await assertStorableShare(db, body, selfId);
}

/** A car (and its version), or a level-1 page of the tree the text enum names (and a level-2 page under it). */
async function associationExists(db: DbOrTx, association: NewsAssociation): Promise<boolean> {
  const { textEnum, associationId, associationItemId } = association;
  if (textEnum === 'Carros') {
    const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, associationId));
    if (!car) return false;
    if (associationItemId === null) return true;
    const [version] = await db
      .select({ id: carVersions.id })
      .from(carVersions)
      .where(and(eq(carVersions.id, associationItemId), eq(carVersions.carId, associationId)));
    return Boolean(version);
  }
  const kind = sectionKindOfNewsTextEnum(textEnum);
  const [page] = await db
    .select({ id: sectionPages.id })
    .from(sectionPages)
    .where(
      and(eq(sectionPages.kind, kind), eq(sectionPages.id, associationId), isNull(sectionPages.parentId)),
    );
  if (!page) return false;
  if (associationItemId === null) return true;
  const [item] = await db
    .select({ id: sectionPages.id })
    .from(sectionPages)
    .where(
      and(
        eq(sectionPages.kind, kind),
        eq(sectionPages.id, associationItemId),
        eq(sectionPages.parentId, associationId),
      ),
    );
  return Boolean(item);
}
