/**
 * Verifies the id tokens `GET login` receives (DECISIONS.md "Sign-in"): the signature against the provider's keys,
 * the issuer, the audience (our client id, and `azp` when the token names several audiences), the expiry, and the
 * claims sign-in needs (sub, iat, nonce, an e-mail). A provider that keeps the e-mail out of the id token (the
 * standard: claims of the `email` scope go to userinfo when an access token is issued) is asked at its userinfo
 * address with the access token the app received with the id token. With no OIDC_ISSUER the provider is the
 * embedded one, whose public keys this process already holds; otherwise the keys come from the provider's discovery
 * document. Whatever is wrong with the token answers the same 401 (a provider
 * we can't reach, a 503): the library's English and the precise reason stay in the log (`reason`), never in the
 * answer.
 */
import {
  createLocalJWKSet,
  errors,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { withoutTrailingSlash } from '../../src/domain/addresses';
import { isEmailShape } from '../../src/domain/email';
import type { AppSettings } from '../appSettings';
import type { IdpKeys } from '../idp/keys';
import { DomainError } from '../shared/domainError';

export const idTokenMessages = {
  refused: 'Não foi possível confirmar o seu login. Entre novamente.',
  providerUnavailable: 'O serviço de login está indisponível no momento. Tente novamente em instantes.',
} as const;

export interface VerifiedIdToken {
  /** The provider that issued it: a subject names one person only within its provider. */
  issuer: string;
  subject: string;
  /** As the provider sent it, trimmed; callers compare it in lower case. */
  email: string;
  /** The provider's `email_verified`, when it says. */
  emailVerified: boolean | undefined;
  /** '' when the token has no name. */
  name: string;
  nonce: string;
}

export interface IdTokenVerifier {
  /**
   * `now` is the app's clock: tests fix it, and expiry is judged by it. `accessToken` is used only when the id token
   * has no e-mail, to ask the provider's userinfo.
   */
  verify(idToken: string, now: Date, accessToken?: string): Promise<VerifiedIdToken>;
}

/** A refused id token: the 401 the user reads, and the reason the log keeps. */
export class IdTokenRefused extends DomainError {
  constructor(readonly reason: string) {
    super(401, idTokenMessages.refused);
  }
}

/** The provider could not be reached (its discovery document or its keys): not the user's fault, worth a retry. */
export class IdentityProviderUnavailable extends DomainError {
  constructor(readonly reason: string) {
    super(503, idTokenMessages.providerUnavailable);
  }
}

/** The signatures oidc-provider and the usual providers use; `none` and the HMAC family (a shared secret) never. */
const algorithms = ['RS256', 'ES256', 'PS256'];
/** Clocks of two servers disagree a little. */
const clockToleranceSeconds = 30;
const discoveryTimeoutMs = 5000;
const userinfoTimeoutMs = 5000;

type Settings = Pick<AppSettings, 'publicUrl' | 'oidcIssuer' | 'oidcClientId'>;

interface Keys {
  issuer: string;
  jwks: JWTVerifyGetKey;
  /** Where the provider answers who an access token's owner is; the embedded provider always puts the e-mail in
   * the id token, so it needs none. */
  userinfoEndpoint?: string;
}

export function createIdTokenVerifier(settings: Settings, embeddedKeys: IdpKeys | null): IdTokenVerifier {
  const keysOf = settings.oidcIssuer
    ? discoveredKeys(settings.oidcIssuer)
    : embedded(settings.publicUrl, embeddedKeys);
  return {
    async verify(idToken, now, accessToken) {
      const keys = await keysOf();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys.jwks, {
          issuer: keys.issuer,
          audience: settings.oidcClientId,
          algorithms,
          clockTolerance: clockToleranceSeconds,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        }));
      } catch (error) {
        if (keySetUnreachable(error)) throw new IdentityProviderUnavailable(reasonOf(error));
        throw new IdTokenRefused(reasonOf(error));
      }
      checkAuthorizedParty(payload, settings.oidcClientId);
      const claims = claimsOf(payload, keys.issuer);
      if (claims.email) return claims;
      return { ...claims, ...(await emailFromUserinfo(keys, claims.subject, accessToken)) };
    },
  };
}

/**
 * OpenID Connect Core 3.1.3.7: a token for several audiences must name the party it was issued to (`azp`), and
 * that party must be us; otherwise a token another client obtained could sign in here.
 */
function checkAuthorizedParty(payload: JWTPayload, clientId: string): void {
  const { aud, azp } = payload;
  if (Array.isArray(aud) && aud.length > 1 && azp === undefined)
    throw new IdTokenRefused('several audiences and no azp');
  if (azp !== undefined && azp !== clientId)
    throw new IdTokenRefused(`azp is another client: ${String(azp)}`);
}

/**
 * The e-mail the provider's userinfo gives for the access token (OpenID Connect Core 5.3). Its `sub` must be the id
 * token's: an access token of someone else must not lend its e-mail.
 */
async function emailFromUserinfo(
  keys: Keys,
  subject: string,
  accessToken: string | undefined,
): Promise<{ email: string; emailVerified: boolean | undefined }> {
  if (!keys.userinfoEndpoint || !accessToken) throw new IdTokenRefused('bad email');
  let response: Response;
  try {
    response = await fetch(keys.userinfoEndpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(userinfoTimeoutMs),
    });
  } catch (error) {
    throw new IdentityProviderUnavailable(`userinfo unreachable: ${reasonOf(error)}`);
  }
  if (response.status >= 500) throw new IdentityProviderUnavailable(`userinfo answered ${response.status}`);
  if (!response.ok) throw new IdTokenRefused(`userinfo answered ${response.status}`);
  const info = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (info?.sub !== subject) throw new IdTokenRefused('userinfo names another subject');
  const email = typeof info.email === 'string' ? info.email.trim() : '';
  if (!isEmailShape(email)) throw new IdTokenRefused('bad email');
  return {
    email,
    emailVerified: typeof info.email_verified === 'boolean' ? info.email_verified : undefined,
  };
}

function embedded(publicUrl: string, keys: IdpKeys | null): () => Promise<Keys> {
  if (!keys) throw new Error('The embedded provider has no keys: load them with loadIdpKeys');
  const ready: Keys = {
    issuer: `${withoutTrailingSlash(publicUrl)}/oidc`,
    jwks: createLocalJWKSet(keys.publicJwks),
  };
  return async () => ready;
}

/**
 * An external provider's issuer and keys, from its discovery document: fetched on the first sign-in and kept; a
 * failed fetch is forgotten, so the next sign-in tries again instead of the API staying broken until a restart.
 * The remote key set itself refetches when a token names a key it does not know (the provider rotated its keys).
 */
function discoveredKeys(configuredIssuer: string): () => Promise<Keys> {
  let pending: Promise<Keys> | null = null;
  return () => {
    pending ??= discover(configuredIssuer).catch((error: unknown) => {
      pending = null;
      throw new IdentityProviderUnavailable(`discovery failed: ${reasonOf(error)}`);
    });
    return pending;
  };
}

async function discover(configuredIssuer: string): Promise<Keys> {
  const base = withoutTrailingSlash(configuredIssuer);
  const response = await fetch(`${base}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(discoveryTimeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as {
    issuer?: unknown;
    jwks_uri?: unknown;
    userinfo_endpoint?: unknown;
  };
  // OpenID Connect Discovery 1.0 section 4.3: the document must name the issuer it was fetched for.
  if (typeof document.issuer !== 'string' || withoutTrailingSlash(document.issuer) !== base)
    throw new Error(`discovery names another issuer: ${String(document.issuer)}`);
  if (typeof document.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
  return {
    issuer: document.issuer,
    jwks: createRemoteJWKSet(new URL(document.jwks_uri)),
    ...(typeof document.userinfo_endpoint === 'string'
      ? { userinfoEndpoint: document.userinfo_endpoint }
      : {}),
  };
}

/** The claims sign-in reads; `email` is '' when the token has none (userinfo is asked then). */
function claimsOf(payload: JWTPayload, issuer: string): VerifiedIdToken {
  const { sub, nonce, email, name, email_verified: emailVerified } = payload;
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) throw new IdTokenRefused('bad sub');
  if (typeof nonce !== 'string' || nonce === '' || nonce.length > 255) throw new IdTokenRefused('bad nonce');
  if (email !== undefined && (typeof email !== 'string' || !isEmailShape(email.trim())))
    throw new IdTokenRefused('bad email');
  return {
    issuer,
    subject: sub,
    email: typeof email === 'string' ? email.trim() : '',
    emailVerified: typeof emailVerified === 'boolean' ? emailVerified : undefined,
    name: typeof name === 'string' ? name.trim() : '',
    nonce,
  };
}

/**
 * The external provider's key set could not be fetched: a network failure (not a JOSE error at all), a time-out, or
 * an answer that is not a key set (jose's generic error). Anything else is the token's fault.
 */
function keySetUnreachable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return error.code === 'ERR_JWKS_TIMEOUT' || error.code === 'ERR_JOSE_GENERIC';
}

function reasonOf(error: unknown): string {
  if (error instanceof IdTokenRefused || error instanceof IdentityProviderUnavailable) return error.reason;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
