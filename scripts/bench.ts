/**
 * `npm run bench`: the speed figures and their goals, on this machine.
 *  1. Throughput: autocannon on loopback against `home/json/` and against a static file of the same size served
 *     by the same server, on a throw-away PostgreSQL 15 server; requests/s, p99 and their ratio (goal >= 40%).
 *  2. News: the same server with a bench seed of 10,000 more news (with associations); p95 at 10
 *     connections of `news/json?page=1&limit=10`, a deep page, and `news/json/filter` by a car (goal <= 50 ms),
 *     as the content cache answers them and with the cache missing every time (addresses that rotate).
 *  3. Start-up (skip with --no-startup): a fresh clone of HEAD, `npm ci` (not timed), then the first `npm start`
 *     (build, migrate, seed with images) until healthy (goal <= 90 s), and a restart on the same data (<= 10 s).
 *  4. Cart: 50 full-size photos (4096x2731 JPEGs, made once) in one cart; the
 *     time to the zip's first byte (goal < 300 ms) and the growth of the server process's resident memory while
 *     it streams the whole zip (goal < 64 MB), sampled from /proc every 5 ms.
 *  5. Search: a bench seed of 20,000 more news with varied titles, subtitles and texts; p95 at 10
 *     connections of `elastic/elastic/findBy` with quickSearch=true (goal <= 30 ms) and full (goal <= 100 ms), over
 *     more distinct queries than the answer cache keeps, so every request searches (scripts/benchSearch.ts).
 *     On PostgreSQL 15 like the others; `BENCH_DB=pglite` runs this part on the embedded database instead.
 *  6. Approvals: a bench seed of 500 more loans in every status, written through the loan service; p95
 *     at 10 connections of the first page of `lendingcontract/approvals` and of a loan's detail, signed in as
 *     backoffice@ (role 5) and as gerente1@ (role 2), goal <= 50 ms (scripts/benchApprovals.ts).
 *  7. Load: 60 s (BENCH_LOAD_SECONDS) at 50 connections (BENCH_LOAD_CONNECTIONS) on a mix of public
 *     reads, search and signed-in loan reads; latencies per kind, every answer other than 2xx and every error
 *     (goal 0), and the server's memory sampled every second (goal: no steady growth) (scripts/benchLoad.ts).
 * `-- --only news` (or `home`, `startup`, `cart`, `search`, `approvals`, `load`) runs one part alone. BENCH_PORT and BENCH_DATA_DIR move
 * the bench server (3300, var/bench) when another one is running.
 *
 * `-- --attacks` re-runs the abuse a deployment must resist instead (scripts/benchAttacks.ts, about 2 minutes): wrong
 * passwords, loan requests, e-mails to one recipient and uploads, each from 20 addresses; how many got through.
 *
 * `-- --cluster` runs `npm run cluster` instead (scripts/cluster.ts, about 5 minutes): two API processes behind HAProxy
 * on PostgreSQL, Redis and an S3-compatible bucket.
 *
 * `-- --faults` runs the faults instead (scripts/benchFaults.ts, about 7 minutes): PostgreSQL restarted during
 * writes, the SMTP server down for a minute, Chromium missing; it exits 1 when a check fails.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { approvalsBench } from './benchApprovals';
import { attacksBench } from './benchAttacks';
import { faultsBench } from './benchFaults';
import { loadBench } from './benchLoad';
import { searchBench } from './benchSearch';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const parts = ['home', 'news', 'startup', 'cart', 'search', 'approvals', 'load'] as const;
if (only !== undefined && !(parts as readonly string[]).includes(only))
  throw new Error(`--only takes ${parts.join(', ')}, not '${only}'`);
const faults = process.argv.includes('--faults');
const attacks = process.argv.includes('--attacks');
const cluster = process.argv.includes('--cluster');
const runs = (part: (typeof parts)[number]) =>
  !faults &&
  !attacks &&
  !cluster &&
  (only ? only === part : part !== 'startup' || !process.argv.includes('--no-startup'));

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not healthy within ${timeoutMs / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    // npm start runs the server as a grandchild: signal the whole group.
    process.kill(-child.pid!, 'SIGTERM');
  });
}

function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A throw-away PostgreSQL 15 server and the API on it, seeded as `npm start` seeds; stopped after `run`. */
async function withBenchServer(
  run: (url: string, databaseUrl: string, dataDir: string, publicUrl: string) => Promise<void>,
) {
  const pgServer = execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['start'], { encoding: 'utf8' })
    .trim()
    .split(' ');
  const [pgDir, databaseUrl] = pgServer as [string, string];
  const port = Number(process.env.BENCH_PORT ?? 3300);
  const url = `http://127.0.0.1:${port}`;
  // Media made by an earlier bench run are kept: generating them is not what is measured here.
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'var', 'bench'));
  const server = start('npx', ['tsx', 'server/main.ts'], root, {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // One client sends everything here: the per-client limit would measure the limiter, not the API.
    RATE_LIMIT_PER_MINUTE: String(10_000_000),
  });
  try {
    await waitHealthy(url, server, 180000);
    await run(url, databaseUrl, dataDir, `http://localhost:${port}`);
  } finally {
    await stopProcess(server);
    execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['stop', pgDir]);
  }
}

async function homeThroughput(url: string, dataDir: string) {
  const home = Buffer.from(await (await fetch(`${url}/api/home/json/`)).arrayBuffer());
  mkdirSync(path.join(dataDir, 'media', 'bench'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', 'bench', 'same-size.json'), Buffer.alloc(home.length, 'x'));
  await load(`${url}/api/home/json/`); // warm-up: JIT and the content cache
  const dynamic = await load(`${url}/api/home/json/`);
  const staticFile = await load(`${url}/media/bench/same-size.json`);
  console.log(
    `\nhome/json/ payload: ${(home.length / 1024).toFixed(1)} KB; ${connections} connections, ${seconds} s each, PostgreSQL 15`,
  );
  console.log(
    `home/json/   ${dynamic.rps.toFixed(0).padStart(7)} req/s  p99 ${dynamic.p99} ms  errors ${dynamic.errors}`,
  );
  console.log(
    `static file  ${staticFile.rps.toFixed(0).padStart(7)} req/s  p99 ${staticFile.p99} ms  errors ${staticFile.errors}`,
  );
  const ratio = dynamic.rps / staticFile.rps;
  console.log(
    `ratio        ${(ratio * 100).toFixed(0)}% of the static file (goal >= 40%) ${ratio >= 0.4 ? 'ok' : 'BELOW'}`,
  );
}

const benchNewsCount = 10_000;
const newsConnections = 10;

/**
 * The bench seed: 10,000 published news over ten years, each about a car (half of them a version of it too) or a
 * technology page, in one statement each, so the news reads work on a newsroom of some years.
 */
async function seedBenchNews(databaseUrl: string): Promise<{ carId: number; carIds: number[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into news (title, subtitle, description, media_id, news_date, created_at)
       select 'Notícia de bancada ' || g, 'Subtítulo da notícia de bancada ' || g, '<p>Texto da notícia.</p>',
         photos.ids[1 + g % array_length(photos.ids, 1)], current_date - (g % 3650), now() - g * interval '1 minute'
       from generate_series(1, $1::int) g,
         (select array_agg(id order by id) ids from media where in_gallery and kind = 'image') photos`,
      [benchNewsCount],
    );
    await client.query(
      `with bench as (select id from news where title like 'Notícia de bancada %'),
         versions as (select car_id, min(id) version_id from car_versions group by car_id),
         car_ids as (select array_agg(id order by id) ids from cars),
         pages as (select array_agg(id order by id) ids from section_pages
           where kind = 'technology' and parent_id is null)
       insert into news_associations (news_id, text_enum, association_id, association_item_id)
       select bench.id, 'Carros', car.id, case when bench.id % 4 = 0 then versions.version_id end
       from bench cross join car_ids
         cross join lateral (select car_ids.ids[1 + bench.id % array_length(car_ids.ids, 1)] id) car
         left join versions on versions.car_id = car.id
       where bench.id % 3 <> 0
       union all
       select bench.id, 'Technologies', pages.ids[1 + bench.id % array_length(pages.ids, 1)], null
       from bench, pages
       where bench.id % 3 = 0`,
    );
    await client.query('analyze news; analyze news_associations');
    const busiest = await client.query<{ association_id: number }>(
      `select association_id from news_associations where text_enum = 'Carros'
       group by association_id order by count(*) desc limit 1`,
    );
    const cars = await client.query<{ id: number }>('select id from cars order by id');
    return { carId: busiest.rows[0]!.association_id, carIds: cars.rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

/** p95 from every response's own time (autocannon's summary has p90 and p97.5, not p95). */
async function loadP95(
  url: string,
  paths: () => string,
  duration = seconds,
  headers?: Record<string, string>,
) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: newsConnections,
        duration,
        ...(headers ? { headers } : {}),
        requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? NaN;
  return { p95, rps: result.requests.average, errors: result.errors + result.non2xx };
}

async function newsReads(url: string, databaseUrl: string) {
  const started = Date.now();
  const { carId, carIds } = await seedBenchNews(databaseUrl);
  const first = (await (await fetch(`${url}/api/news/json?page=1&limit=10`)).json()) as { pages: number };
  const filter = (await (
    await fetch(`${url}/api/news/json/filter?textEnum=Carros&association_id=${carId}&limit=10`)
  ).json()) as { pages: number };
  console.log(
    `\nnews: ${benchNewsCount} bench news added in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${first.pages} pages of 10; car ${carId}: ${filter.pages} pages); ${newsConnections} connections, ` +
      `${seconds} s each, PostgreSQL 15, goal p95 <= 50 ms`,
  );
  const rotate = (count: number) => {
    let counter = -1;
    return () => (counter = (counter + 1) % count);
  };
  const cases: [string, () => string][] = [
    ['news/json?page=1&limit=10', () => '/api/news/json?page=1&limit=10'],
    [
      `news/json?page=${first.pages - 1}&limit=10 (deep)`,
      () => `/api/news/json?page=${first.pages - 1}&limit=10`,
    ],
    [
      `news/json/filter?textEnum=Carros&association_id=${carId}`,
      () => `/api/news/json/filter?textEnum=Carros&association_id=${carId}&page=1&limit=10`,
    ],
    // More addresses than the cache keeps (500 answers), asked in turn: every request is a cache miss.
    [
      'news/json, pages 1..1000 in turn (uncached)',
      (() => {
        const next = rotate(1000);
        return () => `/api/news/json?page=${next() + 1}&limit=10`;
      })(),
    ],
    [
      'news/json/filter, every car and page in turn (uncached)',
      (() => {
        const next = rotate(1_000_000);
        return () => {
          const n = next();
          // Every car x 40 pages x 2 limits: about 1,000 addresses in turn.
          const car = carIds[n % carIds.length];
          const page = 1 + (Math.floor(n / carIds.length) % 40);
          const limit = 10 + (Math.floor(n / (carIds.length * 40)) % 2);
          return `/api/news/json/filter?textEnum=Carros&association_id=${car}&page=${page}&limit=${limit}`;
        };
      })(),
    ],
  ];
  for (const [label, paths] of cases) {
    await loadP95(url, paths, 3); // warm-up: JIT, connections, the cache where it answers
    const { p95, rps, errors } = await loadP95(url, paths);
    console.log(
      `${label.padEnd(58)} p95 ${p95.toFixed(1).padStart(5)} ms  ${rps.toFixed(0).padStart(6)} req/s  errors ${errors}  ${p95 <= 50 ? 'ok' : 'OVER'}`,
    );
  }
}

async function startup() {
  const clone = mkdtempSync(path.join(os.tmpdir(), 'newsroom-clone-'));
  try {
    execFileSync('git', ['clone', '--quiet', root, clone]);
    console.log(`\nfresh clone of HEAD in ${clone}; npm ci (not timed)…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: clone,
      stdio: 'ignore',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    const port = 3301;
    const env = { PORT: String(port), LOG_LEVEL: 'warn' };
    for (const [label, goal] of [
      ['first npm start (build, migrate, seed, images)', 90],
      ['restart on the same data', 10],
    ] as const) {
      const server = start('npm', ['start'], clone, env);
      const ms = await waitHealthy(`http://127.0.0.1:${port}`, server, 300000);
      await stopProcess(server);
      console.log(
        `${label}: healthy in ${(ms / 1000).toFixed(1)} s (goal <= ${goal} s) ${ms <= goal * 1000 ? 'ok' : 'OVER'}`,
      );
    }
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const cartPhotos = 50;

/** The resident memory of the process listening on `port`, in bytes (Linux: /proc). */
function serverMemory(port: number): () => number {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  if (!pid) throw new Error(`no process found listening on ${port}`);
  return () => {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) * 1024;
  };
}

/**
 * 50 full-size photos in the media folder and the database: one noisy 4096x2731 JPEG (about 3.7 MB, like a press
 * photo, where a seed picture is mostly flat colour and ~0.3 MB) copied under 50 names, so the cart far outweighs
 * the memory goal and a server that buffered it would show.
 */
async function seedCartPhotos(databaseUrl: string, dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'media', 'bench-cart');
  mkdirSync(folder, { recursive: true });
  const names = Array.from(
    { length: cartPhotos },
    (_, i) => `foto-bancada-${String(i + 1).padStart(2, '0')}.jpg`,
  );
  if (!names.every((name) => existsSync(path.join(folder, name)))) {
    const { default: sharp } = await import('sharp');
    const first = path.join(folder, names[0]!);
    await sharp({
      create: {
        width: 4096,
        height: 2731,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 18 },
      },
    })
      .jpeg({ quality: 85 })
      .toFile(first);
    for (const name of names.slice(1)) copyFileSync(first, path.join(folder, name));
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into media (kind, title, folder, file_low, file_med, file_full, size_low, size_med, size_full, in_gallery)
       select 'image', 'Foto de bancada ' || n, 'bench-cart', n || '-low.jpg', n || '-med.jpg', n, '', '', '', false
       from unnest($1::text[]) n
       where not exists (select 1 from media where folder = 'bench-cart' and file_full = n)`,
      [names],
    );
  } finally {
    await client.end();
  }
  return names.map((name) => `/media/bench-cart/${name}`);
}

async function cartZip(url: string, databaseUrl: string, dataDir: string) {
  const links = await seedCartPhotos(databaseUrl, dataDir);
  const cart = links.map((link, i) => ({ title: `Foto de bancada ${i + 1}`, files: [link] }));
  const asked = await fetch(`${url}/api/cartfiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bancada@redacao.test', cart }),
  });
  if (!asked.ok) throw new Error(`POST cartfiles answered ${asked.status}: ${await asked.text()}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const mail = await client.query<{ text: string }>(
    `select text from mail_outbox where topic = 'cart-download' order by id desc limit 1`,
  );
  await client.end();
  // The e-mailed link names PUBLIC_URL; the same path and query are asked of the bench server's address.
  const emailed = new URL(/https?:\/\/\S+\/zip\?\S+/.exec(mail.rows[0]!.text)![0]);
  const zipUrl = `${url}${emailed.pathname}${emailed.search}`;
  const rss = serverMemory(Number(new URL(url).port));

  const download = async () => {
    const baseline = rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
    const started = performance.now();
    const response = await fetch(zipUrl);
    if (!response.ok || !response.body) throw new Error(`zip answered ${response.status}`);
    const reader = response.body.getReader();
    let firstByteMs = NaN;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.length;
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rss());
    const declared = Number(response.headers.get('content-length'));
    if (declared !== bytes) throw new Error(`zip of ${bytes} bytes, Content-Length said ${declared}`);
    return { firstByteMs, totalMs, bytes, baseline, growth: peak - baseline };
  };
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `\ncart zip: ${cartPhotos} full-size photos (4096x2731 JPEG) in one cart, stored, over loopback`,
  );
  for (const label of ['first download (cold)', 'second download']) {
    const run = await download();
    console.log(
      `${label.padEnd(22)} ${mb(run.bytes)} MB in ${(run.totalMs / 1000).toFixed(2)} s; ` +
        `first byte ${run.firstByteMs.toFixed(0)} ms (goal < 300 ms) ${run.firstByteMs < 300 ? 'ok' : 'OVER'}; ` +
        `server RSS ${mb(run.baseline)} MB, peak growth ${mb(run.growth)} MB (goal < 64 MB) ` +
        `${run.growth < 64 * 1024 * 1024 ? 'ok' : 'OVER'}`,
    );
  }
}

const onPostgres =
  runs('home') ||
  runs('news') ||
  runs('cart') ||
  runs('approvals') ||
  runs('load') ||
  (runs('search') && process.env.BENCH_DB !== 'pglite');
if (onPostgres)
  await withBenchServer(async (url, databaseUrl, dataDir, publicUrl) => {
    if (runs('home')) await homeThroughput(url, dataDir);
    if (runs('news')) await newsReads(url, databaseUrl);
    if (runs('cart')) await cartZip(url, databaseUrl, dataDir);
    if (runs('search') && process.env.BENCH_DB !== 'pglite')
      await searchBench.onPostgres(url, databaseUrl, loadP95);
    if (runs('approvals')) await approvalsBench(url, databaseUrl, publicUrl, loadP95);
    if (runs('load')) await loadBench(url, publicUrl, serverMemory(Number(new URL(url).port)));
  });
if (runs('search') && process.env.BENCH_DB === 'pglite')
  await searchBench.onPglite(
    { root, port: Number(process.env.BENCH_PORT ?? 3300), start, stopProcess, waitHealthy },
    loadP95,
  );
if (runs('startup')) await startup();
if (faults && !(await faultsBench())) process.exitCode = 1;
if (attacks) await attacksBench();
if (cluster) execFileSync('npx', ['tsx', 'scripts/cluster.ts'], { cwd: root, stdio: 'inherit' });
