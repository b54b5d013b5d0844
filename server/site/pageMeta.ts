/**
 * What the HTML of an app route says about its page before any JavaScript runs (shared links, crawlers, the first
 * paint): which item an address shows, and that item's title, description, lead image and date, read straight
 * from the database. Only PUBLISHED items are described (with their parents: a version of an unpublished car, a
 * level-2 page under an unpublished one, are drafts too); an unknown or unpublished one gets the plain page, so a
 * draft's title never reaches a crawler or a link preview, preview token or not.
 */
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sectionKinds, type SectionKind } from '../../src/domain/sections';
import type { Db } from '../db/client';
import { bannerSlides, carVersions, cars, media, news, sectionPages } from '../db/schema';
import type { MediaFiles } from '../media/mediaUrls';

/** The app's route root of each section tree (src/lib/paths.ts). */
export const sectionRoots: Record<SectionKind, string> = {
  company: '/company',
  technology: '/technology',
  emobility: '/mobilidade-eletrica',
};

export type AppPage =
  | { kind: 'home' }
  | { kind: 'news'; id: number }
  | { kind: 'car'; id: number }
  | { kind: 'version'; carId: number; id: number }
  | { kind: 'section'; section: SectionKind; parentId: number | null; id: number }
  /** The print variants (`/news/{id}/pdf`, `/cars/version/{car}/{version}/pdf`): kept out of search results. */
  | { kind: 'print' };

const maxId = 2_147_483_647; // an integer column: a longer number is no item (and would make the query fail)
const idOf = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= maxId ? value : null;
};

/** The page an address shows, or null when it is none of those described here. Case and a final '/' don't count. */
export function appPageOf(pathname: string): AppPage | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/home') return { kind: 'home' };
  if (/^\/(news\/\d+|cars\/version\/\d+\/\d+)\/pdf$/.test(path)) return { kind: 'print' };
  let match = /^\/news\/(\d+)$/.exec(path);
  if (match) {
    const id = idOf(match[1]);
    return id ? { kind: 'news', id } : null;
  }
  match = /^\/cars\/car\/(\d+)$/.exec(path);
  if (match) {
    const id = idOf(match[1]);
    return id ? { kind: 'car', id } : null;
  }
  match = /^\/cars\/version\/(\d+)\/(\d+)$/.exec(path);
  if (match) {
    const carId = idOf(match[1]);
    const id = idOf(match[2]);
    return carId && id ? { kind: 'version', carId, id } : null;
  }
  for (const section of sectionKinds) {
    match = new RegExp(`^${sectionRoots[section]}(?:/(\\d+)(?:/(\\d+))?)?$`).exec(path);
    if (!match) continue;
    if (match[1] === undefined) return { kind: 'section', section, parentId: null, id: 1 };
    const first = idOf(match[1]);
    if (!first) return null;
    if (match[2] === undefined) return { kind: 'section', section, parentId: null, id: first };
    const second = idOf(match[2]);
    return second ? { kind: 'section', section, parentId: first, id: second } : null;
  }
  return null;
}

export interface LeadMedia extends MediaFiles {
  id: number;
  kind: 'image' | 'video';
  title: string;
}

export interface PageMeta {
  kind: Exclude<AppPage['kind'], 'print'>;
  /** The address the page is known by (a level-1 page with id 1 is its section's root). */
  canonicalPath: string;
  /** Absent on home: the site's own title and description stay. */
  title?: string;
  /** The subtitle, else the start of the description's text. */
  description?: string;
  type: 'article' | 'website';
  /** The page's main picture: the lead image of an item, the first banner slide on home. */
  image: LeadMedia | null;
  /** News only: the day it was published, 'yyyy-mm-dd'. */
  published?: string;
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

/** Plain text of editor HTML, for a description: tags out, spaces collapsed, at most ~200 characters. */
export function textOfHtml(html: string, max = 200): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const describe = (subtitle: string, description: string) =>
  subtitle.trim() || textOfHtml(description) || undefined;

export async function findPageMeta(db: Db, page: AppPage): Promise<PageMeta | null> {
  switch (page.kind) {
    case 'print':
      return null;
    case 'home': {
      const [first] = await db
        .select(leadColumns)
        .from(bannerSlides)
        .innerJoin(media, eq(media.id, bannerSlides.mediaId))
        .orderBy(asc(bannerSlides.position), asc(bannerSlides.id))
        .limit(1);
      return { kind: 'home', canonicalPath: '/home', type: 'website', image: first ? lead(first) : null };
    }
    case 'news': {
      const [row] = await db
        .select({
          title: news.title,
          subtitle: news.subtitle,
          description: news.description,
          newsDate: news.newsDate,
          ...leadColumns,
        })
        .from(news)
        .leftJoin(media, eq(media.id, news.mediaId))
        .where(and(eq(news.id, page.id), eq(news.published, true)));
      if (!row) return null;
      return {
        kind: 'news',
        canonicalPath: `/news/${page.id}`,
        title: row.title,
        description: describe(row.subtitle, row.description),
        type: 'article',
        image: lead(row),
        published: row.newsDate,
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
        canonicalPath: `/cars/car/${page.id}`,
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
        canonicalPath: `/cars/version/${page.carId}/${page.id}`,
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
      const root = sectionRoots[page.section];
      return {
        kind: 'section',
        canonicalPath:
          page.parentId !== null
            ? `${root}/${page.parentId}/${page.id}`
            : page.id === 1
              ? root
              : `${root}/${page.id}`,
        title: row.title,
        description: describe(row.subtitle, row.description),
        type: 'website',
        image: lead(row),
      };
    }
  }
}
