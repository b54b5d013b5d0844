/**
 * The identity provider and this app as oauth4webapi sees them (DECISIONS.md "Sign-in"). The settings already name
 * every address, so the provider's metadata is written from them rather than fetched from its discovery document:
 * that would cost a round trip on every sign-in and one more address the page's CSP must allow.
 */
import type { AuthorizationServer, Client } from 'oauth4webapi';
import { isLoopbackHost } from '../../domain/addresses';
import { config } from '../../lib/config';

export const identityProvider: AuthorizationServer = {
  issuer: config.idp.issuer,
  authorization_endpoint: config.idp.authorizeUrl,
  token_endpoint: config.idp.tokenUrl,
  end_session_endpoint: config.idp.logoutUrl,
  // The signatures the API accepts when it verifies the id token (server/signIn/idTokens.ts): the app reads the
  // token's claims only, so it refuses no more and no less.
  id_token_signing_alg_values_supported: ['RS256', 'ES256', 'PS256'],
};

/** A public client: no secret in the bundle, the PKCE verifier proves this browser asked for the code. */
export const newsroomClient: Client = {
  client_id: config.idp.clientId,
  token_endpoint_auth_method: 'none',
};

/**
 * Only a provider on this machine is reached over plain http (LOCAL's embedded one, or a build tried against a
 * provider running beside it); anywhere else an http token address is a mistake, and oauth4webapi refuses to send
 * the code there.
 */
export const providerOverPlainHttp =
  config.environment === 'LOCAL' || isLoopbackHost(new URL(config.idp.tokenUrl).hostname);

/**
 * The provider whose answer is being checked. LOCAL's embedded provider is a path of whatever address the newsroom
 * was opened at (`/oidc`), but it names itself by the newsroom's public address (`PUBLIC_URL/oidc`): opened at
 * 127.0.0.1 rather than localhost, the two differ, so its name is read from its own discovery document there.
 */
export async function providerToCheck(): Promise<AuthorizationServer> {
  if (config.environment !== 'LOCAL') return identityProvider;
  const response = await fetch(`${config.idp.issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`The embedded provider's discovery answered ${response.status}`);
  const { issuer } = (await response.json()) as { issuer?: unknown };
  if (typeof issuer !== 'string') throw new Error('The embedded provider does not name itself');
  return { ...identityProvider, issuer };
}
