/**
 * The app's index.html, told about the page it opens: for a news item, a car, a version, a section page and home,
 * the `<head>` carries the item's title, description, canonical address, Open Graph and Twitter card tags (what a
 * shared link previews; a news item's own share title, description and image where the press office gave them),
 * schema.org NewsArticle data for news, and a preload of the page's largest picture with the same `srcset`/`sizes`
 * the app will draw it with, so the browser fetches it before the JavaScript and the API call and then reuses it.
 * Any other route of the app gets the file as built; an unknown id, an unpublished item (without a preview token that
 * opens it) and an address outside the app's routes get it with `noindex` and a 404. A news item asked with a slug
 * that is not its own is sent to its address (301), so a link made before its title or slug changed still lands.
 *
 * Every value from the database is escaped for where it goes: an editor's title like `"><script>` stays text in
 * an attribute, and `</script>` can't close the JSON-LD block (its `<` is written `\u003c`).
 *
 * Heads are built once per address and content generation (NOTIFY content_changed), least recently used out.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { brazilIsoOf } from '../../src/domain/brazilTime';
import type { MediaVariants } from '../../src/domain/content';
import { imageMimeTypes, pictureSrcSets } from '../../src/domain/imageFormats';
import { mediaTypeOf } from '../../src/domain/media';
import type { AppContext } from '../context';
import { createOgImageMaker, ogImageSize, type OgImageMaker } from '../media/ogImage';
import { canonicalTag, feedLinkTag, imagePreloadTag, jsonLdTag, metaTag, titleTag } from './headTags';
import { pageAssetTags, readManifest, type Manifest } from './pageAssets';
import { matchAppRoute } from './appRoutes';
import { appPageOf, findPageMeta, previewOpens, type PageMeta } from './pageMeta';

export const siteName = 'Aurora Imprensa';
export const newsFeedPath = '/api/news/feed.xml';

/** Nominal widths of the renditions: the same numbers as src/components/media/srcSet.ts (a test holds them equal). */
const renditionWidths = { mediaLow: 1024, mediaMed: 1795, media: 4096 } as const;

/** The `srcset` the app's ResponsiveImage writes for a photo (src/components/media/srcSet.ts, `imageSrcSet`). */
export function appSrcSet(image: MediaVariants): string {
  return (Object.keys(renditionWidths) as (keyof MediaVariants)[])
    .filter((key) => image[key])
    .map((key) => `${image[key].replace(/ /g, '%20')} ${renditionWidths[key]}w`)
    .join(', ');
}

/**
 * `sizes` of the pictures preloaded, as the app draws them: the home banner across the whole window
 * (src/features/home/imageSizes.ts, `bannerImageSizes`); a content page's lead image across its main column, which
 * is narrower beside the vertical related-content list of news and versions (`mainSizes` of
 * src/components/content/ContentPageView.tsx). A test holds these to the app's.
 */
export const bannerImageSizes = '100vw';
export const leadImageSizes = {
  full: '(min-width: 1200px) 1136px, 92vw',
  withAside: '(min-width: 1200px) 776px, (min-width: 992px) calc(92vw - 23rem), 92vw',
} as const;
const leadSizesOf: Record<Exclude<PageMeta['kind'], 'home' | 'album'>, string> = {
  news: leadImageSizes.withAside,
  version: leadImageSizes.withAside,
  car: leadImageSizes.full,
  section: leadImageSizes.full,
};

interface Template {
  html: string;
  title: string;
  description: string;
}

const decodeText = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function readTemplate(html: string): Template {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? siteName;
  const description =
    /<meta\s[^>]*name=["']description["'][^>]*content=["']([^"']*)["']/i.exec(html)?.[1]?.trim() ?? '';
  return { html, title: decodeText(title), description: decodeText(description.replace(/\s+/g, ' ')) };
}

/** The built page with `tags` in its head, in place of the generic title, description, sharing and canonical tags. */
export function injectHead(template: string, tags: string[], { replace = true } = {}): string {
  let html = template;
  if (replace) {
    html = html
      .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*\n?/i, '')
      .replace(
        /[ \t]*<meta\s[^>]*(?:name|property)=["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>[ \t]*\n?/gi,
        '',
      )
      .replace(/[ \t]*<link\s[^>]*rel=["']canonical["'][^>]*>[ \t]*\n?/gi, '');
  }
  if (!/application\/rss\+xml/i.test(html)) tags = [...tags, feedLink];
  const block = tags.map((tag) => `    ${tag}\n`).join('');
  // Early in the head, after the charset and viewport: the preload is seen before the scripts and styles.
  const anchor =
    /<meta\s+name=["']viewport["'][^>]*>[ \t]*\n?/i.exec(html) ??
    /<meta\s+charset=[^>]*>[ \t]*\n?/i.exec(html);
  if (anchor) {
    const at = anchor.index + anchor[0].length;
    return `${html.slice(0, at)}${anchor[0].endsWith('\n') ? '' : '\n'}${block}${html.slice(at)}`;
  }
  return html.replace(/<\/head>/i, `${block}</head>`);
}

const feedLink = feedLinkTag(`${siteName}: notícias`, newsFeedPath);

export interface PageHtmlOptions {
  ctx: Pick<AppContext, 'db' | 'cache' | 'media' | 'files' | 'clock'>;
  publicUrl: string;
  webDir: string;
  log?: { warn(message: string): void };
  maxPages?: number;
}

export interface PageHtml {
  /**
   * The page's HTML and status (404 for an item that is not there), its right address (301) when asked by another,
   * or null to send the built file as it is.
   */
  render(
    url: string,
  ): Promise<{ html: string; status: 200 | 404 } | { status: 301; location: string } | null>;
}

/** A page's head tags, and what they were made from. */
interface Head {
  tags: string[];
  meta: PageMeta;
}

/** The share image of a page without a picture of its own (a news item written without a main photo). */
export const defaultShareImage = '/share.jpg';

export function createPageHtml(options: PageHtmlOptions): PageHtml {
  const { ctx, publicUrl, webDir, log } = options;
  const base = publicUrl.replace(/\/$/, '');
  const absolute = (link: string) => new URL(link, `${base}/`).href;
  const ogImages: OgImageMaker = createOgImageMaker(ctx.files, log);
  const heads = new LRUCache<string, { generation: number; tags: Promise<Head | 'missing'> }>({
    max: options.maxPages ?? 2000,
  });
  const indexFile = path.join(webDir, 'index.html');
  let template: { mtimeMs: number; value: Template; manifest: Manifest | null } | null = null;

  async function currentTemplate(): Promise<{ value: Template; manifest: Manifest | null }> {
    const { mtimeMs } = await stat(indexFile);
    // A new build replaces the file while the server runs (npm run build): read it again, and its manifest.
    if (template?.mtimeMs !== mtimeMs)
      template = {
        mtimeMs,
        value: readTemplate(await readFile(indexFile, 'utf8')),
        manifest: await readManifest(webDir),
      };
    return template;
  }

  /** The newsroom's own card (public/share.jpg, cut at the share size): what a link to a page without a picture shows. */
  function defaultImageTags(alt: string): { tags: string[]; url: string } {
    const url = absolute(defaultShareImage);
    return {
      url,
      tags: [
        metaTag('property', 'og:image', url),
        metaTag('property', 'og:image:type', 'image/jpeg'),
        metaTag('property', 'og:image:width', String(ogImageSize.width)),
        metaTag('property', 'og:image:height', String(ogImageSize.height)),
        metaTag('property', 'og:image:alt', alt),
      ],
    };
  }

  async function imageTags(page: PageMeta, alt: string): Promise<{ tags: string[]; url: string | null }> {
    const picture = page.shareImage === undefined ? page.image : page.shareImage;
    if (!picture) return defaultImageTags(alt);
    const made = await ogImages.make(picture);
    if (made) {
      const url = absolute(ctx.media.file('og', made));
      return {
        url,
        tags: [
          metaTag('property', 'og:image', url),
          metaTag('property', 'og:image:type', 'image/jpeg'),
          metaTag('property', 'og:image:width', String(ogImageSize.width)),
          metaTag('property', 'og:image:height', String(ogImageSize.height)),
          metaTag('property', 'og:image:alt', alt),
        ],
      };
    }
    // The source file is not in the file store (a CDN holds it, say): the medium rendition, uncut, is still a picture.
    const variants = ctx.media.variants(picture);
    const fallback = picture.kind === 'video' ? variants.mediaLow : variants.mediaMed;
    if (mediaTypeOf(fallback) !== 'image') return defaultImageTags(alt);
    const url = absolute(fallback);
    return { url, tags: [metaTag('property', 'og:image', url), metaTag('property', 'og:image:alt', alt)] };
  }

  /** The first picture the page draws, fetched at once with the `srcset` and `sizes` it is drawn with. */
  function preloadTag(page: PageMeta): string | null {
    // An album draws a grid of pictures, not its cover first.
    if (!page.image || page.kind === 'album') return null;
    const variants = ctx.media.variants(page.image);
    const video = page.image.kind === 'video' || mediaTypeOf(variants.mediaMed) === 'video';
    if (video) {
      // Home's banner shows a video's poster (its low rendition) first; a content page's looping video, nothing.
      if (page.kind !== 'home' || !variants.mediaLow) return null;
      return imagePreloadTag({ href: variants.mediaLow });
    }
    const sizes = page.kind === 'home' ? bannerImageSizes : leadSizesOf[page.kind];
    // A JPEG photo is drawn as a <picture> whose first choice is AVIF (every current browser has it): the preload
    // must name that file, or the browser downloads the picture twice. `type` makes a browser without AVIF skip it.
    const sets = pictureSrcSets(variants);
    if (sets) return imagePreloadTag({ type: imageMimeTypes.avif, srcSet: sets.avif, sizes });
    return imagePreloadTag({ srcSet: appSrcSet(variants), sizes });
  }

  async function buildTags(page: PageMeta, defaults: Template): Promise<string[]> {
    const title = page.title ?? defaults.title;
    // What a shared link's card says: a news item's share title, else the page's own.
    const shareTitle = page.shareTitle ?? title;
    const description = page.description ?? defaults.description;
    const canonical = absolute(page.canonicalPath);
    const image = await imageTags(page, page.shareTitle ?? page.title ?? page.image?.title ?? title);
    const tags = [
      titleTag(page.title ? `${page.title} | ${siteName}` : title),
      metaTag('name', 'description', description),
      canonicalTag(canonical),
      metaTag('property', 'og:type', page.type),
      metaTag('property', 'og:site_name', siteName),
      metaTag('property', 'og:locale', 'pt_BR'),
      metaTag('property', 'og:title', shareTitle),
      metaTag('property', 'og:description', description),
      metaTag('property', 'og:url', canonical),
      ...image.tags,
      metaTag('name', 'twitter:card', image.url ? 'summary_large_image' : 'summary'),
      metaTag('name', 'twitter:title', shareTitle),
      metaTag('name', 'twitter:description', description),
      ...(image.url ? [metaTag('name', 'twitter:image', image.url)] : []),
    ];
    if (page.published) {
      // The moment it went live, with Brasília's offset of that day.
      const published = brazilIsoOf(page.published);
      tags.push(metaTag('property', 'article:published_time', published));
      tags.push(
        jsonLdTag({
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: title.length > 110 ? `${title.slice(0, 109)}…` : title,
          description,
          datePublished: published,
          ...(image.url ? { image: [image.url] } : {}),
          mainEntityOfPage: canonical,
          url: canonical,
          author: { '@type': 'Organization', name: siteName, url: `${base}/` },
          publisher: {
            '@type': 'Organization',
            name: siteName,
            url: `${base}/`,
            logo: { '@type': 'ImageObject', url: absolute('/logo.svg') },
          },
        }),
      );
    }
    const preload = preloadTag(page);
    if (preload) tags.unshift(preload);
    return tags;
  }

  /** The page's head; null for an address described nowhere, 'missing' for an item that is not there. */
  function headFor(pathname: string, defaults: Template): Promise<Head | 'missing' | null> {
    const page = appPageOf(pathname);
    if (!page) return Promise.resolve(null);
    if (page.kind === 'print') return Promise.resolve(null);
    if (page.kind === 'missing') return Promise.resolve('missing');
    const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
    const generation = ctx.cache.generation;
    const cached = heads.get(key);
    if (cached && cached.generation === generation) return cached.tags;
    // Home is always described; any other page found nowhere (an unknown id, a draft) is missing.
    const tags = findPageMeta(ctx.db, page).then(async (found): Promise<Head | 'missing'> =>
      found ? { tags: await buildTags(found, defaults), meta: found } : 'missing',
    );
    heads.set(key, { generation, tags });
    // A failed build (the database away) is not kept: the next visit tries again.
    tags.catch(() => {
      if (heads.get(key)?.tags === tags) heads.delete(key);
    });
    return tags;
  }

  return {
    async render(url) {
      const pathname = url.split(/[?#]/, 1)[0] ?? '/';
      try {
        const { value: built, manifest } = await currentTemplate();
        const noindex = [metaTag('name', 'robots', 'noindex')];
        // An address outside the app's routes is no page: search engines hear 404; the app, once loaded, takes the
        // visitor home as the spec says (docs/decisions.md, "Unknown addresses").
        if (!matchAppRoute(pathname))
          return { status: 404, html: injectHead(built.html, noindex, { replace: false }) };
        // Print variants are copies of their page for paper: kept out of search results, otherwise as built.
        if (appPageOf(pathname)?.kind === 'print')
          return { status: 200, html: injectHead(built.html, noindex, { replace: false }) };
        const head = await headFor(pathname, built);
        if (head === 'missing') {
          // The app says 'Conteúdo não encontrado.'; search engines hear 404, not a page to index. A draft opened
          // with its preview token is the app's to show (it asks the API with the token), never indexed either.
          // A token that opens nothing (wrong, expired, revoked) is the same 404 as the API's.
          const token = new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '').get('token');
          const asked = appPageOf(pathname);
          const previewed =
            token !== null && asked !== null && (await previewOpens(ctx.db, asked, token, ctx.clock.now()));
          return { status: previewed ? 200 : 404, html: injectHead(built.html, noindex, { replace: false }) };
        }
        const asked = appPageOf(pathname);
        if (head && asked?.kind === 'news' && asked.slug !== undefined && asked.slug !== head.meta.slug) {
          const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
          return { status: 301, location: `${head.meta.canonicalPath}${query}` };
        }
        const assets = pageAssetTags(manifest, pathname, '/api/');
        if (!head && assets.length === 0) return null;
        const html = head ? injectHead(built.html, head.tags) : built.html;
        // Last in the head: the entry script and its stylesheet, named by the build above, keep their lead.
        return {
          status: 200,
          html: html.replace(/<\/head>/i, `${assets.map((tag) => `    ${tag}\n`).join('')}  </head>`),
        };
      } catch (error) {
        // The page works without its head: the app reads its content through the API.
        log?.warn(`page head of ${pathname} not built: ${(error as Error).message}`);
        return null;
      }
    },
  };
}

/** A strong ETag of a page's HTML. */
export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}
