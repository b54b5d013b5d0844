/**
 * The random values of one sign-in attempt (DECISIONS.md "Sign-in"): `state` against login CSRF, `nonce` against a
 * replayed id token, and the PKCE verifier whose S256 challenge goes to the provider, so a stolen code is useless
 * without this browser's verifier.
 */
import { sha256 } from './sha256';

/** base64url without padding (RFC 4648 section 5), as PKCE and JWTs write it. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `byteCount` random bytes as base64url: 32 bytes give the 43 characters RFC 7636 asks of a verifier. */
export function randomToken(byteCount = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/**
 * `code_challenge` for `code_challenge_method=S256`: base64url(SHA-256(verifier)). Web Crypto where the browser
 * offers it (secure contexts only); sha256.ts on a LOCAL newsroom reached over plain http at a LAN address.
 */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const bytes = new TextEncoder().encode(verifier);
  if (!crypto.subtle) return base64url(sha256(bytes));
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}
