/**
 * The embedded identity provider's keys, made on first start and kept in the database (server/shared/serverKeys.ts):
 * the RS256 key pair that signs id tokens (its public half is the provider's JWKS, which `GET login` verifies
 * against) and the key that signs the provider's cookies. Shared, so sign-ins survive a restart, and a sign-in begun
 * on one process (the form's cookie) finishes on another (the id token).
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { serverKeyOnce } from '../shared/serverKeys';

export interface IdpKeys {
  /** Private JWKS for oidc-provider's `jwks` setting. */
  signing: { keys: JWK[] };
  /** The public half: what the provider publishes at `/oidc/jwks`. */
  publicJwks: { keys: JWK[] };
  /** For oidc-provider's `cookies.keys`. */
  cookieKeys: string[];
}

const publicMembers = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

export async function loadIdpKeys(db: Db): Promise<IdpKeys> {
  const signingText = await serverKeyOnce(db, 'oidc-signing-jwk', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') });
  });
  const cookieText = await serverKeyOnce(db, 'oidc-cookie-key', async () =>
    randomBytes(32).toString('base64url'),
  );
  const privateJwk = JSON.parse(signingText) as JWK;
  const publicJwk = Object.fromEntries(
    publicMembers
      .filter((member) => privateJwk[member] !== undefined)
      .map((member) => [member, privateJwk[member]]),
  ) as JWK;
  return {
    signing: { keys: [privateJwk] },
    publicJwks: { keys: [publicJwk] },
    cookieKeys: [cookieText.trim()],
  };
}
