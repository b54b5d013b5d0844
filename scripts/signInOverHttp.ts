/**
 * A session token of a seeded account for the benchmarks, obtained the way the app obtains one: authorize with PKCE
 * at the embedded provider, post our sign-in form, follow the redirects back to `/login` with a code, exchange it
 * for an id token, and `GET /api/login` with it (tests/server/helpers/oidcFlow.ts does the same with app.inject).
 * Over real HTTP with a small cookie jar that honours cookie paths (the interaction cookie is scoped to its page).
 */
import { createHash, randomBytes } from 'node:crypto';

const clientId = 'newsroom-local';

class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const pathAttribute = attributes.find((part) => /^\s*path=/i.test(part));
      const path = pathAttribute ? pathAttribute.split('=')[1]!.trim() : '/';
      const expired = attributes.some((part) => /^\s*max-age=0\s*$/i.test(part)) || value === '';
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  headerFor(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        ({ path }) =>
          url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

export interface BenchSession {
  token: string;
  user: { id: number; role: number; email: string };
}

/**
 * Signs `email` in at the server whose public address is `publicUrl` (its PUBLIC_URL: the provider's issuer and
 * the redirect address are built from it). Each call is one sign-in: mind SIGN_IN_LIMIT_PER_MINUTE (30 by default).
 * `servers` (origins of processes behind one balancer) sends each request of the sign-in to the next of them in
 * turn, the cluster's proof that a sign-in begun on one process finishes on another.
 */
export async function signInOverHttp(
  publicUrl: string,
  email: string,
  password: string,
  servers: string[] = [],
): Promise<BenchSession> {
  const jar = new CookieJar();
  let sent = 0;
  const at = (url: URL) =>
    servers.length ? new URL(url.pathname + url.search, servers[sent++ % servers.length]) : url;
  const go = async (url: URL, init: RequestInit = {}) => {
    const cookie = jar.headerFor(url);
    const response = await fetch(at(url), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    jar.store(response);
    return response;
  };
  const redirectUri = `${publicUrl}/login`;
  const codeVerifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/oidc/auth', publicUrl);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const started = await go(authorize);
  const interaction = new URL(started.headers.get('location') ?? '', publicUrl);
  if (!interaction.pathname.startsWith('/oidc/interaction/'))
    throw new Error(`authorize answered ${started.status}, not the sign-in page`);
  let response = await go(new URL(`${interaction.pathname}/login`, publicUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  let back: URL | undefined;
  for (let hop = 0; hop < 6 && !back; hop += 1) {
    if (response.status !== 302 && response.status !== 303)
      throw new Error(
        `sign-in of ${email} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    const location = new URL(response.headers.get('location') ?? '', publicUrl);
    if (location.pathname.startsWith('/oidc/')) response = await go(location);
    else back = location;
  }
  const code = back?.searchParams.get('code');
  if (!code) throw new Error(`no code came back for ${email}`);

  const token = await fetch(at(new URL('/oidc/token', publicUrl)), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: codeVerifier,
    }).toString(),
  });
  const { id_token: idToken } = (await token.json()) as { id_token?: string };
  if (!idToken) throw new Error(`the token exchange for ${email} answered ${token.status}`);

  const login = await fetch(at(new URL('/api/login', publicUrl)), {
    headers: { authorization: idToken, deviceid: `bench-${randomBytes(6).toString('hex')}` },
  });
  if (!login.ok) throw new Error(`GET /api/login for ${email} answered ${login.status}`);
  return (await login.json()) as BenchSession;
}
