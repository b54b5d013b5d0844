/**
 * The authorization code exchange at the provider's token address (spec section 4), as a public client: the PKCE
 * verifier proves this browser asked for the code, so no client secret and no Basic authorisation. A plain fetch,
 * not the app's API calls: those add the newsroom's session token, which must never reach the provider; and the
 * page the provider sends the user back to (/login) then needs no HTTP library to finish the sign-in.
 */
import { config } from '../../lib/config';

interface TokenAnswer {
  id_token?: unknown;
}

const exchangeTimeoutMs = 20000;

/** The id token the provider answers, or null when the answer has none (sign-in then fails). Throws on HTTP errors. */
export async function exchangeCode(code: string, codeVerifier: string): Promise<string | null> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: config.idp.clientId,
    redirect_uri: config.idp.redirectUri,
    code_verifier: codeVerifier,
  });
  const response = await fetch(config.idp.tokenUrl, {
    method: 'POST',
    headers: { Accept: 'application/json' }, // a URLSearchParams body is sent as a form, with its content type
    body,
    signal: AbortSignal.timeout(exchangeTimeoutMs),
  });
  if (!response.ok) throw new Error(`The provider's token address answered ${response.status}`);
  const data = (await response.json().catch(() => null)) as TokenAnswer | null;
  return typeof data?.id_token === 'string' && data.id_token !== '' ? data.id_token : null;
}
