/**
 * `npm run lighthouse`: Lighthouse's performance audit, mobile with simulated throttling (its default
 * settings), in the machine's Chromium, against a freshly seeded `npm start` on a port and data folder of its own,
 * through an HTTPS edge with HTTP/2 (scripts/httpsEdge.ts), as a public deployment serves it; `--http1` measures
 * `npm start` as it answers by itself, over plain HTTP/1.1.
 * Routes: /home, a news item, a version page, /media-gallery, a search, and the loan wizard signed in as the seeded
 * journalist. Each is measured `--runs` times (3); the medians of performance, LCP, TBT, CLS and bytes are printed
 * with the goals' verdicts: performance >= 95 and LCP <= 2.0 s on every public route, no route below 90. The JSON
 * reports go to var/lighthouse/.
 *
 *   npm run lighthouse [-- --runs 5] [-- --only home|news|version|gallery|search|wizard] [-- --cpu 2] [-- --http1]
 *
 * The CPU slowdown is Lighthouse's default, 4, unless `--cpu` sets another. That 4 is meant for a host whose
 * benchmark index (Lighthouse's own CPU benchmark, printed for each run) is about 2000: Lighthouse warns below 1000,
 * "at least ~2x weaker than our regular target device". On a slower host the same 4 emulates a slower phone than
 * Lighthouse means; `--cpu` with 4 x index / 2000 emulates the one it means. The network is throttled the same way
 * whatever the host, so a figure that stays over its goal with less CPU slowdown is held back by the bytes.
 *
 * LIGHTHOUSE_PORT (3400: the address the browser visits) and CHROME_PATH (/usr/bin/chromium) move the server and
 * the browser. The process exits 1
 * when a goal is missed, so the figures can gate a change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { startHttpsEdge, type HttpsEdge } from './httpsEdge';
import { chromium as playwright } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(argument('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const only = argument('--only');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const throughEdge = !process.argv.includes('--http1');
/** Where the browser visits: the edge's HTTPS address, or the newsroom's own with `--http1`. */
const base = `${throughEdge ? 'https' : 'http'}://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dataDir = path.join(root, 'var', 'lighthouse-data');
const reportDir = path.join(root, 'var', 'lighthouse');
const account = { email: 'jornalista@imprensa.test', password: 'imprensa123' };
const goals = { publicScore: 95, publicLcpMs: 2000, anyScore: 90 };
const cpuSlowdown = Number(argument('--cpu') ?? 4);
if (!(cpuSlowdown >= 1))
  throw new Error('--cpu takes a CPU slowdown of 1 or more (Lighthouse cannot speed a CPU up)');

interface Route {
  name: string;
  path: string;
  /** Measured in the journalist's session (kept in localStorage, which Lighthouse leaves alone by default). */
  signedIn?: boolean;
}

/**
 * What Lighthouse clears before each run besides the HTTP cache: its defaults (which keep cookies and localStorage,
 * so a signed-in page stays signed in), plus, on public routes, cookies and site storage: every run of a public page
 * is a first visit (no consent answered, no session, no favorites).
 */
const defaultClearedStorage = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;
const firstVisit = [...defaultClearedStorage, 'local_storage', 'indexeddb', 'cookies'] as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

async function waitFor(url: string, child: ChildProcess, timeoutMs: number, what: string) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} not ready within ${timeoutMs / 1000} s`);
}

/** Stops a process we started, and its children (npm start runs the server as a grandchild): its own group. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

/**
 * `npm start` on an empty data folder: it builds the app if stale, migrates, seeds, and serves, on `serverPort`.
 * Its public address is `base` (the edge's, when there is one), which the sign-in's redirects are built from.
 */
async function startNewsroom(serverPort: number): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      // Behind the edge, the visitor's protocol and address come in X-Forwarded-* from 127.0.0.1.
      ...(throughEdge ? { TRUST_PROXY: 'loopback' } : {}),
      LOG_LEVEL: 'warn',
      // Every page load comes from this one address; the per-address limit is not what is measured.
      RATE_LIMIT_PER_MINUTE: String(1_000_000),
    },
  });
  const ms = await waitFor(`http://localhost:${serverPort}/api/health`, server, 300_000, 'npm start');
  console.log(
    `newsroom started and seeded in ${(ms / 1000).toFixed(0)} s on port ${serverPort} (data in var/lighthouse-data); ` +
      `measured at ${base}${throughEdge ? ' (HTTPS edge, HTTP/2)' : ' (HTTP/1.1, no edge)'}`,
  );
  return server;
}

/** The machine's Chromium, headless, with the flags of STACK.md (no traffic to the closed network) and a fresh profile. */
async function startChromium(
  edge: HttpsEdge | undefined,
): Promise<{ browser: ChildProcess; debuggingPort: number; profile: string }> {
  const debuggingPort = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'newsroom-lighthouse-'));
  const browser = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-default-apps',
      // The edge's certificate, made for this run, and no other.
      ...(edge ? [`--ignore-certificate-errors-spki-list=${edge.spkiHash}`] : []),
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, browser, 30_000, 'chromium');
  return { browser, debuggingPort, profile };
}

async function json<T>(serverPort: number, address: string): Promise<T> {
  const response = await fetch(`http://localhost:${serverPort}${address}`);
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The routes, with real ids of the fresh seed: its newest news and the first version of its first model. */
async function routesToMeasure(serverPort: number): Promise<Route[]> {
  const { news } = await json<{ news: { id: number }[] }>(serverPort, '/api/news/json?page=1&limit=10');
  const { cars } = await json<{ cars: { id: number; title: string }[] }>(
    serverPort,
    '/api/cars/json/?category=3',
  );
  const car = cars[0];
  if (!news[0] || !car) throw new Error('the seed has no news or no car models');
  const detail = await json<{ cars: { versions: { id: number }[] } }>(
    serverPort,
    `/api/cars/json/car/${car.id}`,
  );
  const version = detail.cars.versions[0];
  if (!version) throw new Error(`car ${car.id} has no version`);
  // A model's name (the seed's are 'Aurora <name>'): a search that finds news, pages and the car.
  const term = car.title.split(' ').at(-1)!;
  return [
    { name: 'home', path: '/home' },
    { name: 'news', path: `/news/${news[0].id}` },
    { name: 'version', path: `/cars/version/${car.id}/${version.id}` },
    { name: 'gallery', path: '/media-gallery' },
    { name: 'search', path: `/SearchPage?search=${encodeURIComponent(term)}` },
    { name: 'wizard', path: '/solicita-comodato', signedIn: true },
  ];
}

/**
 * Signs the journalist in as a person would, in the same Chromium (playwright over its debugging port): 'Entrar',
 * the provider's form, back to the app, which keeps the session in localStorage (`user-data`) of this profile.
 * Playwright disconnects before Lighthouse runs, so it adds nothing to the pages measured.
 */
async function signIn(debuggingPort: number) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/home`);
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForFunction(() => localStorage.getItem('user-data') !== null, undefined, {
      timeout: 30_000,
    });
    await page.goto(`${base}/solicita-comodato`);
    await page.waitForLoadState('networkidle');
    if (!page.url().endsWith('/solicita-comodato'))
      throw new Error(`signed in, the wizard sent the journalist to ${page.url()}`);
    await page.close();
  } finally {
    await browser.close(); // a connected browser is only disconnected, not closed
  }
}

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** The host's CPU by Lighthouse's benchmark, taken at the start of the run. */
  hostIndex: number;
}

function figuresOf(result: RunnerResult): Figures {
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

const lighthouseVersion = () =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function verdictOf(route: Route, figures: Figures): string {
  const misses: string[] = [];
  if (route.signedIn) {
    if (figures.score < goals.anyScore) misses.push(`performance < ${goals.anyScore}`);
  } else {
    if (figures.score < goals.publicScore) misses.push(`performance < ${goals.publicScore}`);
    if (figures.lcpMs > goals.publicLcpMs) misses.push(`LCP > ${goals.publicLcpMs / 1000} s`);
    if (figures.score < goals.anyScore) misses.push(`below ${goals.anyScore}`);
  }
  return misses.length ? `MISS (${misses.join(', ')})` : 'ok';
}

// Behind the edge the newsroom listens on a port of its own; with --http1 the browser visits it on `port`.
const serverPort = throughEdge ? await freePort() : port;
const server = await startNewsroom(serverPort);
let edge: HttpsEdge | undefined;
let chrome: Awaited<ReturnType<typeof startChromium>> | undefined;
let failed = false;
try {
  if (throughEdge) edge = await startHttpsEdge(port, serverPort);
  const routes = (await routesToMeasure(serverPort)).filter(
    (route) => !only || route.name === only || route.path.startsWith(only),
  );
  if (routes.length === 0)
    throw new Error(`--only takes home, news, version, gallery, search or wizard, not '${only}'`);
  chrome = await startChromium(edge);
  mkdirSync(reportDir, { recursive: true });
  let signedIn = false;

  const rows: { route: Route; runs: Figures[]; median: Figures }[] = [];
  for (const route of routes) {
    // After the public routes: their runs clear the site's storage, and with it a session.
    if (route.signedIn && !signedIn) {
      await signIn(chrome.debuggingPort);
      signedIn = true;
    }
    const measured: Figures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const flags: Flags = {
        port: chrome.debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        clearStorageTypes: [...(route.signedIn ? defaultClearedStorage : firstVisit)],
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      };
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is taken again, twice at most.
      let result: RunnerResult | undefined;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        result = await lighthouse(`${base}${route.path}`, flags);
        const problem = result?.lhr.runtimeError;
        if (!problem) break;
        console.log(`  ${route.name} run ${run}: ${problem.code}, taken again`);
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
      const finalUrl = result.lhr.finalDisplayedUrl;
      if (new URL(finalUrl).pathname !== new URL(`${base}${route.path}`).pathname)
        throw new Error(`${route.path} ended at ${finalUrl}: not the page meant to be measured`);
      writeFileSync(path.join(reportDir, `${route.name}-${run}.json`), result.report as string);
      const figures = figuresOf(result);
      measured.push(figures);
      console.log(
        `  ${route.name} run ${run}: performance ${figures.score}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, host CPU index ${figures.hostIndex.toFixed(0)}`,
      );
    }
    const mid = (key: keyof Figures) => median(measured.map((figures) => figures[key]));
    rows.push({
      route,
      runs: measured,
      median: {
        score: mid('score'),
        lcpMs: mid('lcpMs'),
        tbtMs: mid('tbtMs'),
        cls: mid('cls'),
        bytes: mid('bytes'),
        hostIndex: mid('hostIndex'),
      },
    });
  }

  console.log(
    `\nLighthouse ${lighthouseVersion()}, ` +
      `mobile, simulated throttling, CPU slowdown ${cpuSlowdown}x, ` +
      `${throughEdge ? 'through the HTTPS edge (HTTP/2)' : 'HTTP/1.1 without an edge'}; ` +
      `median of ${runs} run${runs > 1 ? 's' : ''} per route; ${chromePath}`,
  );
  console.log(
    `${'route'.padEnd(44)} ${'perf'.padStart(4)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'bytes'.padStart(9)} ${'index'.padStart(5)}  verdict`,
  );
  for (const { route, median: figures } of rows) {
    const verdict = verdictOf(route, figures);
    failed ||= verdict !== 'ok';
    const label = `${route.path}${route.signedIn ? ' (signed in)' : ''}`;
    console.log(
      `${label.padEnd(44)} ${String(figures.score).padStart(4)} ${`${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(7)} ` +
        `${`${figures.tbtMs.toFixed(0)} ms`.padStart(7)} ${figures.cls.toFixed(3).padStart(6)} ` +
        `${`${(figures.bytes / 1024).toFixed(0)} KB`.padStart(9)} ${figures.hostIndex.toFixed(0).padStart(5)}  ${verdict}`,
    );
  }
  console.log(
    `goals: performance >= ${goals.publicScore} and LCP <= ${goals.publicLcpMs / 1000} s on public routes; ` +
      `no route below ${goals.anyScore}. index: the host's CPU by Lighthouse's benchmark (median). ` +
      `Reports: var/lighthouse/<route>-<run>.json`,
  );
  writeFileSync(path.join(reportDir, 'summary.json'), JSON.stringify(rows, null, 2));
} finally {
  if (chrome) {
    await stop(chrome.browser);
    rmSync(chrome.profile, { recursive: true, force: true });
  }
  await edge?.close();
  await stop(server);
}
process.exitCode = failed ? 1 : 0;
