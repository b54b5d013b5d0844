/**
 * The identity provider's addresses as the app calls them (spec section 4, DECISIONS.md "Sign-in"), from the
 * settings of the environment. Only public values: the app is a public client, it has no secret to send.
 */
import { config } from '../../lib/config';
import type { SignInAttempt } from '../../lib/storage';

/** Where the browser goes to sign in: a public client's authorization code request with PKCE (S256). */
export function authorizeAddress(attempt: SignInAttempt, codeChallenge: string): string {
  const query = new URLSearchParams({
    client_id: config.idp.clientId,
    scope: config.idp.scope,
    response_type: 'code',
    redirect_uri: config.idp.redirectUri,
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return `${config.idp.authorizeUrl}?${query}`;
}

/**
 * The provider's logout, which comes back to `/home`. With the id token as `id_token_hint` the provider ends that
 * session without asking whose; without one (a sign-in that failed before getting it) it still ends its own.
 */
export function logoutAddress(idToken?: string): string {
  const query = new URLSearchParams();
  if (idToken) query.set('id_token_hint', idToken);
  query.set('post_logout_redirect_uri', config.idp.postLogoutRedirectUri);
  query.set('client_id', config.idp.clientId);
  return `${config.idp.logoutUrl}?${query}`;
}
