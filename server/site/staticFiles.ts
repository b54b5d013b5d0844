/**
 * The built web app: its hashed assets are immutable; index.html is always revalidated so a new release is picked
 * up at once. (Media are served from the file store: server/media/mediaRoute.ts.)
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { notFound, sendError, statusMessages } from '../plugins/errors';
import type { AllowedMethods } from '../plugins/methodNotAllowed';
import { etagOf, type PageHtml } from './pageHtml';

/** 405 with `Allow` when the address exists for other methods, else a JSON 404. */
export function answerUnrouted(reply: FastifyReply, url: string, method: string, allowed: AllowedMethods) {
  const methods = allowed(url);
  if (methods.length && !methods.includes(method)) {
    reply.header('allow', methods.join(', '));
    return sendError(reply, 405, statusMessages[405]);
  }
  return notFound(reply, url);
}

/**
 * `pageHtml` may answer an app route with the page's own HTML (pageHtml.ts: title, sharing tags, preload
 * of its main picture); when it answers null, index.html is sent as built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  allowed: AllowedMethods,
  pageHtml?: PageHtml,
  options: { sourceMaps: boolean } = { sourceMaps: true },
) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built web app in ${webDir}: serving the API only (run \`npm run build\`)`);
    app.setNotFoundHandler((request, reply) => answerUnrouted(reply, request.url, request.method, allowed));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Answered by routes of their own (crawlerRoutes.ts); a build that still has a copy must not clash with them.
    // Source maps carry the whole of src/: a DEV or BETA build has them, a deployment never serves them.
    globIgnore: ['robots.txt', 'sitemap.xml', ...(options.sourceMaps ? [] : ['**/*.map', '**/*.map.*'])],
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, no-cache');
    },
  });
  // Any other address is the single-page app (pageHtml answers 404 for one outside its routes, which the app then
  // sends to /home); addresses of the API,
  // the media, the provider and the local tools that match nothing stay JSON 404s: a deployment has no embedded
  // provider and no /dev tools, and answering the app's page there would say they exist.
  app.setNotFoundHandler(async (request, reply) => {
    const isAsset =
      /^\/(api|media|oidc|assets|dev)(\/|\?|$)/.test(request.url) ||
      path.extname(request.url.split('?')[0] ?? '');
    if (!['GET', 'HEAD'].includes(request.method) || isAsset)
      return answerUnrouted(reply, request.url, request.method, allowed);
    reply.header('cache-control', 'public, no-cache');
    const page = await pageHtml?.render(request.url);
    if (!page) return reply.sendFile('index.html', webDir);
    if (page.status === 301) return reply.redirect(page.location, 301);
    reply.type('text/html; charset=utf-8');
    if (page.status !== 200) return reply.status(page.status).send(page.html);
    const etag = etagOf(page.html);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(page.html);
  });
}
