/**
 * One section page as the editor opens it (`GET /redacao/pages/{kind}/{id}`): its fields, the chosen photos'
 * thumbnails, its blocks in order, its version, its public address and its history.
 */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import {
  sectionPageFieldLabels,
  sectionPageLevelOf,
  sectionPageMessages,
  sectionPageStateLabels,
} from '../../../src/domain/editorialPages';
import type { EditorialSectionBlock, EditorialSectionPage } from '../../../src/domain/editorialPageSchemas';
import type { SectionKind } from '../../../src/domain/sections';
import { mediaByIds } from '../../content/contentPage';
import type { Db, DbOrTx } from '../../db/client';
import { media, sectionPages, templateBlocks } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { DomainError } from '../../shared/domainError';
import { changesOf } from '../changeLog';
import { pageUrlOf, withPreviewToken } from './pageAddress';

export type SectionPageRow = typeof sectionPages.$inferSelect;

export async function findSectionPage(db: DbOrTx, kind: SectionKind, id: number) {
  const [row] = await db
    .select()
    .from(sectionPages)
    .where(and(eq(sectionPages.kind, kind), eq(sectionPages.id, id)));
  return row;
}

/** The page's blocks in order, each with its media's kind and files (none for a text block). */
export function blockRowsOf(db: DbOrTx, kind: SectionKind, id: number) {
  return db
    .select({ block: getTableColumns(templateBlocks), media: getTableColumns(media) })
    .from(templateBlocks)
    .leftJoin(media, eq(media.id, templateBlocks.mediaId))
    .where(and(eq(templateBlocks.ownerType, kind), eq(templateBlocks.ownerId, id)))
    .orderBy(asc(templateBlocks.position), asc(templateBlocks.id));
}

export async function readSectionPage(
  db: Db,
  urls: MediaUrlBuilder,
  kind: SectionKind,
  id: number,
): Promise<EditorialSectionPage> {
  const found = await findSectionPage(db, kind, id);
  if (!found) throw new DomainError(404, sectionPageMessages.notFound);
  const page = await withPreviewToken(db, found);
  const parent = page.parentId === null ? undefined : await findSectionPage(db, kind, page.parentId);
  const [photos, blockRows] = await Promise.all([
    mediaByIds(db, [page.mediaId, page.sideMediaId, page.bottomMediaId]),
    blockRowsOf(db, kind, id),
  ]);
  const thumbnail = (mediaId: number | null) => {
    const photo = mediaId === null ? undefined : photos.get(mediaId);
    return photo ? urls.file(photo.folder, photo.fileLow) : null;
  };
  const blocks = blockRows.map(({ block, media: file }): EditorialSectionBlock => {
    if (block.type === 2 && block.mediaId !== null)
      return {
        id: block.id,
        type: 2,
        mediaId: block.mediaId,
        mediaKind: file?.kind === 'video' ? 'video' : 'image',
        // A video's low rendition is its poster image.
        thumbnail: file && file.state === 'ready' ? urls.file(file.folder, file.fileLow) : null,
      };
    return { id: block.id, type: 1, text: block.text, textMed: block.textMed, textLow: block.textLow };
  });
  const state = page.published ? 'published' : 'draft';
  return {
    kind,
    id: page.id,
    parentId: page.parentId,
    parentTitle: parent?.title ?? null,
    level: sectionPageLevelOf(page),
    title: page.title,
    subtitle: page.subtitle,
    description: page.description,
    mediaId: page.mediaId,
    sideMediaId: page.sideMediaId,
    sideDescription: page.sideDescription,
    bottomTitle: page.bottomTitle,
    bottomMediaId: page.bottomMediaId,
    position: page.position,
    thumbnails: {
      mediaId: thumbnail(page.mediaId),
      sideMediaId: thumbnail(page.sideMediaId),
      bottomMediaId: thumbnail(page.bottomMediaId),
    },
    blocks,
    version: page.version,
    state,
    stateText: sectionPageStateLabels[state],
    url: pageUrlOf(page, parent && (await withPreviewToken(db, parent))),
    createdAt: page.createdAt.toISOString(),
    updatedAt: (page.updatedAt ?? page.createdAt).toISOString(),
    changes: await changesOf(db, kind, id, sectionPageFieldLabels),
  };
}
