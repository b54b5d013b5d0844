import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { idpAccounts, signInSessions, users } from '../../server/db/schema';
import { hashPassword } from '../../server/idp/passwords';
import { loadIdpKeys } from '../../server/idp/keys';
import { hashToken } from '../../server/plugins/auth';
import { statusMessages } from '../../server/plugins/errors';
import { fixedClock } from '../../server/shared/clock';
import { createIdTokenVerifier, idTokenMessages } from '../../server/signIn/idTokens';
import { signInMessages } from '../../server/signIn/signInService';
import { createUser, profileBody } from './builders';
import { testDatabases } from './databases';
import { signInThroughEmbeddedIdp } from './helpers/oidcFlow';
import {
  freshClientAddress,
  startTestApp,
  testNow,
  testPublicUrl,
  testSettings,
  type TestApp,
} from './testApp';

const hour = 3600 * 1000;
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(testDatabases)('the login API on $name', (target) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let signingKey: CryptoKey;
  let kid: string;

  /** An id token as the embedded provider would sign it for `email`; `claims` change or (undefined) drop claims. */
  const idToken = async (
    email: string,
    claims: Partial<Record<keyof JWTPayload | 'email' | 'name' | 'nonce' | 'email_verified', unknown>> = {},
    key: { key: CryptoKey; kid: string; alg?: string } = { key: signingKey, kid },
  ) => {
    const payload: Record<string, unknown> = {
      iss: `${testPublicUrl}/oidc`,
      aud: 'newsroom-local',
      sub: `conta-${email}`,
      iat: epoch(testNow) - 60,
      exp: epoch(testNow) + 3600,
      email,
      email_verified: true,
      name: 'Maria Souza',
      nonce: randomBytes(16).toString('base64url'),
      ...claims,
    };
    for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
    return new SignJWT(payload).setProtectedHeader({ alg: key.alg ?? 'RS256', kid: key.kid }).sign(key.key);
  };
  const login = (
    authorization: string | undefined,
    deviceid = 'device-abcd-1234',
    address = freshClientAddress(),
  ) =>
    app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { ...(authorization === undefined ? {} : { authorization }), deviceid },
      remoteAddress: address,
    });
  const saveProfile = (authorization: string | undefined, on = app) =>
    on.inject({
      method: 'POST',
      url: '/api/users',
      headers: authorization === undefined ? {} : { authorization },
      payload: profileBody(),
      remoteAddress: freshClientAddress(),
    });
  const signedIn = async (email: string) => {
    const response = await login(await idToken(email));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string; user: { id: number; role: number } }>();
  };
  const sessions = () => testApp.database.db.select().from(signInSessions);

  beforeAll(async () => {
    testApp = await startTestApp(target);
    app = testApp.app;
    // The same keys the app loaded from its database: what the embedded provider signs with.
    const keys = await loadIdpKeys(testApp.database.db);
    const jwk = keys.signing.keys[0]!;
    signingKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
    kid = jwk.kid!;
  });
  afterAll(async () => testApp?.close());

  it('signs a new user in as press (role 10), recording the subject, and keeps only the hash of the token', async () => {
    const token = await idToken('Nova.Pessoa@Imprensa.test', { sub: 'conta-nova', name: 'Nova Pessoa' });
    const response = await login(token, 'device-abcd-1234');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'nova.pessoa@imprensa.test',
      name: 'Nova Pessoa',
      role: 10,
      rg: '',
      cpf: '',
      isNewsletterAccepted: false,
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.subject, 'conta-nova'));
    expect(row).toMatchObject({ id: body.user.id, role: 10, email: 'nova.pessoa@imprensa.test' });

    const stored = (await sessions()).filter((session) => session.userId === row!.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      tokenHash: hashToken(body.token),
      deviceId: 'device-abcd-1234',
      revokedAt: null,
      expiresAt: new Date(testNow.getTime() + 12 * hour),
    });
    expect(JSON.stringify(await sessions())).not.toContain(body.token);
  });

  it('signs in a user the newsroom already has by e-mail, keeping its role and profile, from then on by subject', async () => {
    const existing = await createUser(testApp.database.db, {
      email: 'gerente.login@imprensa.test',
      role: 2,
      cpf: '52998224725',
      rg: '12.345.678-9',
    });

    const first = await login(await idToken('Gerente.Login@imprensa.test', { sub: 'conta-gerente' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user).toMatchObject({
      id: existing.id,
      role: 2,
      cpf: '529.982.247-25',
      email: 'gerente.login@imprensa.test',
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.subject).toBe('conta-gerente');

    // The subject finds the user even once the provider's e-mail for them changes.
    const second = await login(await idToken('outro.endereco@imprensa.test', { sub: 'conta-gerente' }));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user).toMatchObject({ id: existing.id, role: 2 });
  });

  it('does not hand an account linked to another subject of the same provider over to a new one with the same e-mail', async () => {
    await createUser(testApp.database.db, {
      email: 'ligada@imprensa.test',
      issuer: `${testPublicUrl}/oidc`,
      subject: 'conta-antiga',
    });
    const before = (await sessions()).length;

    const response = await login(await idToken('ligada@imprensa.test', { sub: 'conta-nova-ligada' }));

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(signInMessages.emailTaken);
    expect(await sessions()).toHaveLength(before);
  });

  it('links an account to a new provider by an e-mail that provider marks verified, and tells providers apart', async () => {
    const existing = await createUser(testApp.database.db, {
      email: 'mudou.provedor@imprensa.test',
      role: 5,
      issuer: 'https://id-antigo.grupo-aurora.test',
      subject: 'mesmo-sujeito',
    });
    const before = (await sessions()).length;

    // The same subject at another provider is another person: no match by subject across providers, and without
    // the provider's word on the e-mail, no account is taken.
    const unverified = await login(
      await idToken('mudou.provedor@imprensa.test', { sub: 'mesmo-sujeito', email_verified: undefined }),
    );
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(signInMessages.emailUnverified);
    expect(await sessions()).toHaveLength(before);

    const verified = await login(await idToken('mudou.provedor@imprensa.test', { sub: 'mesmo-sujeito' }));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ id: existing.id, role: 5 });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ issuer: `${testPublicUrl}/oidc`, subject: 'mesmo-sujeito' });
  });

  it('opens a new press account for an e-mail the provider does not say it verified', async () => {
    const response = await login(
      await idToken('sem.verificacao@imprensa.test', { email_verified: undefined }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'sem.verificacao@imprensa.test', role: 10 });
  });

  it('refuses a token for several audiences unless it was issued to the newsroom (azp)', async () => {
    const audiences = ['newsroom-local', 'outro-app'];
    const withoutParty = await login(await idToken('audiencias@imprensa.test', { aud: audiences }));
    expect(withoutParty.statusCode).toBe(401);
    const otherParty = await login(
      await idToken('audiencias@imprensa.test', { aud: audiences, azp: 'outro-app' }),
    );
    expect(otherParty.statusCode).toBe(401);
    const ours = await login(
      await idToken('audiencias@imprensa.test', { aud: audiences, azp: 'newsroom-local' }),
    );
    expect(ours.statusCode, ours.body).toBe(200);
  });

  it('refuses an e-mail the provider says it has not verified', async () => {
    const response = await login(await idToken('naoverificado@imprensa.test', { email_verified: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(signInMessages.emailUnverified);
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'naoverificado@imprensa.test'));
    expect(rows).toHaveLength(0);
  });

  it('keeps a device id only when it looks like one', async () => {
    const response = await login(await idToken('dispositivo@imprensa.test'), '<script>');
    expect(response.statusCode, response.body).toBe(200);
    const [session] = (await sessions()).filter(
      (row) => row.tokenHash === hashToken(response.json<{ token: string }>().token),
    );
    expect(session!.deviceId).toBeNull();
  });

  describe('refuses, with 401 and opening nothing,', () => {
    // Each case signs for an address of its own, so one wrongly accepted token can't make the next case fail.
    const cases: [string, (email: string) => Promise<string | undefined>][] = [
      [
        'a token signed by another key',
        async (email) => {
          const { privateKey } = await generateKeyPair('RS256');
          return idToken(email, {}, { key: privateKey, kid });
        },
      ],
      [
        'an expired token',
        (email) => idToken(email, { iat: epoch(testNow) - 2 * 3600, exp: epoch(testNow) - 3600 }),
      ],
      ['a token for another client', (email) => idToken(email, { aud: 'outro-cliente' })],
      ['a token from another issuer', (email) => idToken(email, { iss: 'https://falso.test/oidc' })],
      ['a token without a nonce', (email) => idToken(email, { nonce: undefined })],
      ['a token without an issue time', (email) => idToken(email, { iat: undefined })],
      ['a token without an e-mail', (email) => idToken(email, { email: undefined })],
      ['a token whose e-mail is not an address', () => idToken('não é e-mail')],
      ['a malformed token', async () => 'isto.nao.e-um-token'],
      [
        'an unsigned token (alg none)',
        async (email) => {
          const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
          const signed = await idToken(email);
          return `${part({ alg: 'none', typ: 'JWT' })}.${signed.split('.')[1]}.`;
        },
      ],
      [
        'a token signed with a shared secret (HS256)',
        async (email) => {
          const secret = new TextEncoder().encode('segredo-compartilhado-de-32-bytes!!');
          return new SignJWT({ email, nonce: 'n-hs256' })
            .setProtectedHeader({ alg: 'HS256' })
            .setIssuer(`${testPublicUrl}/oidc`)
            .setAudience('newsroom-local')
            .setSubject('conta-hs')
            .setIssuedAt(epoch(testNow))
            .setExpirationTime(epoch(testNow) + 3600)
            .sign(secret);
        },
      ],
      ['no token at all', async () => undefined],
    ];

    it.each(cases)('%s', async (name, make) => {
      const email = `recusado.${cases.findIndex(([other]) => other === name)}@imprensa.test`;
      const before = (await sessions()).length;
      const response = await login(await make(email));
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().message).toBe(idTokenMessages.refused);
      expect(await sessions()).toHaveLength(before);
      const created = await testApp.database.db.select().from(users).where(eq(users.email, email));
      expect(created).toHaveLength(0);
    });
  });

  it('accepts the id token with or without "Bearer "', async () => {
    const response = await login(`Bearer ${await idToken('portador@imprensa.test')}`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('opens one session per id token: the same token again is refused', async () => {
    const token = await idToken('repetido@imprensa.test');
    expect((await login(token)).statusCode).toBe(200);
    const before = (await sessions()).length;

    const replayed = await login(token);

    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(idTokenMessages.refused);
    expect(await sessions()).toHaveLength(before);
  });

  it("refuses a suspended user with the suspension's own message and opens no session", async () => {
    const suspended = await createUser(testApp.database.db, {
      email: 'suspenso.login@imprensa.test',
      suspendedAt: new Date('2026-11-01T00:00:00Z'),
    });

    const response = await login(await idToken('suspenso.login@imprensa.test'));

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Seu acesso à sala de imprensa está suspenso. Para saber mais, fale com a assessoria de imprensa.',
    );
    expect((await sessions()).filter((row) => row.userId === suspended.id)).toHaveLength(0);
  });

  it('limits sign-in attempts per client', async () => {
    const address = '10.9.9.9';
    for (let attempt = 0; attempt < testSettings('').signInLimitPerMinute; attempt++)
      expect((await login('isto.nao.e-um-token', undefined, address)).statusCode).toBe(401);
    expect((await login(await idToken('limite@imprensa.test'), undefined, address)).statusCode).toBe(429);
  });

  it('lets the session token sign later calls, with or without "Bearer "', async () => {
    const { token } = await signedIn('sessao@imprensa.test');
    expect((await saveProfile(token)).statusCode).toBe(200);
    expect((await saveProfile(`Bearer ${token}`)).statusCode).toBe(200);
    // The id token is not a session token.
    const unsigned = await saveProfile(await idToken('sessao@imprensa.test'));
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(statusMessages[401]);
  });

  it('ends the session after 12 hours', async () => {
    const { token } = await signedIn('expira@imprensa.test');
    // The same database, seen by an app whose clock is later.
    const later = async (hours: number) => {
      const other = await buildApp({
        settings: testSettings(testApp.dataDir),
        database: testApp.database,
        logger: false,
        clock: fixedClock(new Date(testNow.getTime() + hours * hour)),
        sendQueuedMail: false,
      });
      try {
        return (await saveProfile(token, other)).statusCode;
      } finally {
        await other.close();
      }
    };
    expect(await later(11)).toBe(200);
    expect(await later(13)).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const { token } = await signedIn('saida@imprensa.test');
    // As the app's client sends it: a JSON content type, and no body.
    const logout = () =>
      app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        remoteAddress: freshClientAddress(),
      });

    const response = await logout();

    expect(response.statusCode, response.body).toBe(204);
    const [row] = (await sessions()).filter((session) => session.tokenHash === hashToken(token));
    expect(row!.revokedAt).toEqual(testNow);
    expect((await saveProfile(token)).statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(401);
  });

  it('signs in with a real id token of the embedded provider, once', async () => {
    await testApp.database.db.insert(idpAccounts).values({
      id: 'acc-fluxo-real',
      email: 'fluxo.real@imprensa.test',
      name: 'Flávia Fluxo',
      passwordHash: await hashPassword('senha-do-fluxo'),
    });
    const { idToken: real } = await signInThroughEmbeddedIdp(app, {
      email: 'fluxo.real@imprensa.test',
      password: 'senha-do-fluxo',
    });

    const response = await login(real);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'fluxo.real@imprensa.test',
      name: 'Flávia Fluxo',
      role: 10,
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.subject, 'acc-fluxo-real'));
    expect(row!.id).toBe(response.json().user.id);
    expect((await login(real)).statusCode).toBe(401);
  });

  it('answers logout without a session with 401', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      remoteAddress: freshClientAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(statusMessages[401]);
  });
});

describe('id tokens of an external provider (OIDC_ISSUER)', () => {
  let server: Server;
  let issuer: string;
  let key: CryptoKey;
  let discovery: () => { status: number; body?: object };
  let discoveryFetches = 0;
  /** The provider's userinfo: who the access token 'token-de-acesso' belongs to; another token is someone else. */
  const userinfo = (authorization: string | undefined) => ({
    status: 200,
    body:
      authorization === 'Bearer token-de-acesso'
        ? { sub: 'externa-1', email: 'userinfo@imprensa.test', email_verified: true }
        : { sub: 'outra-pessoa', email: 'outra@imprensa.test', email_verified: true },
  });

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    key = pair.privateKey;
    const publicJwk = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'chave-externa',
      alg: 'ES256',
      use: 'sig',
    };
    server = createServer((request, response) => {
      const answer =
        request.url === '/realms/imprensa/.well-known/openid-configuration'
          ? (discoveryFetches++, discovery())
          : request.url === '/realms/imprensa/certs'
            ? { status: 200, body: { keys: [publicJwk] } }
            : request.url === '/realms/imprensa/userinfo'
              ? userinfo(request.headers.authorization)
              : { status: 404 };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body ? JSON.stringify(answer.body) : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/imprensa`;
    discovery = () => ({
      status: 200,
      body: { issuer, jwks_uri: `${issuer}/certs`, userinfo_endpoint: `${issuer}/userinfo` },
    });
  });
  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  const verifier = () =>
    createIdTokenVerifier(
      { publicUrl: testPublicUrl, oidcIssuer: issuer, oidcClientId: 'sala-de-imprensa' },
      null,
    );
  const sign = (claims: JWTPayload = {}) =>
    new SignJWT({
      iss: issuer,
      aud: 'sala-de-imprensa',
      sub: 'externa-1',
      iat: epoch(testNow),
      exp: epoch(testNow) + 600,
      email: 'externa@imprensa.test',
      nonce: 'nonce-externo',
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'chave-externa' })
      .sign(key);

  it('verifies with the keys named by the discovery document, fetched once', async () => {
    const idTokens = verifier();
    const before = discoveryFetches;
    expect(await idTokens.verify(await sign(), testNow)).toMatchObject({
      subject: 'externa-1',
      email: 'externa@imprensa.test',
      nonce: 'nonce-externo',
    });
    await idTokens.verify(await sign({ nonce: 'outro' }), testNow);
    expect(discoveryFetches - before).toBe(1);
    await expect(idTokens.verify(await sign({ iss: `${issuer}-falso` }), testNow)).rejects.toMatchObject({
      statusCode: 401,
      message: idTokenMessages.refused,
    });
  });

  it("asks the provider's userinfo for the e-mail when the id token has none, with the access token", async () => {
    const idTokens = verifier();
    const withoutEmail = await sign({ email: undefined });
    expect(await idTokens.verify(withoutEmail, testNow, 'token-de-acesso')).toMatchObject({
      issuer,
      subject: 'externa-1',
      email: 'userinfo@imprensa.test',
      emailVerified: true,
    });
    // Someone else's access token lends nothing; without one there is no e-mail at all.
    await expect(idTokens.verify(withoutEmail, testNow, 'token-de-outra-pessoa')).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(idTokens.verify(withoutEmail, testNow)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers 503 while the provider is unreachable, and tries again at the next sign-in', async () => {
    const idTokens = verifier();
    const working = discovery;
    discovery = () => ({ status: 502 });
    await expect(idTokens.verify(await sign(), testNow)).rejects.toMatchObject({
      statusCode: 503,
      message: idTokenMessages.providerUnavailable,
    });
    discovery = working;
    expect((await idTokens.verify(await sign(), testNow)).subject).toBe('externa-1');
  });

  it('answers 503 when the key set the provider names does not answer', async () => {
    const working = discovery;
    discovery = () => ({ status: 200, body: { issuer, jwks_uri: `${issuer}/sem-chaves` } });
    try {
      await expect(verifier().verify(await sign(), testNow)).rejects.toMatchObject({
        statusCode: 503,
        message: idTokenMessages.providerUnavailable,
      });
    } finally {
      discovery = working;
    }
  });

  it('refuses a discovery document that names another issuer', async () => {
    const working = discovery;
    discovery = () => ({ status: 200, body: { issuer: 'https://outro.test', jwks_uri: `${issuer}/certs` } });
    try {
      await expect(verifier().verify(await sign(), testNow)).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      discovery = working;
    }
  });
});
