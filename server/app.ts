/**
 * Builds the newsroom API: plugins and routes, no listening. `main.ts` starts it; tests call `app.inject()`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import path from 'node:path';
import type { AppSettings } from './appSettings';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { loadIdpKeys } from './idp/keys';
import { cartFeature } from './cart/cartFeature';
import { contentFeature } from './content/contentFeature';
import { downloadsFeature } from './downloads/downloadsFeature';
import { editorialFeature, type EditorialFeatureOptions } from './editorial/editorialFeature';
import { eventsFeature } from './events/eventsFeature';
import { favoritesFeature } from './favorites/favoritesFeature';
import { fleetFeature } from './fleet/fleetFeature';
import { followsFeature } from './follows/followsFeature';
import { healthFeature } from './health/healthFeature';
import { idpFeature } from './idp/idpFeature';
import { jobsFeature, type JobsFeatureOptions } from './jobs/jobsFeature';
import { loansFeature } from './loans/loansFeature';
import { mailFeature } from './mail/mailFeature';
import { mediaFeature } from './media/mediaFeature';
import { newsFeature } from './news/newsFeature';
import { newsletterFeature } from './newsletter/newsletterFeature';
import { pdfFeature } from './pdf/pdfFeature';
import { searchFeature } from './search/searchFeature';
import { setsFeature } from './sets/setsFeature';
import { signInFeature, type SignInFeatureOptions } from './signIn/signInFeature';
import { siteFeature } from './site/siteFeature';
import { uploadsFeature } from './uploads/uploadsFeature';
import { usersFeature } from './users/usersFeature';
import type { PdfService } from './pdf/pdfService';
import type { IdpKeys } from './idp/keys';
import type { FileStore } from './storage/fileStore';
import { openFileStore } from './storage/openFileStore';
import { sharedCounters } from './plugins/sharedCounters';
import { RequestLogLines } from './logging';
import { authPlugin } from './plugins/auth';
import type { Feature } from './plugins/feature';
import { frameworkError, registerErrorHandling } from './plugins/errors';
import { trackRoutes } from './plugins/methodNotAllowed';
import { registerApiRateLimit, registerSecurityHeaders } from './plugins/security';
import { registerStorableTextCheck } from './plugins/storableText';
import { validateBodiesStrictly } from './plugins/strictBodies';
import { closeConnectionsOfUnreadBodies } from './plugins/unreadBodies';
import { warnOfUntrustedProxy } from './plugins/proxyWarning';
import { answerUnrouted, registerWebApp } from './site/staticFiles';
import { openUploadStore } from './editorial/media/uploadStore';
import { followMailHeaders } from './follows/unsubscribeLinks';
import { createSitePdf } from './pdf/sitePdf';
import { adjustableClock, systemClock, type AdjustableClock, type Clock } from './shared/clock';
import { createContentCache } from './shared/contentCache';
import { noMetrics, type Metrics } from './shared/metrics';
import { countAnswers } from './plugins/requestMetrics';
import { createIdTokenVerifier } from './signIn/idTokens';
import { providerOrigins, readBuiltAppProvider } from './signIn/builtAppProvider';
import { jobQueuedChannel, readJobQueue } from './jobs/jobQueue';
import { createJobWorker } from './jobs/jobWorker';
import { newsroomJobs } from './newsroomJobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createAnswerGrants } from './media/answerGrants';
import { createFileAccess } from './media/fileAccess';
import { mediaUrlBuilder } from './media/mediaUrls';
import { mailQueuedChannel, readOutbox } from './mail/outbox';
import { createOutboxSender, type OutboxSender } from './mail/outboxSender';
import { createPageHtml } from './site/pageHtml';
import { linkSigner, loadLinkSecret } from './shared/linkSigning';
import { downloadPasses, type DownloadPasses } from './downloads/downloadPasses';

/** What the app hands every feature: the context, the settings and the services each process makes once. */
type NewsroomServices = AppContext &
  SignInFeatureOptions &
  EditorialFeatureOptions &
  JobsFeatureOptions & {
    settings: AppSettings;
    passes: DownloadPasses;
    pdf: PdfService;
    idpKeys: IdpKeys | null;
  };

/**
 * The newsroom's features, each a plugin of its own that registers its routes: its calls under /api (after the rate
 * limit and the sign-in check) and its pages outside it, in this order. What each needs it declares (its options'
 * type, and the plugins and decorators it must find registered before it: plugins/feature.ts).
 */
const features: Feature<NewsroomServices>[] = [
  healthFeature,
  signInFeature,
  usersFeature,
  favoritesFeature,
  followsFeature,
  newsletterFeature,
  loansFeature,
  fleetFeature,
  uploadsFeature,
  eventsFeature,
  contentFeature,
  newsFeature,
  searchFeature,
  mediaFeature,
  setsFeature,
  downloadsFeature,
  cartFeature,
  pdfFeature,
  siteFeature,
  editorialFeature,
  idpFeature,
  mailFeature,
  jobsFeature,
];

export interface AppDeps {
  settings: AppSettings;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  clock?: Clock;
  mailer?: Mailer;
  /** The file store; the one the settings name unless given (main.ts shares its own with the seed). */
  files?: FileStore;
  /**
   * Deliver the mail outbox in the background (default true). Tests that look at queued messages, or deliver them
   * themselves with `deliverDueMail`, turn it off.
   */
  sendQueuedMail?: boolean;
  /** Registers more API routes inside `/api` (tests use it for routes that exist only to exercise a plugin). */
  extraApiRoutes?: (api: FastifyInstance, ctx: AppContext) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where Prometheus scrapes this app ('http://127.0.0.1:9464/metrics') once it is ready; null without METRICS_PORT. */
    metricsUrl: string | null;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { settings, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: settings.logLevel },
    logController: new RequestLogLines(),
    routerOptions: { ignoreTrailingSlash: true },
    // Only a proxy the settings name may tell the client's address and host; anyone else could forge them.
    trustProxy:
      typeof settings.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (settings.trustProxy as number)
        : settings.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client that sends half a request, or keeps an idle socket, is cut off: otherwise a few thousand of them
    // would hold every file descriptor of the process.
    requestTimeout: settings.timeouts.requestMs,
    connectionTimeout: settings.timeouts.connectionMs,
    keepAliveTimeout: settings.timeouts.keepAliveMs,
    http: {
      // Node looks for requests past their time only every 30 s unless told otherwise: look every second.
      connectionsCheckingInterval: Math.min(1000, settings.timeouts.requestMs),
      headersTimeout: Math.min(15_000, settings.timeouts.requestMs),
    },
    frameworkErrors: frameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  // A local newsroom's clock can be moved forward by a browser test (/dev/clock); a deployment's never.
  const localClock: AdjustableClock | null = !deps.clock && !settings.production ? adjustableClock() : null;
  const clock = deps.clock ?? localClock ?? systemClock;
  const metrics = await openMetrics(app, deps, clock);
  // Before any route: the hooks count the answers of every route added after them, and the unrouted ones. Without
  // metrics, no hooks: a request costs what it did.
  if (metrics !== noMetrics) countAnswers(app, metrics);
  // Before any route is added: these apply to every route added after them.
  validateBodiesStrictly(app);
  registerStorableTextCheck(app);
  closeConnectionsOfUnreadBodies(app);
  const allowedMethods = trackRoutes(app);
  if (settings.production && settings.trustProxy === false) warnOfUntrustedProxy(app);
  await registerSecurityHeaders(app, {
    mediaBaseUrl: settings.mediaBaseUrl,
    identityProvider: providerOrigins(readBuiltAppProvider(settings.webDir), settings),
  });

  const cache = createContentCache({ onLookup: metrics.cacheLookup });
  // Each LISTEN holds a connection of the pool: given back when the app closes (a test may close an app and keep its
  // database open for the next one).
  const unlistens: (() => Promise<void>)[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(unlistens.splice(0).map((unlisten) => unlisten()));
  });
  unlistens.push(await database.listen('content_changed', () => cache.invalidate()));
  const signer = linkSigner(await loadLinkSecret(database.db, settings.linkSecret));
  const fileAccess = createFileAccess({
    db: database.db,
    signer,
    clock,
    generation: () => cache.generation,
  });
  const ctx: AppContext = {
    db: database.db,
    cache,
    media: mediaUrlBuilder(settings.mediaBaseUrl),
    answerGrants: createAnswerGrants(fileAccess, settings.mediaBaseUrl),
    fileAccess,
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: settings.smtpUrl,
        outboxDir: path.join(settings.dataDir, 'outbox'),
        from: settings.mailFrom,
      }),
    clock,
    files: deps.files ?? openFileStore(settings),
    counters: sharedCounters(settings.redisUrl, app.log),
    metrics,
  };
  app.addHook('onClose', () => ctx.counters.close());
  // Until Redis answers, counts are skipped: wait a moment for it (its absence is logged by the counters).
  await ctx.counters.connected();
  let sender: OutboxSender | undefined;
  if (deps.sendQueuedMail ?? true) {
    sender = createOutboxSender({
      db: ctx.db,
      mailer: ctx.mailer,
      clock: ctx.clock,
      log: app.log,
      headersOf: followMailHeaders({ db: ctx.db, publicUrl: settings.publicUrl, signer }),
      metrics,
    });
    const wake = sender.wake;
    unlistens.push(await database.listen(mailQueuedChannel, () => wake()));
  }
  // Timed work (the due sweep, reminders, abandoned uploads, the outbox's rounds) runs as jobs (server/jobs/):
  // started once the app is ready (listen, or the first inject), stopped before the database is closed.
  const uploads = openUploadStore(settings);
  const jobs = createJobWorker({
    db: ctx.db,
    clock: ctx.clock,
    log: app.log,
    metrics,
    tasks: newsroomJobs({
      db: ctx.db,
      files: ctx.files,
      site: { publicUrl: settings.publicUrl, organizer: settings.mailFrom, linkSecret: settings.linkSecret },
      log: app.log,
      ...(sender ? { mail: sender } : {}),
      uploads,
      metrics,
    }),
  });
  unlistens.push(await database.listen(jobQueuedChannel, () => jobs.wake()));
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await sender?.stop();
  });

  // Without an external provider, the embedded one signs the id tokens with keys kept in the database.
  const idpKeys = settings.oidcIssuer ? null : await loadIdpKeys(ctx.db);
  const pdf = createSitePdf(settings, ctx.files, app.log, metrics);
  app.addHook('onClose', () => pdf.close());
  const idTokens = createIdTokenVerifier(settings, idpKeys);
  const passes = downloadPasses(linkSigner(await loadLinkSecret(ctx.db, settings.linkSecret)), ctx.clock);

  const services: NewsroomServices = {
    ...ctx,
    settings,
    passes,
    pdf,
    uploads,
    idTokens,
    providerClock: deps.clock ?? systemClock,
    idpKeys,
    localClock,
    wakeJobs: () => jobs.wake(),
  };
  await app.register(
    async (api) => {
      await registerApiRateLimit(api, {
        perMinute: settings.rateLimitPerMinute,
        routeScale: settings.routeLimitScale ?? 1,
        counters: ctx.counters,
      });
      await api.register(authPlugin, ctx);
      for (const { api: calls } of features) if (calls) await api.register(calls, services);
      if (deps.extraApiRoutes) await deps.extraApiRoutes(api, ctx);
      api.setNotFoundHandler((request, reply) =>
        answerUnrouted(reply, request.url, request.method, allowedMethods),
      );
    },
    { prefix: '/api' },
  );
  for (const { pages } of features) if (pages) await app.register(pages, services);
  const pageHtml = createPageHtml({
    ctx,
    publicUrl: settings.publicUrl,
    webDir: settings.webDir,
    log: app.log,
  });
  await registerWebApp(app, settings.webDir, allowedMethods, pageHtml, { sourceMaps: !settings.production });
  return app;
}

/**
 * The metrics of this app (shared/metrics.ts): with `METRICS_PORT`, prom-client's, read on a listener of their own
 * once the app is ready; without it, no-ops, and prom-client is never loaded (the start costs what it did).
 */
async function openMetrics(app: FastifyInstance, deps: AppDeps, clock: Clock): Promise<Metrics> {
  const { settings, database } = deps;
  app.decorate('metricsUrl', null);
  if (settings.metricsPort === undefined) return noMetrics;
  const scraped = (await import('./shared/metricsListener')).openMetrics(
    { port: settings.metricsPort, host: settings.host },
    {
      jobQueue: () => readJobQueue(database.db, clock.now()),
      outbox: () => readOutbox(database.db),
      ...(database.poolUse ? { pool: database.poolUse } : {}),
    },
    app.log,
  );
  app.addHook('onReady', async () => {
    app.metricsUrl = await scraped.start();
  });
  app.addHook('onClose', () => scraped.close());
  return scraped.metrics;
}
