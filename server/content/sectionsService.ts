/**
 * Company, technology and e-mobility pages, one service for the three trees (src/domain/sections.ts): the root page
 * (id 1), a level-1 page with its level-2 pages (`listsub`), and a level-2 page, which must be a child of the level-1
 * page of its address (else 404, as for an unknown id).
 *
 * News lists: the root page lists the section's news (any association of its text enum); a level-1 page those about
 * it; a level-2 page those about it first, then the other news about its parent.
 */
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { ChildLink, GalleryItem, NewsItem, SectionPage } from '../../src/domain/content';
import { sectionNewsTextEnum, type SectionKind } from '../../src/domain/sections';
import type { Db } from '../db/client';
import { media, sectionPages } from '../db/schema';
import { loadContentPage, pageGallery, type PageRead } from './contentPage';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { relatedNews, type NewsTarget } from '../news/newsService';
import { canSee, contentNotFound } from './publication';

export const sectionRootId = 1;

export interface SectionAnswer {
  page: SectionPage;
  news: NewsItem[];
  gallery: GalleryItem[];
}

type SectionRow = typeof sectionPages.$inferSelect;

/** A read of a page of one of the three trees. */
export interface SectionRead extends PageRead {
  kind: SectionKind;
}

async function pagesOf(db: Db, kind: SectionKind, ids: number[]): Promise<Map<number, SectionRow>> {
  const rows = await db
    .select()
    .from(sectionPages)
    .where(and(eq(sectionPages.kind, kind), inArray(sectionPages.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function childLinks(
  db: Db,
  urls: MediaUrlBuilder,
  kind: SectionKind,
  parentId: number,
): Promise<ChildLink[]> {
  const rows = await db
    .select({ id: sectionPages.id, title: sectionPages.title, media: getTableColumns(media) })
    .from(sectionPages)
    .leftJoin(media, eq(media.id, sectionPages.mediaId))
    .where(
      and(eq(sectionPages.kind, kind), eq(sectionPages.parentId, parentId), eq(sectionPages.published, true)),
    )
    .orderBy(asc(sectionPages.position), asc(sectionPages.id));
  return rows.map((row) => ({ id: row.id, title: row.title, mediaThumb: urls.variants(row.media).mediaLow }));
}

async function answer({
  db,
  urls,
  kind,
  row,
  parent,
  news,
}: {
  db: Db;
  urls: MediaUrlBuilder;
  kind: SectionKind;
  row: SectionRow;
  parent: SectionRow | undefined;
  news: { target: NewsTarget; itemFirst?: NewsTarget };
}): Promise<SectionAnswer> {
  const [loaded, listsub, newsList] = await Promise.all([
    loadContentPage(db, urls, kind, row),
    parent ? Promise.resolve([]) : childLinks(db, urls, kind, row.id),
    relatedNews(db, urls, news.target, news.itemFirst),
  ]);
  return {
    page: { ...loaded.page, parent_id: parent?.id ?? null, parentTitle: parent?.title ?? null, listsub },
    news: newsList,
    gallery: await pageGallery(db, urls, loaded.ownMedia),
  };
}

/** `sessions/json/`, `technology/json/`, `mobilidade-eletrica/json/`: the root page, id 1. */
export async function buildSectionRoot({ db, urls, kind, access }: SectionRead) {
  const root = (await pagesOf(db, kind, [sectionRootId])).get(sectionRootId);
  if (!root || !canSee(access, [root])) throw contentNotFound();
  return answer({
    db,
    urls,
    kind,
    row: root,
    parent: undefined,
    news: { target: { textEnum: sectionNewsTextEnum[kind] } },
  });
}

/** A level-1 page (no parent), with its published level-2 pages as `listsub`. */
export async function buildSectionPage({ db, urls, kind, id, access }: SectionRead & { id: number }) {
  const page = (await pagesOf(db, kind, [id])).get(id);
  if (!page || page.parentId !== null || !canSee(access, [page])) throw contentNotFound();
  return answer({
    db,
    urls,
    kind,
    row: page,
    parent: undefined,
    news: { target: { textEnum: sectionNewsTextEnum[kind], associationId: id } },
  });
}

/** A level-2 page; `parentId` must be its parent. */
export async function buildSectionSubpage({
  db,
  urls,
  kind,
  parentId,
  id,
  access,
}: SectionRead & { parentId: number; id: number }) {
  const pages = await pagesOf(db, kind, [parentId, id]);
  const parent = pages.get(parentId);
  const page = pages.get(id);
  const inPlace = parent?.parentId === null && page?.parentId === parentId;
  if (!parent || !page || !inPlace || !canSee(access, [parent, page])) throw contentNotFound();
  const textEnum = sectionNewsTextEnum[kind];
  return answer({
    db,
    urls,
    kind,
    row: page,
    parent,
    news: {
      target: { textEnum, associationId: parentId },
      itemFirst: { textEnum, associationId: parentId, itemId: id },
    },
  });
}
