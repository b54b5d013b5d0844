/**
 * Signs in through the embedded provider with `app.inject`, as a browser would: authorize, our sign-in page, the
 * redirect back to `/login` with a code, and the app's form-encoded token exchange with the PKCE verifier. Cookies
 * are carried by a small jar that honours their paths. Other tests use `signInThroughEmbeddedIdp` to get a real id
 * token for `GET /api/login`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { freshClientAddress, testPublicUrl } from '../testApp';

export const testHost = new URL(testPublicUrl).host;
export const testRedirectUri = `${testPublicUrl}/login`;
export const testClientId = 'newsroom-local';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * One browser: its cookies by name and path (a request gets those whose path is a prefix of its own) and its own
 * address, so the sign-in rate limit counts each test's browser apart, as it would count different people.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();
  /** One visitor: the provider's sign-in limit counts per address. */
  readonly remoteAddress = freshClientAddress();

  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<StoredCookie & { expires?: Date; maxAge?: number }>) {
      const key = `${cookie.name};${cookie.path ?? '/'}`;
      const gone =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { name: cookie.name, value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  headerFor(url: string): string {
    const path = new URL(url, testPublicUrl).pathname;
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.cookies.values()].map((cookie) => cookie.name);
  }
}

/** Injects as the browser at `newsroom.test`, with the jar's cookies, and keeps what the answer sets. */
export async function browse(
  app: FastifyInstance,
  jar: CookieJar,
  request: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  const url = new URL(request.url, testPublicUrl);
  const cookie = jar.headerFor(url.pathname);
  const response = await app.inject({
    ...request,
    url: `${url.pathname}${url.search}`,
    remoteAddress: jar.remoteAddress,
    headers: { host: testHost, ...(cookie ? { cookie } : {}), ...request.headers },
  });
  jar.store(response);
  return response;
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

export function pkcePair() {
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  return { codeVerifier, codeChallenge };
}

export function authorizeUrl(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({
    client_id: testClientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: testRedirectUri,
    ...params,
  })) {
    if (value !== undefined) query.set(name, value);
  }
  return `/oidc/auth?${query}`;
}

export const locationOf = (response: LightMyRequestResponse) =>
  new URL(String(response.headers.location), testPublicUrl);

export interface SignInStart {
  jar: CookieJar;
  codeVerifier: string;
  /** The sign-in page's address (`/oidc/interaction/<uid>`). */
  interactionPath: string;
}

/** Authorize with PKCE until the provider sends the browser to our sign-in page. */
export async function startSignIn(
  app: FastifyInstance,
  options: { state?: string; nonce?: string; jar?: CookieJar } = {},
): Promise<SignInStart> {
  const jar = options.jar ?? new CookieJar();
  const { codeVerifier, codeChallenge } = pkcePair();
  const response = await browse(app, jar, {
    method: 'GET',
    url: authorizeUrl({
      state: options.state ?? randomBytes(8).toString('hex'),
      nonce: options.nonce ?? randomBytes(8).toString('hex'),
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }),
  });
  if (response.statusCode !== 303) {
    throw new Error(`authorize answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  return { jar, codeVerifier, interactionPath: locationOf(response).pathname };
}

/** Posts the sign-in form; answers the provider's response (303 on success, the page again on failure). */
export function submitSignIn(
  app: FastifyInstance,
  start: SignInStart,
  credentials: { email: string; password: string },
) {
  return browse(app, start.jar, {
    method: 'POST',
    url: `${start.interactionPath}/login`,
    headers: formHeaders,
    payload: formBody(credentials),
  });
}

/** Follows the provider's redirects after a successful sign-in until it sends the browser back to the app. */
export async function followToApp(
  app: FastifyInstance,
  jar: CookieJar,
  response: LightMyRequestResponse,
): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop += 1) {
    if (current.statusCode !== 302 && current.statusCode !== 303) {
      throw new Error(`expected a redirect, got ${current.statusCode}: ${current.body.slice(0, 300)}`);
    }
    const location = locationOf(current);
    if (!location.pathname.startsWith('/oidc/')) return location;
    current = await browse(app, jar, { method: 'GET', url: location.toString() });
  }
  throw new Error('too many redirects');
}

export function exchangeCode(
  app: FastifyInstance,
  exchange: { code: string; codeVerifier: string; redirectUri?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: testHost, ...formHeaders },
    payload: formBody({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri ?? testRedirectUri,
      client_id: testClientId,
      code_verifier: exchange.codeVerifier,
    }),
  });
}

export interface EmbeddedSignIn {
  code: string;
  idToken: string;
  codeVerifier: string;
  /** The browser's cookies at the provider (its session), for a later logout or a second sign-in. */
  cookies: CookieJar;
}

/** The whole flow, for tests that need a real id token of a seeded or built account. */
export async function signInThroughEmbeddedIdp(
  app: FastifyInstance,
  options: { email: string; password: string; nonce?: string; state?: string },
): Promise<EmbeddedSignIn> {
  const start = await startSignIn(app, options);
  const submitted = await submitSignIn(app, start, options);
  const back = await followToApp(app, start.jar, submitted);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${back.toString()}`);
  const token = await exchangeCode(app, { code, codeVerifier: start.codeVerifier });
  const body = token.json<{ id_token?: string }>();
  if (token.statusCode !== 200 || !body.id_token) {
    throw new Error(`token exchange answered ${token.statusCode}: ${token.body}`);
  }
  return { code, idToken: body.id_token, codeVerifier: start.codeVerifier, cookies: start.jar };
}
