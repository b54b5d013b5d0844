/**
 * The embedded OpenID Connect provider at /oidc, driven as the app and a browser would drive it: discovery, the
 * PKCE flow through our Portuguese sign-in page, the refusals that make it safe, keys and sessions that survive a
 * restart, and the sign-out that lands on /home.
 */
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { idpAccounts, oidcStore } from '../../server/db/schema';
import { hashPassword } from '../../server/idp/passwords';
import { deleteExpiredRows, postgresAdapter } from '../../server/idp/storeAdapter';
import { fixedClock } from '../../server/shared/clock';
import { testDatabases } from './databases';
import {
  authorizeUrl,
  browse,
  CookieJar,
  exchangeCode,
  followToApp,
  formBody,
  formHeaders,
  locationOf,
  pkcePair,
  signInThroughEmbeddedIdp,
  startSignIn,
  submitSignIn,
  testClientId,
  testHost,
  testRedirectUri,
} from './helpers/oidcFlow';
import { anotherProcess, startTestApp, testNow, testSettings, type TestApp } from './testApp';

const issuer = 'http://newsroom.test/oidc';
const account = { email: 'clara@imprensa.test', password: 'senha-da-clara', name: 'Clara Repórter' };

/** The hidden fields and action of the page's first form, as a browser would submit it. */
function firstForm(html: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  ) as Record<string, string>;
  return { action: action.replace(/&amp;/g, '&'), fields };
}

describe.each(testDatabases)('embedded identity provider on $name', (database) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(database);
    await test.database.db.insert(idpAccounts).values({
      id: 'acc-clara',
      email: account.email,
      name: account.name,
      passwordHash: await hashPassword(account.password),
    });
  });

  afterAll(async () => {
    await test?.close();
  });

  it('publishes its discovery document with the public issuer', async () => {
    const response = await test.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: testHost },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['email', 'name']));
  });

  it('signs in through our Portuguese page and issues an id token with email and name', async () => {
    const start = await startSignIn(test.app, { state: 'estado-1', nonce: 'nonce-1' });
    expect(start.interactionPath).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await browse(test.app, start.jar, { method: 'GET', url: start.interactionPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('Entrar na Sala de Imprensa');
    expect(page.body).toMatch(
      /<label for="email">E-mail<\/label>\s*<input id="email"[^>]*autocomplete="username"/i,
    );
    expect(page.body).toMatch(
      /<label for="password">Senha<\/label>\s*<input id="password"[^>]*type="password"[^>]*autocomplete="current-password"/i,
    );
    expect(page.body).toMatch(/<button[^>]*type="submit">Entrar<\/button>/);
    expect(page.body).toContain('>Cancelar</a>');
    // No fonts or scripts from elsewhere: the page works under the site's CSP and on a closed network.
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(page.body).not.toContain('<script');

    const wrong = await submitSignIn(test.app, start, { email: account.email, password: 'senha-errada-123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toMatch(/<div class="alert" role="alert">E-mail ou senha incorretos\.<\/div>/);
    expect(wrong.body).toContain(`value="${account.email}"`);
    expect(wrong.body).not.toContain('senha-errada-123');

    const right = await submitSignIn(test.app, start, account);
    const back = await followToApp(test.app, start.jar, right);
    expect(`${back.origin}${back.pathname}`).toBe(testRedirectUri);
    expect(back.searchParams.get('state')).toBe('estado-1');
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await exchangeCode(test.app, { code: code!, codeVerifier: start.codeVerifier });
    expect(token.statusCode).toBe(200);
    const idToken = token.json<{ id_token: string }>().id_token;

    const jwks = await test.app.inject({ url: '/oidc/jwks', headers: { host: testHost } });
    const { payload, protectedHeader } = await jwtVerify(
      idToken,
      createLocalJWKSet(jwks.json<JSONWebKeySet>()),
      { issuer, audience: testClientId, currentDate: new Date() },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: 'acc-clara',
      email: account.email,
      name: account.name,
      nonce: 'nonce-1',
    });
  });

  it('matches the e-mail whatever its case and says so when a field is empty', async () => {
    const start = await startSignIn(test.app);
    const empty = await submitSignIn(test.app, start, { email: account.email, password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('role="alert">Preencha o e-mail e a senha.');
    const shouted = await submitSignIn(test.app, start, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect((await followToApp(test.app, start.jar, shouted)).searchParams.get('code')).toBeTruthy();
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const jar = new CookieJar();
    const response = await browse(test.app, jar, {
      method: 'GET',
      url: authorizeUrl({ state: 's', nonce: 'n' }),
    });
    const location = locationOf(response);
    expect(`${location.origin}${location.pathname}`).toBe(testRedirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses a plain PKCE challenge', async () => {
    const { codeChallenge } = pkcePair();
    const response = await browse(test.app, new CookieJar(), {
      method: 'GET',
      url: authorizeUrl({ state: 's', code_challenge: codeChallenge, code_challenge_method: 'plain' }),
    });
    expect(locationOf(response).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a code used twice and a wrong code verifier', async () => {
    const signIn = await signInThroughEmbeddedIdp(test.app, account);
    const replayed = await exchangeCode(test.app, { code: signIn.code, codeVerifier: signIn.codeVerifier });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('invalid_grant');

    const start = await startSignIn(test.app);
    const back = await followToApp(test.app, start.jar, await submitSignIn(test.app, start, account));
    const wrongVerifier = await exchangeCode(test.app, {
      code: back.searchParams.get('code')!,
      codeVerifier: pkcePair().codeVerifier,
    });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().error).toBe('invalid_grant');
  });

  it('refuses a redirect address it does not know, on a Portuguese page that tells nothing more', async () => {
    const { codeChallenge } = pkcePair();
    const response = await browse(test.app, new CookieJar(), {
      method: 'GET',
      url: authorizeUrl({
        redirect_uri: 'https://atacante.example/login',
        state: 's',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<html lang="pt-BR">');
    expect(response.body).toContain('O endereço de retorno do pedido de entrada não é permitido.');
    expect(response.body).not.toContain('atacante.example');
    expect(response.body).not.toContain('redirect_uri');
  });

  it('sends access_denied back to the app when the person cancels', async () => {
    const start = await startSignIn(test.app, { state: 'cancelado' });
    const aborted = await browse(test.app, start.jar, {
      method: 'GET',
      url: `${start.interactionPath}/abort`,
    });
    const back = await followToApp(test.app, start.jar, aborted);
    expect(`${back.origin}${back.pathname}`).toBe(testRedirectUri);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('cancelado');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('answers an expired or unknown sign-in page in Portuguese', async () => {
    const response = await browse(test.app, new CookieJar(), {
      method: 'GET',
      url: '/oidc/interaction/nao-existe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Esta tentativa de entrada expirou.');
  });

  it('signs out through a page that submits itself, then lands on /home', async () => {
    const signIn = await signInThroughEmbeddedIdp(test.app, account);
    const endUrl = `/oidc/session/end?${new URLSearchParams({
      id_token_hint: signIn.idToken,
      post_logout_redirect_uri: 'http://newsroom.test/home',
    })}`;
    const page = await browse(test.app, signIn.cookies, { method: 'GET', url: endUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('Saindo da Sala de Imprensa…');
    expect(page.body).toMatch(/<script src="\/oidc\/assets\/auto-submit\.js" defer(="")?><\/script>/);
    expect(page.body).toMatch(/<form data-auto-submit(="")? [^>]*method="post"/);
    expect(page.body).toMatch(/<button[^>]*type="submit">Sair<\/button>/);

    const script = await test.app.inject({ url: '/oidc/assets/auto-submit.js', headers: { host: testHost } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('form[data-auto-submit]');
    expect(script.body).toContain('.submit()');

    const { action, fields } = firstForm(page.body);
    expect(fields.logout).toBe('yes');
    const confirmed = await browse(test.app, signIn.cookies, {
      method: 'POST',
      url: action,
      headers: formHeaders,
      payload: formBody(fields),
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('http://newsroom.test/home');

    // The provider's session is over: the next authorize asks for the password again.
    const again = await startSignIn(test.app, { jar: signIn.cookies });
    expect(again.interactionPath).toMatch(/^\/oidc\/interaction\//);
  });

  it('signs out in Portuguese too when the browser has no session left at the provider', async () => {
    const signIn = await signInThroughEmbeddedIdp(test.app, account);
    const otherBrowser = new CookieJar();
    const page = await browse(test.app, otherBrowser, {
      method: 'GET',
      url: `/oidc/session/end?${new URLSearchParams({
        id_token_hint: signIn.idToken,
        post_logout_redirect_uri: 'http://newsroom.test/home',
      })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Saindo da Sala de Imprensa…');
    expect(page.body).not.toContain('<script>');
    const { action, fields } = firstForm(page.body);
    const confirmed = await browse(test.app, otherBrowser, {
      method: 'POST',
      url: action,
      headers: formHeaders,
      payload: formBody(fields),
    });
    expect(confirmed.headers.location).toBe('http://newsroom.test/home');
  });

  it('says in Portuguese that the person signed out when no return address is given', async () => {
    const signIn = await signInThroughEmbeddedIdp(test.app, account);
    const page = await browse(test.app, signIn.cookies, { method: 'GET', url: '/oidc/session/end' });
    const { action, fields } = firstForm(page.body);
    const confirmed = await browse(test.app, signIn.cookies, {
      method: 'POST',
      url: action,
      headers: formHeaders,
      payload: formBody(fields),
    });
    const done = await browse(test.app, signIn.cookies, {
      method: 'GET',
      url: locationOf(confirmed).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Você saiu da Sala de Imprensa.');
  });

  it('limits sign-in attempts per address, in Portuguese', async () => {
    const start = await startSignIn(test.app);
    const statuses: number[] = [];
    // A different e-mail each time: ten guesses at one account would lock it (passwordLockout.test.ts).
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const email = `alvo${attempt}@imprensa.test`;
      const response = await submitSignIn(test.app, start, { email, password: 'chute' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.body).toContain('Muitas tentativas de entrada. Aguarde um minuto e tente novamente.');
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('keeps its keys and sessions across a restart', async () => {
    const signIn = await signInThroughEmbeddedIdp(test.app, account);
    const restarted = await buildApp({
      settings: testSettings(test.dataDir),
      database: test.database,
      logger: false,
      clock: fixedClock(testNow),
      sendQueuedMail: false,
    });
    try {
      const before = await test.app.inject({ url: '/oidc/jwks', headers: { host: testHost } });
      const after = await restarted.inject({ url: '/oidc/jwks', headers: { host: testHost } });
      const kids = (response: typeof before) => response.json<JSONWebKeySet>().keys.map((key) => key.kid);
      expect(kids(after)).toEqual(kids(before));
      expect(decodeJwt(signIn.idToken)).toMatchObject({ iss: issuer });

      // The browser's provider session, stored in the database, is still good: no password asked this time.
      const { codeChallenge } = pkcePair();
      const response = await browse(restarted, signIn.cookies, {
        method: 'GET',
        url: authorizeUrl({ state: 'de-novo', code_challenge: codeChallenge, code_challenge_method: 'S256' }),
      });
      const back = await followToApp(restarted, signIn.cookies, response);
      expect(`${back.origin}${back.pathname}`).toBe(testRedirectUri);
      expect(back.searchParams.get('code')).toBeTruthy();
    } finally {
      await restarted.close();
    }
  });

  it('finishes a sign-in on another process with its own data folder, which accepts the id token', async () => {
    // Behind a balancer the form may be posted to one process and the code exchanged at another: both read their
    // keys (cookies, id tokens) from the shared database, not from their own disks.
    const other = await anotherProcess(test);
    try {
      const start = await startSignIn(test.app, { state: 'balanceado', nonce: 'nonce-b' });
      const submitted = await submitSignIn(other, start, account);
      const back = await followToApp(test.app, start.jar, submitted);
      expect(back.searchParams.get('state')).toBe('balanceado');
      const token = await exchangeCode(other, {
        code: back.searchParams.get('code')!,
        codeVerifier: start.codeVerifier,
      });
      expect(token.statusCode, token.body).toBe(200);
      const jwks = await other.inject({ url: '/oidc/jwks', headers: { host: testHost } });
      const { payload } = await jwtVerify(
        token.json<{ id_token: string }>().id_token,
        createLocalJWKSet(jwks.json<JSONWebKeySet>()),
        { issuer, audience: testClientId, currentDate: new Date() },
      );
      expect(payload).toMatchObject({ sub: 'acc-clara', nonce: 'nonce-b' });
    } finally {
      await other.close();
    }
  });

  it('stores what the provider keeps in PostgreSQL, treating expired rows as gone and sweeping them', async () => {
    const Store = postgresAdapter(test.database.db);
    const codes = new Store('AuthorizationCode');
    await codes.upsert('vivo', { grantId: 'g1', accountId: 'a' }, 60);
    await codes.upsert('vencido', { grantId: 'g1', accountId: 'a' }, -1);
    expect(await codes.find('vivo')).toEqual({ grantId: 'g1', accountId: 'a' });
    expect(await codes.find('vencido')).toBeUndefined();
    // Another kind with the same id is another row.
    expect(await new Store('Session').find('vivo')).toBeUndefined();

    await codes.consume('vivo');
    expect((await codes.find('vivo'))?.consumed).toEqual(expect.any(Number));

    const sessions = new Store('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });

    await deleteExpiredRows(test.database.db);
    const ids = (await test.database.db.select({ id: oidcStore.id }).from(oidcStore)).map((row) => row.id);
    expect(ids).toContain('vivo');
    expect(ids).not.toContain('vencido');

    await codes.revokeByGrantId('g1');
    expect(await codes.find('vivo')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });
});
