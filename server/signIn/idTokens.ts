/**
 * Verifies the id tokens `GET login` receives (DECISIONS.md "Sign-in"): the signature against the provider's keys,
 * the issuer, the audience (our client id), the expiry, and the claims sign-in needs (sub, iat, nonce, an e-mail).
 * With no OIDC_ISSUER the provider is the embedded one, whose public keys this process already holds; otherwise the
 * keys come from the provider's discovery document. Whatever is wrong with the token answers the same 401 (a provider
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
import { isEmailShape } from '../../src/domain/email';
import type { AppSettings } from '../app';
import type { IdpKeys } from '../idp/keys';
import { DomainError } from '../shared/domainError';

export const idTokenMessages = {
  refused: 'Não foi possível confirmar o seu login. Entre novamente.',
  providerUnavailable: 'O serviço de login está indisponível no momento. Tente novamente em instantes.',
} as const;

export interface VerifiedIdToken {
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
  /** `now` is the app's clock: tests fix it, and expiry is judged by it. */
  verify(idToken: string, now: Date): Promise<VerifiedIdToken>;
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

type Settings = Pick<AppSettings, 'publicUrl' | 'oidcIssuer' | 'oidcClientId'>;

interface Keys {
  issuer: string;
  jwks: JWTVerifyGetKey;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function createIdTokenVerifier(settings: Settings, embeddedKeys: IdpKeys | null): IdTokenVerifier {
  const keysOf = settings.oidcIssuer
    ? discoveredKeys(settings.oidcIssuer)
    : embedded(settings.publicUrl, embeddedKeys);
  return {
    async verify(idToken, now) {
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
      return claimsOf(payload);
    },
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
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // OpenID Connect Discovery 1.0 section 4.3: the document must name the issuer it was fetched for.
  if (typeof document.issuer !== 'string' || withoutTrailingSlash(document.issuer) !== base)
    throw new Error(`discovery names another issuer: ${String(document.issuer)}`);
  if (typeof document.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
  return { issuer: document.issuer, jwks: createRemoteJWKSet(new URL(document.jwks_uri)) };
}

function claimsOf(payload: JWTPayload): VerifiedIdToken {
  const { sub, nonce, email, name, email_verified: emailVerified } = payload;
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) throw new IdTokenRefused('bad sub');
  if (typeof nonce !== 'string' || nonce === '' || nonce.length > 255) throw new IdTokenRefused('bad nonce');
  if (typeof email !== 'string' || !isEmailShape(email.trim())) throw new IdTokenRefused('bad email');
  return {
    subject: sub,
    email: email.trim(),
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
