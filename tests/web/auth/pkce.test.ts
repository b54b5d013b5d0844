import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeChallengeS256, randomToken } from '../../../src/features/auth/pkce';
import { sha256 } from '../../../src/features/auth/sha256';

afterEach(() => vi.unstubAllGlobals());

const nodeSha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

describe('the PKCE challenge', () => {
  it('hashes like SHA-256 in plain code too, across the padding boundaries', () => {
    for (const size of [0, 1, 43, 55, 56, 63, 64, 65, 128, 1000]) {
      const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 37 + size) % 256);
      expect(sha256(bytes), `${size} bytes`).toEqual(nodeSha256(bytes));
    }
  });

  it('is the same S256 challenge where the browser has no Web Crypto digest (plain http)', async () => {
    const verifier = randomToken();
    const expected = createHash('sha256').update(verifier).digest('base64url');
    expect(await codeChallengeS256(verifier)).toBe(expected);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto), subtle: undefined });
    expect(await codeChallengeS256(verifier)).toBe(expected);
  });
});
