/**
 * The authorization code exchange at the provider's token address (spec section 4), as a public client: the PKCE
 * verifier proves this browser asked for the code, so no client secret and no Basic authorisation. A plain axios
 * call, not the app's API client: that one adds the newsroom's session token, which must never reach the provider.
 */
import axios from 'axios';
import { config } from '../../app/config';

interface TokenAnswer {
  id_token?: unknown;
}

/** The id token the provider answers, or null when the answer has none (sign-in then fails). Throws on HTTP errors. */
export async function exchangeCode(code: string, codeVerifier: string): Promise<string | null> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: config.idp.clientId,
    redirect_uri: config.idp.redirectUri,
    code_verifier: codeVerifier,
  });
  const { data } = await axios.post<TokenAnswer>(config.idp.tokenUrl, body, {
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    timeout: 20000,
  });
  return typeof data?.id_token === 'string' && data.id_token !== '' ? data.id_token : null;
}
