/**
 * The provider's answer at /login, checked and traded for an id token (spec section 4) by oauth4webapi: the answer
 * must carry this attempt's `state` and no error, the code goes to the token address with the PKCE verifier and no
 * secret, and the id token's claims must name this provider, this client and this attempt's `nonce`, and not have
 * expired. The token's signature is not checked here: the API checks it against the provider's keys before trusting
 * anyone (`GET login`), and the app itself grants nothing on the token's word.
 */
import {
  None,
  allowInsecureRequests,
  authorizationCodeGrantRequest,
  getValidatedIdTokenClaims,
  processAuthorizationCodeResponse,
  validateAuthResponse,
} from 'oauth4webapi';
import { config } from '../../lib/config';
import type { SignInAttempt } from '../../lib/storage';
import { newsroomClient, providerOverPlainHttp, providerToCheck } from './identityProvider';

export interface ProviderSignIn {
  idToken: string;
  /**
   * Sent to the API with the id token: a provider that keeps the e-mail out of the id token gives it at its userinfo
   * address for this token, where the API asks (DECISIONS.md "Sign-in").
   */
  accessToken: string;
  /** The e-mail the provider vouches for, when the token has one. */
  email: string | undefined;
}

const exchangeTimeoutMs = 20000;

/** Throws when anything in the answer, the exchange or the id token's claims is wrong. */
export async function exchangeCode(callbackQuery: string, attempt: SignInAttempt): Promise<ProviderSignIn> {
  const identityProvider = await providerToCheck();
  const callback = validateAuthResponse(
    identityProvider,
    newsroomClient,
    new URLSearchParams(callbackQuery),
    attempt.state,
  );
  // oauth4webapi's own fetch, not the app's API calls: those add the newsroom's session token, which must never
  // reach the provider.
  const response = await authorizationCodeGrantRequest(
    identityProvider,
    newsroomClient,
    None(),
    callback,
    config.idp.redirectUri,
    attempt.codeVerifier,
    { signal: AbortSignal.timeout(exchangeTimeoutMs), [allowInsecureRequests]: providerOverPlainHttp },
  );
  const tokens = await processAuthorizationCodeResponse(identityProvider, newsroomClient, response, {
    expectedNonce: attempt.nonce,
    requireIdToken: true,
  });
  const claims = getValidatedIdTokenClaims(tokens);
  if (!tokens.id_token || !claims) throw new Error('The token answer has no id_token');
  return {
    idToken: tokens.id_token,
    accessToken: tokens.access_token,
    email: typeof claims.email === 'string' ? claims.email : undefined,
  };
}
