/**
 * What the HTML of an app route says about its page before any JavaScript runs (shared links, crawlers, the first
 * paint): which item an address shows, and that item's title, description, lead image and date, read straight
 * from the database. Only PUBLISHED items are described (with their parents: a version of an unpublished car, a
 * level-2 page under an unpublished one, are drafts too); an unknown or unpublished one gets the plain page, so a
 * draft's title never reaches a crawler or a link preview, preview token or not.
 */
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { textOfHtml } from '../../src/domain/htmlText';
import { newsShareView } from '../../src/domain/newsSharing';
import { paths } from '../../src/domain/routes';
import { sectionKinds, type SectionKind } from '../../src/domain/sections';
import { canSee, type Publishable } from '../content/publication';
import type { Db } from '../db/client';
import { albums, bannerSlides, carVersions, cars, media, news, sectionPages } from '../db/schema';
import type { MediaFiles } from '../media/mediaUrls';
import { newsPublicationMoment } from '../news/newsShape';
import { matchAppRoute } from './appRoutes';

export type AppPage =
  | { kind: 'home' }
  /** `slug`: the words after the id, when the address has them (the id alone decides the item). */
  | { kind: 'news'; id: number; slug?: string }
  | { kind: 'car'; id: number }
  | { kind: 'version'; carId: number; id: number }
  | { kind: 'section'; section: SectionKind; parentId: number | null; id: number }
  | { kind: 'album'; id: number }
  /** The print variants (`/news/{id}/pdf`, `/cars/version/{car}/{version}/pdf`): kept out of search results. */
  | { kind: 'print' }
  /** An item's address whose id can't be one (`/news/abc`, `/cars/car/0`): no such page. */
  | { kind: 'missing' };

const maxId = 2_147_483_647; // an integer column: a longer number is no item (and would make the query fail)
const idOf = (text: string | undefined) => {
  const value = /^\d+$/.test(text ?? '') ? Number(text) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= maxId ? value : null;
};

const missing: AppPage = { kind: 'missing' };

/**
 * The page an address shows, or null when it is none of those described here. Case and a final '/' don't count. An
 * item's address with an id that can't be one is 'missing'.
 */
export function appPageOf(pathname: string): AppPage | null {
  const matched = matchAppRoute(pathname);
  if (!matched) return null;
  const { route, params } = matched;
  if (route.layout === 'print') return { kind: 'print' };
  if (route === paths.home) return { kind: 'home' };
  if (route === paths.news.detail) {
    const id = idOf(params.newsId);
    if (!id) return missing;
    return params.slug === undefined ? { kind: 'news', id } : { kind: 'news', id, slug: params.slug };
  }
  if (route === paths.cars.detail) {
    const id = idOf(params.carId);
    return id ? { kind: 'car', id } : missing;
  }
  if (route === paths.cars.version) {
    const carId = idOf(params.carId);
    const id = idOf(params.versionId);
    return carId && id ? { kind: 'version', carId, id } : missing;
  }
  if (route === paths.gallery.album) {
    const id = idOf(params.albumId);
    return id ? { kind: 'album', id } : missing;
  }
  for (const section of sectionKinds) {
    const tree = paths.sections[section];
    if (route === tree.root) return { kind: 'section', section, parentId: null, id: 1 };
    if (route === tree.page) {
      const id = idOf(params.id);
      return id ? { kind: 'section', section, parentId: null, id } : missing;
    }
    if (route === tree.subpage) {
      const parentId = idOf(params.id);
      const id = idOf(params.subId);
      return parentId && id ? { kind: 'section', section, parentId, id } : missing;
    }
  }
  return null;
}

export interface LeadMedia extends MediaFiles {
  id: number;
  kind: 'image' | 'video';
  title: string;
}

export interface PageMeta {
  kind: Exclude<AppPage['kind'], 'print' | 'missing'>;
  /** The address the page is known by (a level-1 page with id 1 is its section's root, a news item's has its slug). */
  canonicalPath: string;
  /** News only: the slug of its address, '' when it has none. */
  slug?: string;
  /** Absent on home: the site's own title and description stay. */
  title?: string;
  /** The subtitle, else the start of the description's text. */
  description?: string;
  type: 'article' | 'website';
  /** The page's main picture: the lead image of an item, the first banner slide on home. */
  image: LeadMedia | null;
  /** What a shared link's card says and shows, when it differs from the page's title and main picture (news). */
  shareTitle?: string;
  shareImage?: LeadMedia | null;
  /** News only: the moment it went live. */
  published?: Date;
}

const leadColumns = {
  mediaId: media.id,
  kind: media.kind,
  mediaTitle: media.title,
  folder: media.folder,
  fileLow: media.fileLow,
  fileMed: media.fileMed,
  fileFull: media.fileFull,
};

type Nullable<T> = { [K in keyof T]: T[K] | null };
type LeadColumns = Nullable<{
  mediaId: number;
  kind: LeadMedia['kind'];
  mediaTitle: string;
  folder: string;
  fileLow: string;
  fileMed: string;
  fileFull: string;
}>;

/** The media columns of a row, or null when its media slot is empty (a left join found nothing). */
function lead(row: LeadColumns): LeadMedia | null {
  const { mediaId, kind, mediaTitle, folder, fileLow, fileMed, fileFull } = row;
  if (mediaId === null || kind === null || folder === null || fileLow === null) return null;
  return {
    id: mediaId,
    kind,
    title: mediaTitle ?? '',
    folder,
    fileLow,
    fileMed: fileMed ?? '',
    fileFull: fileFull ?? '',
  };
}

const describe = (subtitle: string, description: string) =>
  subtitle.trim() || textOfHtml(description) || undefined;

export async function findPageMeta(db: Db, page: AppPage): Promise<PageMeta | null> {
  switch (page.kind) {
    case 'print':
    case 'missing':
      return null;
    case 'album': {
      const [row] = await db
        .select({ title: albums.title, description: albums.description, ...leadColumns })
        .from(albums)
        .leftJoin(media, eq(media.id, albums.coverMediaId))
        .where(and(eq(albums.id, page.id), eq(albums.published, true)));
      if (!row) return null;
      return {
        kind: 'album',
        canonicalPath: paths.gallery.album.href(page.id),
        title: row.title,
        description: describe('', row.description),
        type: 'website',
        image: lead(row),
      };
    }
    case 'home': {
      const [first] = await db
        .select(leadColumns)
        .from(bannerSlides)
        .innerJoin(media, eq(media.id, bannerSlides.mediaId))
        .orderBy(asc(bannerSlides.position), asc(bannerSlides.id))
        .limit(1);
      return {
        kind: 'home',
        canonicalPath: paths.home.href(),
        type: 'website',
        image: first ? lead(first) : null,
      };
    }
    case 'news': {
      const shareMedia = alias(media, 'share_media');
      const [row] = await db
        .select({
          title: news.title,
          subtitle: news.subtitle,
          description: news.description,
          newsDate: news.newsDate,
          publishedAt: news.publishedAt,
          slug: news.slug,
          metaDescription: news.metaDescription,
          shareTitle: news.shareTitle,
          ...leadColumns,
          share: {
            mediaId: shareMedia.id,
            kind: shareMedia.kind,
            mediaTitle: shareMedia.title,
            folder: shareMedia.folder,
            fileLow: shareMedia.fileLow,
            fileMed: shareMedia.fileMed,
            fileFull: shareMedia.fileFull,
          },
        })
        .from(news)
        .leftJoin(media, eq(media.id, news.mediaId))
        .leftJoin(shareMedia, eq(shareMedia.id, news.shareMediaId))
        .where(and(eq(news.id, page.id), eq(news.published, true)));
      if (!row) return null;
      // The share fields left empty take the item's own title, subtitle or text, and main photo.
      const view = newsShareView(row);
      const image = lead(row);
      return {
        kind: 'news',
        canonicalPath: paths.news.detail.href(page.id, view.slug),
        slug: view.slug,
        title: row.title,
        description: view.metaDescription || undefined,
        type: 'article',
        image,
        shareTitle: view.shareTitle,
        shareImage: (row.share && lead(row.share)) ?? image,
        published: newsPublicationMoment(row),
      };
    }
    case 'car': {
      const [row] = await db
        .select({ title: cars.title, subtitle: cars.subtitle, description: cars.description, ...leadColumns })
        .from(cars)
        .leftJoin(media, eq(media.id, cars.mediaId))
        .where(and(eq(cars.id, page.id), eq(cars.published, true)));
      if (!row) return null;
      return {
        kind: 'car',
        canonicalPath: paths.cars.detail.href(page.id),
        title: row.title,
        description: describe(row.subtitle, row.description),
        type: 'website',
        image: lead(row),
      };
    }
    case 'version': {
      const [row] = await db
        .select({
          title: carVersions.title,
          carTitle: cars.title,
          subtitle: carVersions.subtitle,
          description: carVersions.description,
          ...leadColumns,
        })
        .from(carVersions)
        .innerJoin(cars, eq(cars.id, carVersions.carId))
        .leftJoin(media, eq(media.id, carVersions.mediaId))
        .where(
          and(
            eq(carVersions.id, page.id),
            eq(carVersions.carId, page.carId),
            eq(carVersions.published, true),
            eq(cars.published, true),
          ),
        );
      if (!row) return null;
      return {
        kind: 'version',
        canonicalPath: paths.cars.version.href(page.carId, page.id),
        title: row.title.toLowerCase().includes(row.carTitle.toLowerCase())
          ? row.title
          : `${row.carTitle} ${row.title}`,
        description: describe(row.subtitle, row.description),
        type: 'website',
        image: lead(row),
      };
    }
    case 'section': {
      const parent = alias(sectionPages, 'parent');
      const [row] = await db
        .select({
          title: sectionPages.title,
          subtitle: sectionPages.subtitle,
          description: sectionPages.description,
          parentId: sectionPages.parentId,
          parentPublished: parent.published,
          ...leadColumns,
        })
        .from(sectionPages)
        .leftJoin(parent, and(eq(parent.kind, sectionPages.kind), eq(parent.id, sectionPages.parentId)))
        .leftJoin(media, eq(media.id, sectionPages.mediaId))
        .where(
          and(
            eq(sectionPages.kind, page.section),
            eq(sectionPages.id, page.id),
            eq(sectionPages.published, true),
          ),
        );
      // The address must say where the page is: a level-2 page under its own parent, a level-1 page alone.
      if (!row || row.parentId !== page.parentId || row.parentPublished === false) return null;
      const tree = paths.sections[page.section];
      return {
        kind: 'section',
        canonicalPath:
          page.parentId !== null ? tree.subpage.href(page.parentId, page.id) : tree.page.href(page.id),
        title: row.title,
        description: describe(row.subtitle, row.description),
        type: 'website',
        image: lead(row),
      };
    }
  }
}

const publicationColumns = (table: typeof news | typeof cars | typeof carVersions | typeof sectionPages) => ({
  published: table.published,
  previewToken: table.previewToken,
  previewExpiresAt: table.previewExpiresAt,
});

/** The items on a page's path whose publication decides whether it shows (a version's car, a page's parent). */
async function publicationPath(db: Db, page: AppPage): Promise<Publishable[] | null> {
  switch (page.kind) {
    case 'news': {
      const [row] = await db.select(publicationColumns(news)).from(news).where(eq(news.id, page.id));
      return row ? [row] : null;
    }
    case 'car': {
      const [row] = await db.select(publicationColumns(cars)).from(cars).where(eq(cars.id, page.id));
      return row ? [row] : null;
    }
    case 'version': {
      const [row] = await db
        .select({ car: publicationColumns(cars), version: publicationColumns(carVersions) })
        .from(carVersions)
        .innerJoin(cars, eq(cars.id, carVersions.carId))
        .where(and(eq(carVersions.id, page.id), eq(carVersions.carId, page.carId)));
      return row ? [row.car, row.version] : null;
    }
    case 'section': {
      const [row] = await db
        .select({ ...publicationColumns(sectionPages), parentId: sectionPages.parentId })
        .from(sectionPages)
        .where(and(eq(sectionPages.kind, page.section), eq(sectionPages.id, page.id)));
      if (!row || row.parentId !== page.parentId) return null;
      if (row.parentId === null) return [row];
      const [parent] = await db
        .select(publicationColumns(sectionPages))
        .from(sectionPages)
        .where(and(eq(sectionPages.kind, page.section), eq(sectionPages.id, row.parentId)));
      return parent ? [parent, row] : null;
    }
    default:
      // Albums and the rest have no preview link.
      return null;
  }
}

/**
 * Whether `token` opens the page's draft now: the same rule as the API's reads (server/content/publication.ts), so
 * the page answers 200 exactly when the app will be shown the draft, and 404 for a wrong, expired or revoked link.
 */
export async function previewOpens(db: Db, page: AppPage, token: string, now: Date): Promise<boolean> {
  if (!token) return false;
  const path = await publicationPath(db, page);
  return path !== null && canSee({ token, now }, path);
}
