/**
 * What every content read has in common: the page's media slots and template blocks shaped into the spec's content
 * page (section 3), and the gallery list shown beside it.
 *
 * The gallery list of a page (at most 9, the gallery's page size): the page's own photos and videos first (its media,
 * side and bottom slots, then its media blocks, in page order, each once), then the latest photos and videos of the
 * gallery to fill the list up, so a page with few pictures of its own still offers some to download.
 */
import { and, asc, desc, eq, getTableColumns, inArray, notInArray } from 'drizzle-orm';
import type { ContentPage, GalleryItem, TemplateBlock } from '../../src/domain/content';
import type { Db } from '../db/client';
import { media, templateBlocks, type TemplateOwner } from '../db/schema';
import { galleryItem } from '../media/galleryService';
import type { MediaRow } from '../media/mediaRow';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import type { Access } from './publication';

export const galleryLimit = 9;

/** What a read of one page (a car, a version, a section page, a news item) is given. */
export interface PageRead {
  db: Db;
  urls: MediaUrlBuilder;
  /** The preview token it was asked with: a draft is shown only to whoever holds it (publication.ts). */
  access: Access;
}

/** The page columns of cars, versions and section pages (news have only the main media). */
export interface PageRow {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  mediaId: number | null;
  sideMediaId?: number | null;
  sideDescription?: string;
  bottomTitle?: string;
  bottomMediaId?: number | null;
}

/** A loaded page: its wire shape, and its own media in page order (for the gallery list). */
export interface LoadedPage {
  page: ContentPage;
  ownMedia: MediaRow[];
}

export async function mediaByIds(db: Db, ids: (number | null | undefined)[]): Promise<Map<number, MediaRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A media slot (`media`, `sideMedia`, `bottomMedia`): three renditions, their size labels and the media's title,
 * '' when empty. */
function slot<P extends string>(urls: MediaUrlBuilder, prefix: P, row: MediaRow | undefined) {
  const variants = urls.variants(row ?? null);
  const sizes = urls.sizes(row ?? null);
  return {
    [prefix]: variants.media,
    [`${prefix}Med`]: variants.mediaMed,
    [`${prefix}Low`]: variants.mediaLow,
    [`${prefix}Size`]: sizes.mediaSize,
    [`${prefix}SizeMedium`]: sizes.mediaSizeMedium,
    [`${prefix}SizeLow`]: sizes.mediaSizeLow,
    [`${prefix}Title`]: row?.title ?? '',
  } as Record<
    P | `${P}Med` | `${P}Low` | `${P}Size` | `${P}SizeMedium` | `${P}SizeLow` | `${P}Title`,
    string
  >;
}

async function blocksOf(db: Db, owner: TemplateOwner, ownerIds: number[]) {
  if (!ownerIds.length) return [];
  return db
    .select({ block: templateBlocks, media: getTableColumns(media) })
    .from(templateBlocks)
    .leftJoin(media, eq(media.id, templateBlocks.mediaId))
    .where(and(eq(templateBlocks.ownerType, owner), inArray(templateBlocks.ownerId, ownerIds)))
    .orderBy(asc(templateBlocks.position), asc(templateBlocks.id));
}

type BlockRow = Awaited<ReturnType<typeof blocksOf>>[number];

function wireBlock(urls: MediaUrlBuilder, { block, media: file }: BlockRow): TemplateBlock {
  return {
    id: block.id,
    type: block.type === 2 ? 2 : 1,
    text: block.text,
    textMed: block.textMed,
    textLow: block.textLow,
    ...urls.variants(file),
    ...urls.sizes(file),
    mediaTitle: file?.title ?? '',
  };
}

/**
 * The template blocks of several pages of one owner type, in page order, keyed by owner id (a list of events shows
 * each one's blocks: one query for all of them).
 */
export async function templateBlocksOf(
  db: Db,
  urls: MediaUrlBuilder,
  owner: TemplateOwner,
  ownerIds: number[],
): Promise<Map<number, TemplateBlock[]>> {
  const byOwner = new Map<number, TemplateBlock[]>(ownerIds.map((id) => [id, []]));
  for (const row of await blocksOf(db, owner, [...new Set(ownerIds)]))
    byOwner.get(row.block.ownerId)?.push(wireBlock(urls, row));
  return byOwner;
}

/** The page's content-page fields, its template blocks, and its own media in page order. */
export async function loadContentPage(
  db: Db,
  urls: MediaUrlBuilder,
  owner: TemplateOwner,
  row: PageRow,
): Promise<LoadedPage> {
  const [slots, blocks] = await Promise.all([
    mediaByIds(db, [row.mediaId, row.sideMediaId, row.bottomMediaId]),
    blocksOf(db, owner, [row.id]),
  ]);
  const mainMedia = row.mediaId ? slots.get(row.mediaId) : undefined;
  const sideMedia = row.sideMediaId ? slots.get(row.sideMediaId) : undefined;
  const bottomMedia = row.bottomMediaId ? slots.get(row.bottomMediaId) : undefined;
  const templates = blocks.map((entry) => wireBlock(urls, entry));
  const ownMedia = [mainMedia, sideMedia, bottomMedia, ...blocks.map((entry) => entry.media ?? undefined)];
  return {
    page: {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      ...slot(urls, 'media', mainMedia),
      ...slot(urls, 'sideMedia', sideMedia),
      sideDescription: row.sideDescription ?? '',
      bottomTitle: row.bottomTitle ?? '',
      ...slot(urls, 'bottomMedia', bottomMedia),
      templates,
    },
    ownMedia: ownMedia.filter((item): item is MediaRow => item !== undefined),
  };
}

/** The gallery list of a page: its own media first (each once), then the latest of the gallery, 9 in all. */
export async function pageGallery(
  db: Db,
  urls: MediaUrlBuilder,
  ownMedia: MediaRow[],
): Promise<GalleryItem[]> {
  const own = [...new Map(ownMedia.map((row) => [row.id, row])).values()].slice(0, galleryLimit);
  const missing = galleryLimit - own.length;
  const latest = missing
    ? await db
        .select()
        .from(media)
        .where(
          own.length
            ? and(
                eq(media.inGallery, true),
                notInArray(
                  media.id,
                  own.map((row) => row.id),
                ),
              )
            : eq(media.inGallery, true),
        )
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(missing)
    : [];
  return [...own, ...latest].map((row) => galleryItem(urls, row));
}

/** The address of a file in the media storage given as 'folder/name' (a version's `pdf_file`). */
export function storedFileUrl(urls: MediaUrlBuilder, storedPath: string | null): string | null {
  if (!storedPath) return null;
  const slash = storedPath.lastIndexOf('/');
  return slash < 0
    ? urls.file('', storedPath)
    : urls.file(storedPath.slice(0, slash), storedPath.slice(slash + 1));
}
