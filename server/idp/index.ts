/**
 * The embedded OpenID Connect provider at `/oidc` (used when OIDC_ISSUER is not set): oidc-provider (a Koa app)
 * mounted with middie, beside our own sign-in routes under `/oidc/interaction` and `/oidc/assets`. Everything lives
 * in one encapsulated scope, so the form-body parser and the sign-in rate limit touch nothing else.
 */
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../appSettings';
import type { AppContext } from '../context';
import { interactionRoutes } from './interactionRoutes';
import type { IdpKeys } from './keys';

export interface EmbeddedIdpOptions {
  ctx: AppContext;
  settings: AppSettings;
  keys: IdpKeys;
}

/** Paths under `/oidc` that are ours (Fastify routes) rather than the provider's. */
const ownPaths = /^\/(interaction|assets)(\/|$)/;

export async function registerEmbeddedIdp(app: FastifyInstance, options: EmbeddedIdpOptions): Promise<void> {
  const { ctx, settings, keys } = options;
  // Loaded here, not at the top: oidc-provider prints a warning about Node 20 when imported (harmless, STACK.md),
  // which only a newsroom that really runs the embedded provider should show, after its start-up checks.
  const { createProvider } = await import('./provider');
  const provider = createProvider({
    db: ctx.db,
    publicUrl: settings.publicUrl,
    clientId: settings.oidcClientId,
    keys,
    behindProxy: Boolean(settings.trustProxy),
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'embedded provider failed'));

  await app.register(async (scope) => {
    await scope.register(middie);
    const handle = provider.callback();
    // Middie strips the mount path, so `request.url` here is the provider's own path ('/auth', '/token'…).
    scope.use('/oidc', (request, response, next) => {
      if (ownPaths.test(request.url ?? '')) return next();
      handle(request, response);
    });
    // Middie runs in the onRequest hook of this scope's routes, so the provider's addresses need a route here for
    // the hook to run at all; the provider answers before the handler would.
    const neverReached = async () => {
      throw new Error('the embedded provider did not answer');
    };
    scope.all('/oidc', neverReached);
    scope.all('/oidc/*', neverReached);
    await scope.register(interactionRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      counters: ctx.counters,
      provider,
      signInLimitPerMinute: settings.signInLimitPerMinute,
    });
  });
}
