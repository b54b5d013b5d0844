/**
 * `npm run bench:metrics`: proof that a Prometheus scrapes the newsroom (docs/operations.md, "Metrics"). Not in CI
 * (about two minutes, most of it the seed's media). On this machine:
 *
 *  1. PostgreSQL 15 (scripts/pg-temp.sh), an S3-compatible bucket (s3rver) and two API processes, each with
 *     `METRICS_PORT` set;
 *  2. Debian's Prometheus (/usr/bin/prometheus) with a generated configuration that scrapes both metrics ports every
 *     second, its storage in a temporary folder;
 *  3. traffic on both processes (autocannon: cached reads, a page of news, unknown addresses), a burst of sign-ins
 *     from one address past its limit, jobs no worker runs (the queue), and e-mails queued (the outbox);
 *  4. Prometheus' HTTP API asked: both targets up (`/api/v1/targets`), then one query per metric family, printed as
 *     a table. Exits non-zero when a target is down or a query answers nothing.
 *
 * Everything lives in var/prometheus-proof and stops at the end. Ports are free ones the script picks.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { enqueueJob } from '../server/jobs/jobQueue';
import { enqueueMail } from '../server/mail/outbox';
import { startLocalBuckets } from './localBuckets';
import { freePort } from './freePort';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'var', 'prometheus-proof');
const prometheusPath = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const stopped: Array<() => void | Promise<void>> = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch {
      // not answering yet
    }
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

function detached(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const out = openSync(path.join(dir, log), 'a');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', out, out], detached: true });
  stopped.push(() => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  });
  return child;
}

interface Series {
  metric: Record<string, string>;
  value: [number, string];
}

async function main() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  const [pgDir, databaseUrl] = execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['start'], {
    encoding: 'utf8',
  })
    .trim()
    .split(' ') as [string, string];
  stopped.push(() => void execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['stop', pgDir]));

  // The seed's media are made once, in the bucket both processes share, as a deployment keeps them.
  const s3 = await startLocalBuckets(path.join(dir, 's3'), ['newsroom']);
  const s3Port = s3.port;
  stopped.push(() => s3.close());

  const names = ['a', 'b'] as const;
  const ports = { a: await freePort(), b: await freePort() };
  const metricsPorts = { a: await freePort(), b: await freePort() };
  const origin = (name: (typeof names)[number]) => `http://127.0.0.1:${ports[name]}`;
  const began = Date.now();
  for (const name of names)
    detached(
      'npx',
      ['tsx', 'server/main.ts'],
      {
        ...process.env,
        PORT: String(ports[name]),
        METRICS_PORT: String(metricsPorts[name]),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, name),
        // The API only: the traffic below reads the API, and no build is needed.
        WEB_DIR: path.join(dir, 'no-web-build'),
        DATABASE_URL: databaseUrl,
        LINK_SECRET: 'prometheus-proof-link-secret-of-32-characters',
        S3_BUCKET: 'newsroom',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        // The load comes from one address; the refusals shown are the sign-in limit's.
        RATE_LIMIT_PER_MINUTE: '100000000',
        SIGN_IN_LIMIT_PER_MINUTE: '10',
        LOG_LEVEL: 'warn',
      },
      `${name}.log`,
    );
  await Promise.all(
    names.map((name) =>
      until(
        `process ${name} healthy`,
        async () => ((await fetch(`${origin(name)}/api/health`)).ok ? true : undefined),
        600_000,
      ),
    ),
  );
  console.log(`two API processes healthy after ${((Date.now() - began) / 1000).toFixed(1)} s`);

  const prometheusPort = await freePort();
  const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  const targets = names.map((name) => `127.0.0.1:${metricsPorts[name]}`);
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    `global:
  scrape_interval: 1s
  scrape_timeout: 1s
  evaluation_interval: 1s
scrape_configs:
  - job_name: newsroom
    static_configs:
      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]
`,
  );
  detached(
    prometheusPath,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ],
    process.env,
    'prometheus.log',
  );
  await until(
    'Prometheus ready',
    async () => ((await fetch(`${prometheusUrl}/-/ready`)).ok ? true : undefined),
    60_000,
  );
  console.log(`Prometheus ${prometheusUrl} scraping ${targets.join(' and ')} every second`);

  // What the gauges read: jobs due that no worker runs (the queue, and its oldest), e-mails queued (the outbox).
  const database = await openDatabase({ url: databaseUrl });
  stopped.push(() => database.close());
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (let i = 0; i < 5; i++)
    await enqueueJob(database.db, { kind: 'proof.nobodyRunsThis', runAt: aMinuteAgo });
  for (let i = 0; i < 3; i++)
    await enqueueMail(database.db, 'cart-download', {
      to: `jornalista${i}@proof.test`,
      subject: 'Prova das métricas',
      text: 'Uma mensagem da prova das métricas.',
    });

  // 20 s of reads on both processes at once, and a sign-in burst past the limit on each.
  const paths = [
    '/api/home/json/',
    '/api/contacts/json/',
    '/api/menu/json/',
    '/api/news/json/?page=1',
    '/api/news/json/news/1',
    '/api/nada-aqui',
    '/api/health',
  ];
  const load = (name: (typeof names)[number]) => {
    let sent = 0;
    return new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: origin(name),
          connections: 10,
          duration: 20,
          requests: [{ setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length]! }) }],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  };
  const loads = Promise.all(names.map(load));
  const refused: number[] = [];
  for (const name of names) {
    let count = 0;
    for (let i = 0; i < 15; i++) if ((await fetch(`${origin(name)}/api/login`)).status === 429) count += 1;
    refused.push(count);
  }
  const results = await loads;
  // The rates are read as they stood at the end of the load, over its last 15 s.
  const loadEnded = Date.now() / 1000;
  for (const [i, name] of names.entries())
    console.log(
      `traffic on ${name}: ${results[i]!.requests.total} requests in 20 s (${Math.round(results[i]!.requests.average)}/s), ` +
        `${refused[i]} sign-ins refused (429)`,
    );
  // A few more scrapes after the load, so its last seconds are in.
  await sleep(3000);

  const up = await until(
    'both targets up',
    async () => {
      const answer = (await (await fetch(`${prometheusUrl}/api/v1/targets`)).json()) as {
        data: { activeTargets: { scrapeUrl: string; health: string; lastScrapeDuration: number }[] };
      };
      const active = answer.data.activeTargets;
      return active.length === 2 && active.every((target) => target.health === 'up') ? active : undefined;
    },
    10_000,
  ).catch(async () => {
    console.error(`a target is down: ${await (await fetch(`${prometheusUrl}/api/v1/targets`)).text()}`);
    return null;
  });
  if (up)
    for (const target of up)
      console.log(
        `target ${target.scrapeUrl}: ${target.health}, last scrape ${(target.lastScrapeDuration * 1000).toFixed(1)} ms`,
      );

  const queries: [string, string][] = [
    ['requests per second, by process', 'sum by (instance) (rate(newsroom_http_requests_total[15s]))'],
    ['answers since the start, by status', 'sum by (status) (newsroom_http_requests_total)'],
    [
      '95th percentile answer time (s), by route',
      // `>= 0` drops the routes nobody asked for in the window (their quantile is NaN).
      'histogram_quantile(0.95, sum by (le, route) (rate(newsroom_http_request_duration_seconds_bucket[15s]))) >= 0',
    ],
    ['content cache lookups, by outcome', 'sum by (outcome) (newsroom_content_cache_lookups_total)'],
    ['refusals by limit and route', 'sum by (limit, route) (newsroom_rate_limit_refusals_total)'],
    ['jobs waiting (whole database)', 'max(newsroom_jobs_waiting)'],
    ['oldest waiting job (s)', 'max(newsroom_jobs_oldest_waiting_seconds)'],
    ['job runs, by kind (both processes)', 'sum by (kind) (newsroom_job_runs_total)'],
    ['e-mails sent (both processes)', 'sum(newsroom_mails_sent_total)'],
    ['outbox pending (whole database)', 'max(newsroom_outbox_pending)'],
    ['outbox failed (whole database)', 'max(newsroom_outbox_failed)'],
    ['PostgreSQL pool connections, by process', 'sum by (instance, state) (newsroom_db_pool_connections)'],
    ['event-loop lag p99 (s), by process', 'max by (instance) (nodejs_eventloop_lag_p99_seconds)'],
    ['resident memory (MB), by process', 'max by (instance) (process_resident_memory_bytes) / 1e6'],
  ];
  const empty: string[] = [];
  console.log('\n| Query | Series | Value |\n| --- | --- | --- |');
  for (const [title, query] of queries) {
    const answer = (await (
      await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}&time=${loadEnded}`)
    ).json()) as { status: string; data: { result: Series[] } };
    const result = answer.status === 'success' ? answer.data.result : [];
    if (!result.length) {
      empty.push(title);
      console.log(`| ${title} | (none) | |`);
    }
    for (const series of result) {
      const labels = Object.entries(series.metric)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ');
      const value = Number(series.value[1]);
      console.log(
        `| ${title} | ${labels || '—'} | ${Number.isInteger(value) ? value : value.toPrecision(3)} |`,
      );
    }
  }
  console.log(
    `\nqueries: \`${prometheusUrl}/api/v1/query\`; every query above is in scripts/prometheusProof.ts`,
  );
  if (!up || empty.length) {
    if (empty.length) console.error(`queries that answered nothing: ${empty.join('; ')}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const stop of stopped.reverse()) await stop();
}
