/**
 * Reads the claims of an id token without checking its signature: the app only needs the e-mail and the nonce it
 * sent. The API verifies the token for real (signature, issuer, audience, expiry, nonce) before trusting anyone.
 */
export interface IdTokenClaims {
  email?: string;
  nonce?: string;
}

/** The payload of a compact JWT, or null when it is not one. */
export function idTokenClaims(idToken: string): IdTokenClaims | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    const { email, nonce } = claims as Record<string, unknown>;
    return {
      email: typeof email === 'string' ? email : undefined,
      nonce: typeof nonce === 'string' ? nonce : undefined,
    };
  } catch {
    return null; // not base64url, not UTF-8 JSON
  }
}
