import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvFile } from '../../src/domain/settingsRules';
import { loadServerSettings, SettingsError } from '../../server/config';
import {
  builtSettingsFile,
  providerDisagreements,
  providerOrigins,
} from '../../server/signIn/builtAppProvider';
import { embeddedDatabase } from './databases';
import { startTestApp, type TestApp } from './testApp';

/** What a deployment names; each case below leaves something out or changes one thing. */
const deployment = {
  PUBLIC_URL: 'https://imprensa.aurora-veiculos.com.br',
  OIDC_ISSUER: 'https://id.grupo-aurora.com.br/oidc',
  OIDC_CLIENT_ID: 'newsroom-web',
  LINK_SECRET: 'x'.repeat(48),
  SMTP_URL: 'smtp://mail.aurora.test:587',
};

/** The lines of the refusal, or [] when the settings start. */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadServerSettings(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message.split('\n').slice(1);
  }
}

describe('the production mode', () => {
  it.each([
    ['no OIDC_ISSUER', { OIDC_ISSUER: undefined }, ['OIDC_ISSUER is required in production']],
    ['no LINK_SECRET', { LINK_SECRET: undefined }, ['LINK_SECRET is required in production']],
    ['no SMTP_URL', { SMTP_URL: undefined }, ['SMTP_URL is required in production']],
    [
      'none of the three',
      { OIDC_ISSUER: undefined, LINK_SECRET: undefined, SMTP_URL: undefined },
      [
        'SMTP_URL is required in production',
        'LINK_SECRET is required in production',
        'OIDC_ISSUER is required in production',
      ],
    ],
    ['a short LINK_SECRET', { LINK_SECRET: 'curto' }, ['LINK_SECRET must have at least 32 characters']],
  ])('refuses to start with %s, one line per setting, naming it and what to do', (_case, change, starts) => {
    const lines = refusal({ ...deployment, ...change });
    expect(lines).toHaveLength(starts.length);
    starts.forEach((start, index) => expect(lines[index]).toMatch(new RegExp(`^- ${start}`)));
    for (const line of lines) expect(line).toMatch(/: (set|make|build|unset)|\(for example|\(got /);
  });

  it.each([
    [
      'a PUBLIC_URL that is not this machine',
      { PUBLIC_URL: 'https://imprensa.aurora-veiculos.com.br' },
      true,
    ],
    ['a LAN address', { PUBLIC_URL: 'http://192.168.0.10:3000' }, true],
    [
      'NODE_ENV=production on localhost',
      { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' },
      true,
    ],
    ['localhost', { PUBLIC_URL: 'http://localhost:3100' }, false],
    ['127.0.0.1', { PUBLIC_URL: 'http://127.0.0.1:3000' }, false],
    ['nothing at all', {}, false],
  ])('is on for %s', (_case, env, production) => {
    const settings = loadServerSettings({ ...(production ? deployment : {}), ...env });
    expect(settings.production).toBe(production);
  });

  it('starts locally with none of them, as `npm start` does', () => {
    expect(refusal({})).toEqual([]);
    expect(refusal({ PUBLIC_URL: 'http://localhost:3100' })).toEqual([]);
  });

  it('seeds the demo content in a deployment only when asked', () => {
    expect(loadServerSettings(deployment).demoContent).toBe(false);
    expect(loadServerSettings({ ...deployment, DEMO_CONTENT: 'true' }).demoContent).toBe(true);
    expect(refusal({ ...deployment, DEMO_CONTENT: 'sim' })).toEqual([
      "- DEMO_CONTENT must be true or false (got 'sim')",
    ]);
  });
});

describe("the build's provider and the server's", () => {
  const server = {
    oidcIssuer: deployment.OIDC_ISSUER,
    oidcClientId: 'newsroom-web',
    webDir: '/srv/newsroom/dist',
  };
  const prodBuild = {
    issuer: 'https://id.grupo-aurora.com.br/oidc',
    tokenUrl: 'https://id.grupo-aurora.com.br/oidc/token',
    clientId: 'newsroom-web',
  };
  const localBuild = { issuer: '/oidc', tokenUrl: '/oidc/token', clientId: 'newsroom-local' };

  it('agree when they name the same provider and client, or when there is no build', () => {
    expect(providerDisagreements(prodBuild, server)).toEqual([]);
    expect(providerDisagreements({ ...prodBuild, issuer: `${prodBuild.issuer}/` }, server)).toEqual([]);
    expect(providerDisagreements(null, server)).toEqual([]);
    expect(
      providerDisagreements(localBuild, {
        oidcIssuer: undefined,
        oidcClientId: 'newsroom-local',
        webDir: 'dist',
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'a LOCAL build with OIDC_ISSUER set',
      localBuild,
      { ...server, oidcClientId: 'newsroom-local' },
      'OIDC_ISSUER is https://id.grupo-aurora.com.br/oidc but the web app in /srv/newsroom/dist signs in at the embedded provider (VITE_IDP_ISSUER=/oidc)',
    ],
    [
      'a PROD build without OIDC_ISSUER',
      prodBuild,
      { ...server, oidcIssuer: undefined },
      'the web app in /srv/newsroom/dist signs in at https://id.grupo-aurora.com.br/oidc (VITE_IDP_ISSUER) but OIDC_ISSUER is not set',
    ],
    [
      'a build for another provider',
      { ...prodBuild, issuer: 'https://id-dev.grupo-aurora.com.br/oidc' },
      server,
      'OIDC_ISSUER is https://id.grupo-aurora.com.br/oidc but the web app in /srv/newsroom/dist signs in at https://id-dev.grupo-aurora.com.br/oidc (VITE_IDP_ISSUER)',
    ],
    [
      'another client id',
      { ...prodBuild, clientId: 'newsroom-web-nonprod' },
      server,
      'OIDC_CLIENT_ID is newsroom-web but the web app in /srv/newsroom/dist signs in as newsroom-web-nonprod (VITE_IDP_CLIENT_ID)',
    ],
  ])('disagree on %s: one line naming both settings', (_case, built, settings, line) => {
    const lines = providerDisagreements(built, settings);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });

  it('stop `npm start` with that one line and exit code 1', async () => {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-local-build-'));
    await writeFile(
      path.join(webDir, builtSettingsFile),
      JSON.stringify(parseEnvFile(await readFile('.env.local', 'utf8'))),
    );
    const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: {
        ...process.env,
        WEB_DIR: webDir,
        DATA_DIR: path.join(webDir, 'data'),
        PORT: '0',
        DATABASE_URL: '',
        OIDC_ISSUER: 'https://id.grupo-aurora.com.br/oidc',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `OIDC_ISSUER is https://id.grupo-aurora.com.br/oidc but the web app in ${webDir} signs in at the ` +
        'embedded provider (VITE_IDP_ISSUER=/oidc): build the web app for this provider ' +
        '(npm run build -- --mode <environment>), or unset OIDC_ISSUER',
    );
  }, 60_000);

  it("let the page reach the provider's token address, and nothing else of it", () => {
    expect(providerOrigins(prodBuild, server)).toEqual(['https://id.grupo-aurora.com.br']);
    expect(
      providerOrigins({ ...prodBuild, tokenUrl: 'https://token.grupo-aurora.com.br/t' }, server),
    ).toEqual(['https://token.grupo-aurora.com.br', 'https://id.grupo-aurora.com.br']);
    expect(providerOrigins(localBuild, { oidcIssuer: undefined })).toEqual([]);
  });
});

describe('a newsroom started in production mode', () => {
  let local: TestApp;
  let deployed: TestApp;
  const logLines: string[] = [];

  /** A DEV build of the web app, with a source map beside its script and the settings it was built with. */
  async function devBuild(dataDir: string): Promise<string> {
    const webDir = path.join(dataDir, 'web');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Sala de imprensa</title>');
    await writeFile(path.join(webDir, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'assets', 'index-abc.js.map'), '{"sources":["../src/main.tsx"]}');
    await writeFile(
      path.join(webDir, builtSettingsFile),
      JSON.stringify({
        ...parseEnvFile(await readFile('.env.dev', 'utf8')),
        VITE_IDP_ISSUER: 'https://id-dev.grupo-aurora.com.br/oidc',
      }),
    );
    return webDir;
  }

  beforeAll(async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'newsroom-production-'));
    const webDir = await devBuild(base);
    const settings = { webDir, oidcIssuer: 'https://id-dev.grupo-aurora.com.br/oidc' };
    local = await startTestApp(embeddedDatabase, { settings, ownClock: true });
    deployed = await startTestApp(embeddedDatabase, {
      settings: { ...settings, production: true },
      ownClock: true,
      logStream: { write: (line: string) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await local?.close();
    await deployed?.close();
  });

  it('never opens /dev/mailbox, even without SMTP_URL', async () => {
    expect((await local.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    expect((await deployed.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('never lets a browser test move the clock (/dev/clock)', async () => {
    const move = { method: 'POST' as const, url: '/dev/clock', payload: { seconds: 60 } };
    const moved = await local.inject(move);
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json<{ now: string }>().now).getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect((await deployed.inject(move)).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/dev/clock', undefined],
    ['POST', '/dev/clock', {}],
    ['POST', '/dev/clock', { seconds: 'x' }],
    ['GET', '/dev', undefined],
    ['GET', '/oidc', undefined],
    ['GET', '/oidc?x=1', undefined],
    ['GET', '/oidc/.well-known/openid-configuration', undefined],
    ['GET', '/oidc/auth', undefined],
  ] as const)(
    'answers %s %s (body %j) with 404: the local-only addresses do not exist there',
    async (method, url, payload) => {
      const response = await deployed.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/html/);
    },
  );

  it('never serves source maps', async () => {
    expect((await local.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
    expect((await deployed.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
    expect((await deployed.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
  });

  it("lets the page reach the build's provider (connect-src), never any provider", async () => {
    const policy = String((await deployed.inject({ url: '/home' })).headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(connect).toContain('https://id-dev.grupo-aurora.com.br');
    expect(connect.filter((source) => source.includes('*') && !source.includes('google'))).toEqual([]);
  });

  it('warns once that a proxy is not trusted when requests come through one', async () => {
    const proxied = { headers: { 'x-forwarded-for': '203.0.113.9' } };
    await deployed.inject({ url: '/api/health', ...proxied });
    await deployed.inject({ url: '/api/health', ...proxied });
    const warnings = logLines.filter((line) => line.includes('TRUST_PROXY is not set'));
    expect(warnings).toHaveLength(1);
  });
});
