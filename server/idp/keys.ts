/**
 * The embedded identity provider's keys, made on first start and kept in `DATA_DIR/keys`: the RS256 key pair that
 * signs id tokens (its public half is the provider's JWKS, which `GET login` verifies against) and the keys that
 * sign the provider's cookies. Kept on disk so sign-ins survive a restart and several processes agree.
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { keyFileOnce } from '../shared/keyFiles';

export interface IdpKeys {
  /** Private JWKS for oidc-provider's `jwks` setting. */
  signing: { keys: JWK[] };
  /** The public half: what the provider publishes at `/oidc/jwks`. */
  publicJwks: { keys: JWK[] };
  /** For oidc-provider's `cookies.keys`. */
  cookieKeys: string[];
}

const publicMembers = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

export async function loadIdpKeys(dataDir: string): Promise<IdpKeys> {
  const signingText = await keyFileOnce(dataDir, 'oidc-signing.jwk.json', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') });
  });
  const cookieText = await keyFileOnce(dataDir, 'oidc-cookie.key', async () =>
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
