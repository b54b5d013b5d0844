/**
 * What crawlers and feed readers read: `robots.txt`, `sitemap.xml` (every public page) and the RSS 2.0 feed of the
 * latest news. Drafts (`published = false`, or under an unpublished car or page) are never listed. A news item is
 * listed at its full address, its slug after the id (src/domain/newsSharing.ts), as its page's canonical link names it.
 */
import { format } from 'date-fns';
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { legalPageSlugs } from '../../src/domain/legalPages';
import { inBrazil } from '../../src/domain/brazilTime';
import { textOfHtml } from '../../src/domain/htmlText';
import { mediaTypeOf } from '../../src/domain/media';
import { newsSlugOf } from '../../src/domain/newsSharing';
import { appRoutes, paths, patternsOf } from '../../src/domain/routes';
import type { AppContext } from '../context';
import { albums, carVersions, cars, media, news, sectionPages } from '../db/schema';
import { escapeXml } from '../shared/xmlText';
import { mediaKey } from '../media/mediaKeys';
import { newsPublicationMoment } from '../news/newsShape';
import { newsFeedPath, siteName } from './pageHtml';

/**
 * Pages of the app that exist whatever the content (spec section 2): the table's routes open to search engines that
 * take no id, and each legal page. Pages of an item (a news item, a car...) are listed from the database below.
 */
const fixedPages = [
  ...appRoutes.filter((route) => route.inSitemap).map((route) => route.href() as string),
  ...legalPageSlugs.map((slug) => paths.legal.page.href(slug)),
];

/**
 * Places only a signed-in person has any use for (spec section 2 and the loan document), by every address. A
 * Disallow line covers every address that starts with it, so `/aprovacao` covers `/aprovacao/:loanId`.
 */
const privatePages = appRoutes
  .filter((route) => !route.indexed && route.layout === 'site')
  .flatMap((route) => patternsOf(route))
  .filter((pattern) => !pattern.includes(':'));

export const newsFeedSize = 20;

export function robotsTxt(publicUrl: string): string {
  return [
    '# Aurora Imprensa: public content is open to search engines; sign-in, profile, favorites and the logged-in area',
    '# are not.',
    'User-agent: *',
    'Allow: /',
    ...privatePages.map((page) => `Disallow: ${page}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function buildSitemap(ctx: Pick<AppContext, 'db'>, publicUrl: string): Promise<string> {
  const { db } = ctx;
  const base = publicUrl.replace(/\/$/, '');
  const parent = alias(sectionPages, 'parent');
  const [carRows, versionRows, pageRows, newsRows, albumRows] = await Promise.all([
    db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.published, true))
      .orderBy(asc(cars.position), asc(cars.id)),
    db
      .select({ id: carVersions.id, carId: carVersions.carId })
      .from(carVersions)
      .innerJoin(cars, eq(cars.id, carVersions.carId))
      .where(and(eq(carVersions.published, true), eq(cars.published, true)))
      .orderBy(asc(carVersions.carId), asc(carVersions.position), asc(carVersions.id)),
    db
      .select({
        kind: sectionPages.kind,
        id: sectionPages.id,
        parentId: sectionPages.parentId,
        parentPublished: parent.published,
      })
      .from(sectionPages)
      .leftJoin(parent, and(eq(parent.kind, sectionPages.kind), eq(parent.id, sectionPages.parentId)))
      .where(eq(sectionPages.published, true))
      .orderBy(asc(sectionPages.kind), asc(sectionPages.position), asc(sectionPages.id)),
    db
      .select({ id: news.id, newsDate: news.newsDate, slug: news.slug, title: news.title })
      .from(news)
      .where(eq(news.published, true))
      .orderBy(desc(news.newsDate), desc(news.id)),
    db.select({ id: albums.id }).from(albums).where(eq(albums.published, true)).orderBy(asc(albums.id)),
  ]);
  const entries: { path: string; lastmod?: string }[] = [
    ...fixedPages.map((page) => ({ path: page })),
    ...carRows.map((car) => ({ path: paths.cars.detail.href(car.id) })),
    ...versionRows.map((version) => ({ path: paths.cars.version.href(version.carId, version.id) })),
    ...pageRows
      .filter((page) => page.parentId === null || page.parentPublished === true)
      .map((page) => {
        const tree = paths.sections[page.kind];
        return {
          path: page.parentId !== null ? tree.subpage.href(page.parentId, page.id) : tree.page.href(page.id),
        };
      }),
    ...newsRows.map((item) => ({
      path: paths.news.detail.href(item.id, newsSlugOf(item)),
      lastmod: item.newsDate,
    })),
    ...albumRows.map((album) => ({ path: paths.gallery.album.href(album.id) })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(base + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * RFC 822 date of a moment on the newsroom's clock (Brasília), its offset asked of the time-zone database:
 * 'Wed, 18 Nov 2026 14:35:07 -0300'. Days and months in English, as RFC 822 names them (date-fns's own locale).
 */
export const rfc822Moment = (moment: Date): string =>
  format(moment, 'EEE, dd MMM yyyy HH:mm:ss xx', { in: inBrazil });

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export async function buildNewsFeed(
  ctx: Pick<AppContext, 'db' | 'media' | 'clock' | 'files'>,
  options: { publicUrl: string },
): Promise<string> {
  const { db } = ctx;
  const base = options.publicUrl.replace(/\/$/, '');
  const absolute = (link: string) => new URL(link, `${base}/`).href;
  const rows = await db
    .select({
      id: news.id,
      title: news.title,
      subtitle: news.subtitle,
      description: news.description,
      newsDate: news.newsDate,
      publishedAt: news.publishedAt,
      slug: news.slug,
      folder: media.folder,
      fileMed: media.fileMed,
      fileLow: media.fileLow,
      bytesMed: media.bytesMed,
      bytesLow: media.bytesLow,
      kind: media.kind,
    })
    .from(news)
    .leftJoin(media, eq(media.id, news.mediaId))
    .where(eq(news.published, true))
    .orderBy(desc(news.newsDate), desc(news.id))
    .limit(newsFeedSize);

  const items = await Promise.all(
    rows.map(async (row) => {
      const link = base + paths.news.detail.href(row.id, newsSlugOf(row));
      // The address by id alone, which a new title or slug does not change: a reader doesn't list the item twice.
      const guid = base + paths.news.detail.href(row.id);
      const description = row.subtitle.trim() || textOfHtml(row.description, 400);
      const lines = [
        `      <title>${escapeXml(row.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(guid)}</guid>`,
        `      <description>${escapeXml(description)}</description>`,
        `      <pubDate>${rfc822Moment(newsPublicationMoment(row))}</pubDate>`,
      ];
      // A photo's medium rendition (a video's poster): what a reader shows beside the headline.
      const file = row.kind === 'video' ? row.fileLow : row.fileMed;
      if (row.folder && file && mediaTypeOf(file) === 'image') {
        const url = escapeXml(absolute(ctx.media.file(row.folder, file)));
        const type = imageTypes[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'image/jpeg';
        lines.push(`      <media:content url="${url}" medium="image" type="${type}" />`);
        // An enclosure must state its length: as measured at start (server/media/mediaBytes.ts), else asked of the
        // store; given only when the file is there.
        const measured = row.kind === 'video' ? row.bytesLow : row.bytesMed;
        const key = mediaKey(row.folder, file);
        const size = measured ?? (key ? ((await ctx.files.stat(key))?.size ?? null) : null);
        if (size !== null) lines.push(`      <enclosure url="${url}" length="${size}" type="${type}" />`);
      }
      return ['    <item>', ...lines, '    </item>'].join('\n');
    }),
  );
  // The feed changed last when its latest item went live: not always the first, listed by its news date.
  const latest = Math.max(...rows.map((row) => newsPublicationMoment(row).getTime()));
  const lastBuild = rfc822Moment(rows.length ? new Date(latest) : ctx.clock.now());
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${siteName}: notícias</title>`,
    `    <link>${escapeXml(`${base}/news`)}</link>`,
    `    <atom:link href="${escapeXml(base + newsFeedPath)}" rel="self" type="application/rss+xml" />`,
    '    <description>As últimas notícias da Aurora Veículos do Brasil para a imprensa.</description>',
    '    <language>pt-BR</language>',
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
