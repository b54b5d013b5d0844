/**
 * The newsrooms the browser suite drives, started side by side before the first test (Playwright's global setup)
 * and stopped after the last: Playwright's own `webServer` list starts one server only once the one before it
 * answers, and the four here took 107 s that way, most of it one waiting on another.
 *
 * - the main newsroom (`npm start` on a fresh data folder, on `E2E_PORT`): every spec but the two below;
 * - the mobile flavour, built the way the README says (VITE_FLAVOUR from the shell), for the app's web view
 *   (mobileApp.spec.ts);
 * - a provider the newsroom did not embed, and a DEV build in production mode signing in through it
 *   (foreignProvider.spec.ts).
 *
 * The mobile newsroom is seeded like the main one, and its seed makes only the media files its data folder lacks
 * (server/seed/media/ensureFiles.ts): it starts with a copy of the main one's freshly made files rather than drawing
 * the same 800 pictures again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';

const stream = process.env.E2E_STREAM as 'desktop' | 'phone' | undefined;
const port = Number(process.env.E2E_PORT ?? (stream === 'phone' ? 3104 : 3100));
/** Where the specs find the main newsroom. */
export const mainNewsroom = `http://localhost:${port}`;
const mainDataDir = port === 3100 ? 'var/e2e' : `var/e2e-${port}`;
/** tests/e2e/foreignProvider/foreign.env names both addresses: the build made for them is fixed at these. */
export const foreignProvider = 'http://127.0.0.1:4114';
export const foreignNewsroom = 'http://localhost:3102';
/** The mobile flavour's build, served by a newsroom of its own, for the tests of the app's web view (mobileApp.spec.ts). */
export const mobileNewsroom = 'http://localhost:3103';
/**
 * `E2E_MAIN_ONLY=1` starts only the newsroom on `E2E_PORT`: for running one area's specs beside another run (the
 * other three servers hold fixed ports). The mobile and foreign-provider specs need the full set.
 */
const mainOnly = process.env.E2E_MAIN_ONLY === '1';
/** Which of the side newsrooms this run needs: a stream runs only its own share of the specs (playwright.config.ts). */
const withMobile = !mainOnly && stream !== 'desktop';
const withForeign = !mainOnly && stream !== 'phone';

interface Server {
  name: string;
  command: string;
  env: Record<string, string>;
  /** Answers 200 once the server is ready. */
  url: string;
  /** What of its output the run shows, each line under the server's name: the main newsroom's warnings, the others' errors. */
  shows: 'all' | 'errors' | 'nothing';
}

const main: Server = {
  name: 'newsroom',
  command: `rm -rf ${mainDataDir} && npm start`,
  url: `${mainNewsroom}/api/health`,
  env: {
    PORT: String(port),
    DATA_DIR: mainDataDir,
    PUBLIC_URL: mainNewsroom,
    LOG_LEVEL: 'warn',
    // The suite signs in dozens of times from one address: more than the 10 a minute a person gets.
    SIGN_IN_LIMIT_PER_MINUTE: '300',
    // The journeys request a car many times a day as the same journalist, in both projects.
    LOAN_REQUESTS_PER_DAY: '100',
  },
  shows: 'all',
};

const mobileWeb = 'var/e2e-mobile-web';
const mobileDataDir = 'var/e2e-mobile';
const mobile: Server = {
  name: 'mobile',
  command: 'tsx server/main.ts',
  url: `${mobileNewsroom}/api/health`,
  env: {
    VITE_FLAVOUR: 'mobile',
    PORT: '3103',
    DATA_DIR: mobileDataDir,
    WEB_DIR: mobileWeb,
    PUBLIC_URL: mobileNewsroom,
    LOG_LEVEL: 'warn',
  },
  shows: 'errors',
};

const provider: Server = {
  name: 'foreign provider',
  command: 'node tests/e2e/foreignProvider/provider.mjs',
  url: `${foreignProvider}/.well-known/openid-configuration`,
  env: { FOREIGN_IDP_PORT: '4114', NEWSROOM_URL: foreignNewsroom },
  shows: 'nothing',
};

const foreignWeb = 'var/e2e-foreign-web';
const foreignSettings = 'tests/e2e/foreignProvider/foreign.env';
/**
 * A DEV build made for that provider, served in production mode: no demo accounts or content, an SMTP server that is
 * never reached (nothing is mailed in the test).
 */
const foreign: Server = {
  name: 'foreign newsroom',
  command: 'rm -rf var/e2e-foreign && tsx server/main.ts',
  url: `${foreignNewsroom}/api/health`,
  env: {
    WEB_SETTINGS_FILE: foreignSettings,
    NODE_ENV: 'production',
    PORT: '3102',
    DATA_DIR: 'var/e2e-foreign',
    WEB_DIR: foreignWeb,
    PUBLIC_URL: foreignNewsroom,
    OIDC_ISSUER: foreignProvider,
    OIDC_CLIENT_ID: 'newsroom-foreign',
    LINK_SECRET: 'segredo-do-teste-de-navegador-com-32-caracteres-ou-mais',
    SMTP_URL: 'smtp://127.0.0.1:2',
    LOG_LEVEL: 'warn',
  },
  shows: 'errors',
};

/** A command in its own process group, so stopping it stops what it started (npm, tsx, the server). */
function launch(name: string, command: string, env: Record<string, string>, shows: Server['shows']) {
  const child = spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', shows === 'all' ? 'pipe' : 'ignore', shows === 'nothing' ? 'ignore' : 'pipe'],
  });
  for (const output of [child.stdout, child.stderr]) {
    if (output) createInterface({ input: output }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Runs a command to its end (a build), showing its output only when it fails. */
async function run(name: string, command: string, env: Record<string, string>) {
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await exited(child);
  if (code !== 0) throw new Error(`${name}: '${command}' ended with ${code}:\n${output.join('')}`);
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Resolves once `url` answers 200; fails if the server ends first or takes longer than `timeoutMs`. */
async function ready(name: string, child: ChildProcess, url: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} ended (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Playwright's global setup: starts what this run needs, answers the teardown that stops it all. */
export default async function startNewsrooms() {
  const started: ChildProcess[] = [];
  const start = (server: Server) => {
    const child = launch(server.name, server.command, server.env, server.shows);
    started.push(child);
    return ready(server.name, child, server.url);
  };
  const stopAll = () => started.forEach(stop);
  try {
    // `E2E_REUSE=1`: a newsroom already started on E2E_PORT with the settings above (for trying one spec again).
    const mainReady =
      process.env.E2E_REUSE === '1' && (await answers(main.url)) ? Promise.resolve() : start(main);
    const side: Promise<void>[] = [];
    if (withMobile) {
      side.push(
        (async () => {
          await rm(mobileDataDir, { recursive: true, force: true });
          await run('mobile build', `node scripts/build-if-stale.mjs --out ${mobileWeb}`, {
            VITE_FLAVOUR: 'mobile',
          });
          await mainReady;
          await cp(`${mainDataDir}/media`, `${mobileDataDir}/media`, { recursive: true });
          await start(mobile);
        })(),
      );
    }
    if (withForeign) {
      side.push(start(provider));
      side.push(
        run('foreign build', `node scripts/build-if-stale.mjs --mode dev --out ${foreignWeb}`, {
          WEB_SETTINGS_FILE: foreignSettings,
        }).then(() => start(foreign)),
      );
    }
    await Promise.all([mainReady, ...side]);
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}
