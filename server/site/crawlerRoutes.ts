/**
 * `GET /robots.txt`, `GET /sitemap.xml` (at the site's root, where crawlers look) and `GET /api/news/feed.xml` (RSS
 * 2.0 of the latest news, linked from every page's head). XML is not JSON: these routes declare no response schema.
 * Each answer is built once per content generation and revalidated by ETag.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';
import type { ContentCache } from '../shared/contentCache';
import { buildNewsFeed, buildSitemap, robotsTxt } from './crawlerFeeds';
import { etagOf } from './pageHtml';

export type CrawlerRouteOptions = AppContext & { settings: Pick<ServerSettings, 'publicUrl'> };

interface Prepared {
  body: string;
  etag: string;
}

/** One answer per content generation; concurrent first asks share one build, a failed build is not kept. */
function perGeneration(cache: ContentCache, build: () => Promise<string>): () => Promise<Prepared> {
  let kept: { generation: number; answer: Promise<Prepared> } | null = null;
  return () => {
    const generation = cache.generation;
    if (kept?.generation === generation) return kept.answer;
    const answer = build().then((body) => ({ body, etag: etagOf(body) }));
    const entry = { generation, answer };
    kept = entry;
    answer.catch(() => {
      if (kept === entry) kept = null;
    });
    return answer;
  };
}

function sendText(request: FastifyRequest, reply: FastifyReply, type: string, prepared: Prepared) {
  reply.type(type).header('etag', prepared.etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === prepared.etag) return reply.status(304).send();
  return reply.send(prepared.body);
}

/** At the root of the site. */
export const siteIndexRoutes: FastifyPluginAsyncTypebox<CrawlerRouteOptions> = async (app, ctx) => {
  const robots = { body: robotsTxt(ctx.settings.publicUrl), etag: etagOf(robotsTxt(ctx.settings.publicUrl)) };
  const sitemap = perGeneration(ctx.cache, () => buildSitemap(ctx, ctx.settings.publicUrl));

  app.get('/robots.txt', (request, reply) => sendText(request, reply, 'text/plain; charset=utf-8', robots));
  app.get('/sitemap.xml', async (request, reply) =>
    sendText(request, reply, 'application/xml; charset=utf-8', await sitemap()),
  );
};

/** Inside `/api`. */
export const newsFeedRoutes: FastifyPluginAsyncTypebox<CrawlerRouteOptions> = async (app, ctx) => {
  const feed = perGeneration(ctx.cache, () => buildNewsFeed(ctx, { publicUrl: ctx.settings.publicUrl }));
  app.get('/news/feed.xml', async (request, reply) =>
    sendText(request, reply, 'application/rss+xml; charset=utf-8', await feed()),
  );
};
