/**
 * The newsroom as several machines run it, on this one: PostgreSQL 15 (scripts/pg-temp.sh), Redis (Debian's
 * redis-server), an S3-compatible bucket (s3rver, standing in for S3, MinIO or R2), two API processes with data
 * folders of their own, and HAProxy in front (Debian's haproxy) checking `/api/health`. Then it shows, with figures:
 *
 *  1. both processes starting together on an empty database (one migrates and seeds, the other waits);
 *  2. a sign-in whose requests alternate between the processes;
 *  3. a licence picture uploaded through one process and read through the other, a PDF printed by one and served by
 *     the other, the seed's media made once in the bucket, and an image sibling made by one and served by the other;
 *  4. a limit that counts across both (the sign-in limit, 10 a minute per address, asked 30 times in turn);
 *  5. requests per second through the balancer to one process, then to two, in the same run;
 *  6. a rolling restart under mixed reads and writes through the balancer: each process in turn gets SIGTERM (it
 *     drains: its health check says 503, HAProxy takes it out, it finishes what it holds), starts again, and is back
 *     in rotation before the next; how many requests failed at the client;
 *  7. kill -9 of one process under 30 s of mixed reads through the balancer: how many requests failed at the client;
 *  8. a third process joining with an empty data folder: healthy in seconds, the seed's media being in the bucket.
 *
 * `npm run cluster`; about 5 minutes. Needs postgresql-15, redis-server and haproxy
 * (apt-get install them). Everything lives in var/cluster and stops at the end.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { s3Store } from '../server/storage/s3Store';
import { multipart } from './benchAttacks';
import { startLocalBuckets } from './localBuckets';
import { freePort } from './freePort';
import { signInOverHttp } from './signInOverHttp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'var', 'cluster');

async function healthy(origin: string, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return Date.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not become healthy`);
}

const stopped: Array<() => void | Promise<void>> = [];

async function main() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });

  const [pgDir, databaseUrl] = execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['start'], {
    encoding: 'utf8',
  })
    .trim()
    .split(' ') as [string, string];
  stopped.push(() => void execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['stop', pgDir]));

  const redisPort = await freePort();
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  stopped.push(() => void redis.kill());

  const s3 = await startLocalBuckets(path.join(dir, 's3'), ['newsroom']);
  const s3Port = s3.port;
  stopped.push(() => s3.close());

  const balancerPort = await freePort();
  const statsPort = await freePort();
  // The same balancer with only process a behind it: one process against two, through the same hop.
  const onePort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const ports = { a: await freePort(), b: await freePort(), c: await freePort() };
  type Name = keyof typeof ports;
  const origin = (name: Name) => `http://127.0.0.1:${ports[name]}`;
  const processes: Record<string, ChildProcess> = {};
  const start = (name: Name) => {
    const log = openSync(path.join(dir, `${name}.log`), 'a');
    // Node itself (tsx as a loader), not npx: a SIGTERM reaches the server, and its exit is the server's.
    processes[name] = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(ports[name]),
        DATA_DIR: path.join(dir, name),
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: publicUrl,
        LINK_SECRET: 'cluster-link-secret-of-at-least-32-characters',
        S3_BUCKET: 'newsroom',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        TRUST_PROXY: 'loopback',
        // The load below comes from one address; the limit shown is the sign-in one.
        RATE_LIMIT_PER_MINUTE: '100000000',
        // Step 4 asks 30 times: a limit of 10 shows one count across both processes.
        SIGN_IN_LIMIT_PER_MINUTE: '10',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
      detached: true,
    });
  };
  stopped.push(() => {
    for (const child of Object.values(processes)) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  // 1. Both at once, on an empty database.
  const began = Date.now();
  start('a');
  start('b');
  const [readyA, readyB] = await Promise.all([
    healthy(origin('a'), Date.now() + 600_000),
    healthy(origin('b'), Date.now() + 600_000),
  ]);
  console.log(
    `1. two processes started together on an empty database: healthy after ${((readyA - began) / 1000).toFixed(1)} s ` +
      `and ${((readyB - began) / 1000).toFixed(1)} s`,
  );

  writeFileSync(
    path.join(dir, 'haproxy.cfg'),
    `global
  maxconn 4096
  # Request lines in var/cluster/haproxy.log: the fourth counter of five (…/…/…/…/N) is how often one was retried.
  log stdout format raw local0 info
defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option forwardfor
  # A read that a dying process refused or left unanswered goes to the other one.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503
frontend newsroom
  bind 127.0.0.1:${balancerPort}
  default_backend api
frontend only-a
  bind 127.0.0.1:${onePort}
  default_backend one
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
backend one
  option httpchk GET /api/health
  server a 127.0.0.1:${ports.a} check
backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 1 rise 2
  # A busy process answers its check late, not never: out of rotation for that, the last one would leave none.
  timeout check 3s
  server a 127.0.0.1:${ports.a} check
  server b 127.0.0.1:${ports.b} check
`,
  );
  const haproxy = spawn('haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')], {
    stdio: [
      'ignore',
      openSync(path.join(dir, 'haproxy.log'), 'a'),
      openSync(path.join(dir, 'haproxy.log'), 'a'),
    ],
  });
  stopped.push(() => void haproxy.kill());
  await healthy(publicUrl, Date.now() + 10_000);

  // 2. A sign-in whose every request goes to the other process than the one before.
  const session = await signInOverHttp(publicUrl, 'jornalista@imprensa.test', 'imprensa123', [
    origin('a'),
    origin('b'),
  ]);
  console.log(`2. sign-in with its requests alternating a, b, a…: signed in as user ${session.user.id}`);

  // 3. Files written by one process, read by the other.
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#346' } })
    .jpeg()
    .toBuffer();
  const form = multipart(photo);
  const uploaded = await fetch(`${origin('a')}/api/medias/upload-front`, {
    method: 'POST',
    headers: { 'content-type': form.type, authorization: session.token },
    body: new Uint8Array(form.body),
  });
  const { media } = (await uploaded.json()) as { media: string };
  const read = await fetch(`${origin('b')}/api/medias/private/${media}`, {
    headers: { authorization: session.token },
  });
  console.log(
    `3. licence picture uploaded through a (${uploaded.status}), read through b: ${read.status}, ` +
      `${(await read.arrayBuffer()).byteLength} bytes`,
  );
  const printed = await fetch(`${origin('a')}/api/pdf/chrome/url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${publicUrl}/termos-legais`, inlinePdf: true }),
  });
  if (printed.ok) {
    const { pdf } = (await printed.json()) as { pdf: string };
    const served = await fetch(`${origin('b')}${pdf}`);
    const again = await fetch(`${origin('b')}/api/pdf/chrome/url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${publicUrl}/termos-legais`, inlinePdf: true }),
    });
    const reused = ((await again.json()) as { pdf: string }).pdf === pdf;
    console.log(
      `   PDF printed by a, served by b: ${served.status}, ${(await served.arrayBuffer()).byteLength} bytes; ` +
        `asked of b again: ${reused ? 'the same file' : 'printed anew'}`,
    );
  } else console.log(`   PDF printed by a: ${printed.status} (no Chromium?)`);

  // Public media: made once in the bucket by whichever process seeded first; a sibling made by one is the other's.
  const bucket = s3Store({
    bucket: 'newsroom',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${s3Port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const stored: string[] = [];
  for await (const file of bucket.list('media/')) stored.push(file.key);
  const low = stored.find(
    (key) => key.endsWith('-low.jpg') && !stored.includes(key.replace(/\.jpg$/, '.webp')),
  );
  const siblingPath = `/${low!.replace(/\.jpg$/, '.webp')}`;
  const madeByA = await fetch(`${origin('a')}${siblingPath}`);
  const servedByB = await fetch(`${origin('b')}${siblingPath}`);
  console.log(
    `   media in the bucket: ${stored.length} files, made once for both; ${siblingPath} made by a ` +
      `(${madeByA.status}), served by b (${servedByB.status}, ` +
      `${madeByA.headers.get('etag') === servedByB.headers.get('etag') ? 'the same file' : 'another file'})`,
  );

  // 4. One limit over both processes.
  const statuses: Record<number, number> = {};
  for (let i = 0; i < 30; i++) {
    const answer = await fetch(`${origin(i % 2 ? 'b' : 'a')}/api/login`, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  console.log(
    `4. GET /api/login 30 times from one address, alternating a and b: ${JSON.stringify(statuses)}`,
  );

  // 5. One process, then two behind the balancer.
  const rate = async (url: string) => {
    const result = await autocannon({ url, connections: 20, duration: 10 });
    return { perSecond: Math.round(result.requests.average), errors: result.errors + result.non2xx };
  };
  const one = await rate(`http://127.0.0.1:${onePort}/api/home/json/`);
  const two = await rate(`${publicUrl}/api/home/json/`);
  console.log(
    `5. home/json/ through HAProxy, 20 connections, 10 s: one process ${one.perSecond} req/s (${one.errors} errors); ` +
      `two behind HAProxy ${two.perSecond} req/s (${two.errors} errors): ${(two.perSecond / one.perSecond).toFixed(2)}×`,
  );

  const paths = ['/api/home/json/', '/api/contacts/json/', '/home', '/api/news/json/?page=1', '/api/health'];
  await rollingRestart({
    publicUrl,
    statsUrl: `http://127.0.0.1:${statsPort}/stats;csv`,
    balancerLog: path.join(dir, 'haproxy.log'),
    paths,
    token: session.token,
    names: ['a', 'b'],
    stop: async (name) => {
      const child = processes[name]!;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
    start: async (name) => {
      start(name);
      await healthy(origin(name), Date.now() + 120_000);
    },
  });

  // 7. kill -9 of b a third of the way through 30 s of mixed reads.
  let sent = 0;
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: publicUrl,
        connections: 20,
        duration: 30,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length]! }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    void instance;
  });
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  process.kill(-processes.b!.pid!, 'SIGKILL');
  const killedAt = Date.now();
  const result = await load;
  const statusCounts = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  console.log(
    `7. kill -9 of b 10 s into 30 s of mixed reads through HAProxy: ${result.requests.total} requests, ` +
      `${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts (${statusCounts}); ` +
      `b was killed ${((Date.now() - killedAt) / 1000).toFixed(0)} s before the end`,
  );

  // 8. A new machine joins: a data folder of its own, the database and bucket already there.
  const joined = Date.now();
  start('c');
  const readyC = await healthy(origin('c'), Date.now() + 600_000);
  console.log(
    `8. a third process with an empty data folder, on the same database and bucket: healthy after ` +
      `${((readyC - joined) / 1000).toFixed(1)} s`,
  );
}

/** Whether HAProxy has each server of the `api` backend in rotation, and its retry counts, from its CSV stats. */
async function balancerView(statsUrl: string) {
  const [header, ...rows] = (await (await fetch(statsUrl)).text()).trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const servers = new Map<string, { up: boolean; retries: number; redispatches: number }>();
  for (const row of rows.map((line) => line.split(','))) {
    // The servers' rows only: the backend's own row sums theirs.
    if (at(row, 'pxname') !== 'api' || ['BACKEND', 'FRONTEND'].includes(at(row, 'svname'))) continue;
    servers.set(at(row, 'svname'), {
      up: at(row, 'status').startsWith('UP'),
      retries: Number(at(row, 'wretr') || 0),
      redispatches: Number(at(row, 'wredis') || 0),
    });
  }
  return servers;
}

/**
 * 6. A rolling restart, as a deploy does it: under mixed reads (autocannon, 20 connections) and a journalist's
 * favorites saved through POST every 0.6 s (under the route's 120 a minute), each process in turn is stopped with
 * SIGTERM, started again and waited for until HAProxy has it back in rotation, then the next.
 */
async function rollingRestart(options: {
  publicUrl: string;
  statsUrl: string;
  balancerLog: string;
  paths: string[];
  token: string;
  names: readonly ('a' | 'b')[];
  stop: (name: 'a' | 'b') => Promise<number | null>;
  start: (name: 'a' | 'b') => Promise<void>;
}) {
  const { publicUrl, statsUrl, paths } = options;
  const before = await balancerView(statsUrl);
  const logFrom = statSync(options.balancerLog).size;
  let sent = 0;
  let instance: autocannon.Instance | undefined;
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: publicUrl,
        connections: 20,
        // Stopped when the restart is done; the bound is for a restart that never ends.
        duration: 300,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length]! }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  const writes = { sent: 0, ok: 0, failed: [] as string[] };
  let writing = true;
  const writer = (async () => {
    while (writing) {
      writes.sent += 1;
      const favorite = {
        name: `Favorito ${writes.sent}`,
        type: 'news',
        imageLink: '',
        contentLink: `/noticias/${writes.sent}`,
        contentToDownload: [],
        mediaAmount: 0,
      };
      try {
        const answer = await fetch(`${publicUrl}/api/favorites/merge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: options.token },
          body: JSON.stringify({ favorites: [favorite] }),
          signal: AbortSignal.timeout(10_000),
        });
        await answer.arrayBuffer();
        if (answer.ok) writes.ok += 1;
        else writes.failed.push(String(answer.status));
      } catch (error) {
        writes.failed.push((error as Error).name);
      }
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
  })();

  // Load first, so the restart begins with both processes busy.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const began = Date.now();
  const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
  const steps: string[] = [];
  for (const name of options.names) {
    const stopped = Date.now();
    let outAfter = '';
    const exited = options.stop(name);
    // Watch HAProxy take it out, while it drains.
    let done = false;
    void exited.then(() => (done = true));
    while (!done && !outAfter) {
      if ((await balancerView(statsUrl)).get(name)?.up === false) outAfter = seconds(stopped);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const code = await exited;
    const exitedAfter = seconds(stopped);
    const restarted = Date.now();
    await options.start(name);
    const healthyAfter = seconds(restarted);
    while (!(await balancerView(statsUrl)).get(name)?.up)
      await new Promise((resolve) => setTimeout(resolve, 100));
    steps.push(
      `${name}: out of rotation ${outAfter || '?'} s after SIGTERM, exited (code ${code}) after ${exitedAfter} s; ` +
        `started again, healthy in ${healthyAfter} s, back in rotation ${seconds(restarted)} s after its start`,
    );
  }
  const rollSeconds = seconds(began);
  // A little load after the last process is back, then stop.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  instance!.stop();
  writing = false;
  const [result] = await Promise.all([load, writer]);
  const after = await balancerView(statsUrl);
  const sum = (view: typeof after, key: 'retries' | 'redispatches') =>
    [...view.values()].reduce((total, server) => total + server[key], 0);
  const statusCounts = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  console.log(
    `6. rolling restart of a then b (SIGTERM, drain, start, back in rotation) in ${rollSeconds} s, under mixed reads ` +
      `through HAProxy: ${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors, ` +
      `${result.timeouts} timeouts (${statusCounts}); writes (POST favorites/merge): ${writes.sent} sent, ` +
      `${writes.ok} ok, ${writes.failed.length} failed${writes.failed.length ? ` (${writes.failed.join(', ')})` : ''}; ` +
      `HAProxy retried ${sum(after, 'retries') - sum(before, 'retries')} and redispatched ` +
      `${sum(after, 'redispatches') - sum(before, 'redispatches')}`,
  );
  for (const step of steps) console.log(`   ${step}`);
  // What HAProxy retried, from its request lines: `… ---- 21/21/19/19/+1 0/0 "GET /path HTTP/1.1"`.
  const retried = new Map<string, number>();
  for (const line of readFileSync(options.balancerLog, 'utf8').slice(logFrom).split('\n')) {
    const match = / \d+\/\d+\/\d+\/\d+\/\+?([1-9]\d*) \d+\/\d+ "(\S+) (\S+)/.exec(line);
    if (match) retried.set(`${match[2]} ${match[3]}`, (retried.get(`${match[2]} ${match[3]}`) ?? 0) + 1);
  }
  console.log(
    `   requests HAProxy sent again to the other process: ` +
      ([...retried].map(([request, count]) => `${request} × ${count}`).join(', ') || 'none'),
  );
}

try {
  await main();
} finally {
  for (const stop of stopped.reverse()) await stop();
}
