import { describe, expect, it } from 'vitest';
import { idTokenClaims } from '../../../src/features/auth/idTokenPayload';
import { fakeIdToken } from './signInFixtures';

describe('reading an id token', () => {
  it('reads the e-mail and nonce of a base64url UTF-8 payload', () => {
    // 'João' and '?>' make UTF-8 bytes and the base64url-only characters '-' and '_' appear.
    const token = fakeIdToken({ email: 'joão@imprensa.test', nonce: 'n?>~~', name: 'João' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(idTokenClaims(token)).toEqual({ email: 'joão@imprensa.test', nonce: 'n?>~~' });
  });

  it('answers null for anything that is not a JWT with a JSON object payload', () => {
    expect(idTokenClaims('not-a-token')).toBeNull();
    expect(idTokenClaims('a.%%%.c')).toBeNull();
    expect(idTokenClaims(`a.${btoa('[1,2]')}.c`)).toBeNull();
  });
});
