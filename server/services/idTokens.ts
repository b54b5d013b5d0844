/**
 * Verifies the id tokens `GET login` receives. Being built: see issue 9.
 */
import type { AppSettings } from '../app';
import type { IdpKeys } from '../idp/keys';

export interface VerifiedIdToken {
  subject: string;
  email: string;
  name: string;
  nonce: string;
}

export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdToken>;
}

export function createIdTokenVerifier(
  _settings: Pick<AppSettings, 'publicUrl' | 'oidcIssuer' | 'oidcClientId'>,
  _embeddedKeys: IdpKeys | null,
): IdTokenVerifier {
  return {
    verify: async () => {
      throw new Error('not built yet');
    },
  };
}
