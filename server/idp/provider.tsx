/**
 * The oidc-provider instance: one public client (the web app) with PKCE required, authorization code only, the
 * accounts of `idp_accounts`, storage in PostgreSQL, our Portuguese pages, and no consent screen for our own app.
 */
import Provider, { type ErrorOut, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client';
import { renderPage } from '../shared/html';
import { findAccount } from './accounts';
import { interactionPaths } from './interactionPaths';
import type { IdpKeys } from './keys';
import { ProviderErrorPage } from './ProviderErrorPage';
import { SignedOutPage } from './SignedOutPage';
import { SignOutPage } from './SignOutPage';
import { postgresAdapter } from './storeAdapter';

export interface ProviderOptions {
  db: Db;
  publicUrl: string;
  clientId: string;
  keys: IdpKeys;
  /** Whether a proxy in front tells the client's protocol (settings.trustProxy). */
  behindProxy: boolean;
}

export const issuerOf = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/oidc`;

/**
 * The origins the site answers on: the public address and, when it names a port, the same port on `localhost` and
 * `127.0.0.1` (a person on the machine may open either, and the app builds its addresses from the page's origin).
 */
export function siteOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (url.port) {
    origins.push(`${url.protocol}//localhost:${url.port}`, `${url.protocol}//127.0.0.1:${url.port}`);
  }
  return [...new Set(origins)];
}

const seconds = { minute: 60, hour: 60 * 60, day: 24 * 60 * 60 };

/**
 * Our app is the only client and first-party, so asking the person to consent to it would be a pointless click:
 * the grant is made (or widened to the requested scopes) here instead of on a consent screen.
 */
async function grantForOwnClient(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new oidc.provider.Grant({ accountId, clientId });
  const missing = [...oidc.requestParamOIDCScopes].filter(
    (scope) => !grant.getOIDCScope().split(' ').includes(scope),
  );
  if (missing.length || !existing) {
    grant.addOIDCScope(missing.join(' ') || 'openid');
    await grant.save();
  }
  return grant;
}

/**
 * Our sign-out page in place of the provider's, posting what the provider's own form posts: to its confirmation
 * address, with this browser session's anti-forgery secret.
 */
function signOutPage(oidc: KoaContextWithOIDC['oidc']): string {
  const secret = oidc.session?.state?.secret;
  return renderPage(
    <SignOutPage
      action={oidc.urlFor('end_session_confirm')}
      xsrf={typeof secret === 'string' ? secret : ''}
    />,
  );
}

export function createProvider(options: ProviderOptions): Provider {
  const { db, publicUrl, clientId, keys } = options;
  const issuer = issuerOf(publicUrl);
  const origins = siteOrigins(publicUrl);

  const provider = new Provider(issuer, {
    adapter: postgresAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Aurora Imprensa',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/login`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/home`),
      },
    ],
    jwks: keys.signing,
    cookies: { keys: keys.cookieKeys },
    // The standard scopes and claims, as the car group's provider has them; the e-mail also goes in the id token
    // itself (not only userinfo), the embedded provider's convenience: the app reads it from there (spec section 4).
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = signOutPage(ctx.oidc);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = renderPage(<SignedOutPage />);
        },
      },
    },
    findAccount: (_ctx: KoaContextWithOIDC, subject: string) => findAccount(db, subject),
    loadExistingGrant: grantForOwnClient,
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => interactionPaths.page(interaction.uid),
    },
    renderError: (ctx: KoaContextWithOIDC, out: ErrorOut) => {
      ctx.type = 'html';
      ctx.body = renderPage(<ProviderErrorPage code={out.error} />);
    },
    // The token endpoint answers the app's own origins only (the app is normally served from the same origin).
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origins.includes(origin),
    ttl: {
      AuthorizationCode: seconds.minute,
      IdToken: seconds.hour,
      AccessToken: seconds.hour,
      Interaction: seconds.hour,
      Session: seconds.day,
      Grant: seconds.day,
    },
  });
  provider.proxy = options.behindProxy;
  provider.use(async (ctx, next) => {
    await next();
    // A browser with no session here (signed out already, or expired) gets oidc-provider's own English
    // self-posting page, with an inline script; ours says it in Portuguese and posts the same fields. Koa's
    // middleware context types `oidc` as `any`: a request the provider routes nowhere has none.
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route === 'end_session' && ctx.status === 200 && !oidc.session?.accountId) {
      ctx.type = 'html';
      ctx.body = signOutPage(oidc);
    }
  });
  return provider;
}
