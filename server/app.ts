/**
 * Builds the newsroom API: plugins and routes, no listening. `main.ts` starts it; tests call `app.inject()`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import path from 'node:path';
import type { ServerSettings } from './config';
import type { Database } from './db/client';
import { apiNotFound, frameworkError, registerErrorHandling } from './plugins/errors';
import { registerMedia, registerWebApp } from './plugins/staticFiles';
import { healthRoutes } from './routes/health';
import { publicContentRoutes } from './routes/publicContent';
import { createContentCache } from './services/contentCache';
import { mediaUrlBuilder } from './services/mediaUrls';

export interface AppDeps {
  settings: Pick<ServerSettings, 'publicUrl' | 'dataDir' | 'webDir' | 'logLevel'>;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

export async function buildApp({ settings, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: settings.logLevel },
    // Two lines per request drown the start-up and error lines at `info`; they come back at `debug`.
    disableRequestLogging: !['debug', 'trace'].includes(settings.logLevel),
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a load balancer the client address comes from X-Forwarded-For (rate limits need the real one).
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
  });
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://*.google-analytics.com',
          'https://*.googletagmanager.com',
        ],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: [
          "'self'",
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Media is embedded by the app's own pages only; cross-origin embedding policy would block nothing useful.
    crossOriginEmbedderPolicy: false,
  });
  // Answers not prepared by the content cache are compressed on the fly.
  await app.register(compress, { global: true, threshold: 1024 });

  const cache = createContentCache();
  await database.listen('content_changed', () => cache.invalidate());
  const urls = mediaUrlBuilder(settings.publicUrl);
  const { db } = database;

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db));
      await api.register(publicContentRoutes({ db, cache, urls }));
      api.setNotFoundHandler((request, reply) => reply.status(404).send(apiNotFound(request.url)));
    },
    { prefix: '/api' },
  );
  await registerMedia(app, path.join(settings.dataDir, 'media'));
  await registerWebApp(app, settings.webDir);
  return app;
}
