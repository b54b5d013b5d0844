/**
 * One section page as the editor opens it (`GET /redacao/pages/{kind}/{id}`): its fields, the chosen photos'
 * thumbnails, its blocks in order, its version, its public address and its history. What any content page reads
 * the same way (a car, a version: ../cars/carRead.ts) is `readPageParts`.
 */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import {
  sectionPageFieldLabels,
  sectionPageLevelOf,
  sectionPageMessages,
  sectionPageStateLabels,
  type SectionPageState,
} from '../../../src/domain/editorialPages';
import type { EditorialSectionBlock, EditorialSectionPage } from '../../../src/domain/editorialPageSchemas';
import type { SectionKind } from '../../../src/domain/sections';
import { mediaByIds } from '../../content/contentPage';
import type { Db, DbOrTx } from '../../db/client';
import { media, sectionPages, templateBlocks, type TemplateOwner } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { DomainError } from '../../shared/domainError';
import { changesOf } from '../../shared/changeLog';
import { pageUrlOf, withPreviewToken } from './pageAddress';

export type SectionPageRow = typeof sectionPages.$inferSelect;

/** The columns every content page has (server/db/schema.ts `pageColumns`), whatever its table. */
export type PageRow = Omit<SectionPageRow, 'kind' | 'parentId'>;

/** Whose blocks and history a page's are: a section page's kind, 'car' or 'version'. */
export type PageOwner = SectionKind | Extract<TemplateOwner, 'car' | 'version'>;

export async function findSectionPage(db: DbOrTx, kind: SectionKind, id: number) {
  const [row] = await db
    .select()
    .from(sectionPages)
    .where(and(eq(sectionPages.kind, kind), eq(sectionPages.id, id)));
  return row;
}

/** The page's blocks in order, each with its media's kind and files (none for a text block). */
export function blockRowsOf(db: DbOrTx, owner: PageOwner, id: number) {
  return db
    .select({ block: getTableColumns(templateBlocks), media: getTableColumns(media) })
    .from(templateBlocks)
    .leftJoin(media, eq(media.id, templateBlocks.mediaId))
    .where(and(eq(templateBlocks.ownerType, owner), eq(templateBlocks.ownerId, id)))
    .orderBy(asc(templateBlocks.position), asc(templateBlocks.id));
}

/**
 * What the editor reads of any content page but its address and history: its page fields, the thumbnails of its
 * three photos (and of `morePhotos`, a car's menu thumbnail), its blocks, its version and state in `stateLabels`'
 * words.
 */
export async function readPageParts(
  db: DbOrTx,
  urls: MediaUrlBuilder,
  owner: PageOwner,
  page: PageRow,
  stateLabels: Record<SectionPageState, string>,
  morePhotos: (number | null)[] = [],
) {
  const [photos, blockRows] = await Promise.all([
    mediaByIds(db, [page.mediaId, page.sideMediaId, page.bottomMediaId, ...morePhotos]),
    blockRowsOf(db, owner, page.id),
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
  const state: SectionPageState = page.published ? 'published' : 'draft';
  return {
    thumbnail,
    fields: {
      id: page.id,
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
      stateText: stateLabels[state],
      createdAt: page.createdAt.toISOString(),
      updatedAt: (page.updatedAt ?? page.createdAt).toISOString(),
    },
  };
}

export async function readSectionPage(
  db: Db,
  urls: MediaUrlBuilder,
  kind: SectionKind,
  id: number,
  now: Date,
): Promise<EditorialSectionPage> {
  const found = await findSectionPage(db, kind, id);
  if (!found) throw new DomainError(404, sectionPageMessages.notFound);
  const page = await withPreviewToken(db, found, now);
  const parent = page.parentId === null ? undefined : await findSectionPage(db, kind, page.parentId);
  const { fields } = await readPageParts(db, urls, kind, page, sectionPageStateLabels);
  return {
    kind,
    parentId: page.parentId,
    parentTitle: parent?.title ?? null,
    level: sectionPageLevelOf(page),
    ...fields,
    url: pageUrlOf(page, parent && (await withPreviewToken(db, parent, now))),
    changes: await changesOf(db, kind, id, sectionPageFieldLabels),
  };
}
