/**
 * The `load` part of `npm run bench` ("Sturdiness: Load"): 60 s (BENCH_LOAD_SECONDS) at 50 connections
 * (BENCH_LOAD_CONNECTIONS) on a mix of what the newsroom is asked at once: public reads (the home, news pages and
 * items, the cars, a car and its versions, the gallery), the search (typed, quickSearch=true, and full) and signed-in
 * loan reads (the journalist's cancellable requests, the backoffice's approvals list and a loan's detail). Goal: no
 * error (no socket error, time-out or answer other than 2xx) and no steady growth of the server's memory.
 *
 * Each kind of request is its own autocannon instance, all running together over the same minute with the
 * connections shared out in proportion to the kind's weight, so each kind keeps its own latencies while the server
 * sees the mix. The server's resident memory (RSS, from /proc) is sampled every second: start, peak, end, and the
 * slope of a least-squares line over the last 30 s, when the JIT and the caches have warmed up. A leak shows as a
 * slope that stays positive; a sawtooth of garbage collection does not.
 *
 * The bench server runs with RATE_LIMIT_PER_MINUTE raised (bench.ts): every connection comes from 127.0.0.1, and
 * the API's per-address limit (1200 a minute by default) would answer 429 to all but the first seconds of this run,
 * measuring the limiter instead of the API. No write is in the mix: writes have stricter limits of their own.
 */
import autocannon from 'autocannon';
import { approvalsPaging } from '../src/domain/approvalsPaging';
import { signInOverHttp } from './signInOverHttp';

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
/** MB a second over the last 30 s above which the memory is said to grow steadily (0.25 MB/s: 15 MB a minute). */
const steadyGrowth = 0.25;

interface Kind {
  label: string;
  /** Share of the connections. */
  weight: number;
  /** The next request's path and, when signed in, its authorization. */
  next: () => { path: string; authorization?: string };
}

const cycle = <T>(items: T[]) => {
  if (items.length === 0) throw new Error('load bench: nothing to ask for');
  let n = -1;
  return () => items[(n = (n + 1) % items.length)]!;
};

async function json<T>(url: string, authorization?: string): Promise<T> {
  const response = await fetch(url, authorization ? { headers: { authorization } } : {});
  if (!response.ok) throw new Error(`load bench: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The addresses of the mix, read from the running server: real ids, as a reader's clicks would give. */
async function buildKinds(url: string, publicUrl: string): Promise<Kind[]> {
  const api = `${url}/api`;
  const newsPage = await json<{ pages: number; news: { id: number }[] }>(`${api}/news/json?page=1&limit=50`);
  // Models, concepts and classics (category 1 to 3).
  const cars: { id: number; title: string }[] = [];
  for (const category of [1, 2, 3])
    cars.push(...(await json<{ cars: typeof cars }>(`${api}/cars/json/?category=${category}`)).cars);
  const carPaths: string[] = [];
  for (const car of cars) {
    carPaths.push(`/api/cars/json/car/${car.id}`);
    const detail = await json<{ cars: { versions: { id: number }[] } }>(`${api}/cars/json/car/${car.id}`);
    for (const version of detail.cars.versions)
      carPaths.push(`/api/cars/json/car/${car.id}/version/${version.id}`);
  }
  const publicPaths = [
    '/api/home/json/',
    ...Array.from(
      { length: Math.min(20, newsPage.pages) },
      (_, i) => `/api/news/json?page=${i + 1}&limit=10`,
    ),
    ...newsPage.news.map((item) => `/api/news/json/news/${item.id}`),
    '/api/cars/json/?category=1',
    '/api/cars/json/?category=2',
    '/api/cars/json/?category=3',
    ...carPaths,
    '/api/buckets/json/photos?page=1&limit=12',
    '/api/buckets/json/photos?page=2&limit=12',
    '/api/buckets/json/videos?page=1&limit=12',
    '/api/buckets/json?page=1&limit=12',
  ];
  // Round-robin over a list that interleaves the kinds of page (home, news, cars, gallery) rather than blocks.
  const interleaved = [...publicPaths].sort(
    (a, b) => (hash(a) % 997) - (hash(b) % 997) || a.localeCompare(b),
  );

  // Searches: the models' names, alone and with a word, and what a person types on the way (quick).
  const words = ['motor', 'elétrico', 'lançamento', 'segurança', 'consumo', 'versão', 'evento', 'fábrica'];
  const names = cars.map((car) => car.title);
  const fullQueries = [
    ...names,
    ...names.flatMap((name) => words.map((word) => `${name} ${word}`)),
    ...words,
  ];
  const typedQueries = fullQueries.flatMap((query) =>
    [3, 5, query.length].map((letters) => query.slice(0, letters)).filter((q) => q.trim().length >= 3),
  );
  const search = (query: string, quick: boolean) =>
    `/api/elastic/elastic/findBy?search=${encodeURIComponent(query)}&quickSearch=${quick}`;

  // Signed-in reads: the journalist's own requests (the cancellation page), the backoffice's approvals list as the
  // app asks for it, and the detail of the loans on its first page.
  const journalist = await signInOverHttp(publicUrl, 'jornalista@imprensa.test', 'imprensa123');
  const backoffice = await signInOverHttp(publicUrl, 'backoffice@imprensa.test', 'imprensa123');
  const firstPage = `/api/lendingcontract/approvals?page=1&limit=${approvalsPaging.defaultLimit}`;
  const approvals = await json<{ list: { id: number }[] }>(`${url}${firstPage}`, backoffice.token);
  const loanReads: { path: string; authorization: string }[] = [
    { path: '/api/lendingcontract/cancellable', authorization: journalist.token },
    { path: firstPage, authorization: backoffice.token },
    ...approvals.list
      .slice(0, 5)
      .map((loan) => ({ path: `/api/lendingcontract/${loan.id}`, authorization: backoffice.token })),
  ];

  const nextPublic = cycle(interleaved);
  const nextQuick = cycle(typedQueries);
  const nextFull = cycle(fullQueries);
  const nextLoan = cycle(loanReads);
  return [
    {
      label: `public reads (${interleaved.length} addresses)`,
      weight: 25,
      next: () => ({ path: nextPublic() }),
    },
    {
      label: `search quick (${typedQueries.length} queries)`,
      weight: 8,
      next: () => ({ path: search(nextQuick(), true) }),
    },
    {
      label: `search full (${fullQueries.length} queries)`,
      weight: 4,
      next: () => ({ path: search(nextFull(), false) }),
    },
    { label: `signed-in loan reads (${loanReads.length} addresses)`, weight: 13, next: nextLoan },
  ];
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

interface KindResult {
  label: string;
  connections: number;
  requests: number;
  times: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
}

function runKind(url: string, kind: Kind, kindConnections: number, duration: number): Promise<KindResult> {
  const result: KindResult = {
    label: kind.label,
    connections: kindConnections,
    requests: 0,
    times: [],
    statuses: new Map(),
    errors: 0,
    timeouts: 0,
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: kindConnections,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const { path, authorization } = kind.next();
              return {
                ...request,
                path,
                headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
              };
            },
          },
        ],
      },
      (error, done) => {
        if (error) return reject(error);
        result.errors = done.errors;
        result.timeouts = done.timeouts;
        resolve(result);
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      result.requests += 1;
      result.times.push(responseTime);
      result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
    });
  });
}

/** Least-squares slope of (second, bytes) samples, in MB a second. */
function slope(samples: { at: number; rss: number }[]): number {
  const n = samples.length;
  if (n < 2) return NaN;
  const meanX = samples.reduce((sum, s) => sum + s.at, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.rss, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.at - meanX) * (s.rss - meanY);
    den += (s.at - meanX) ** 2;
  }
  return num / den / 1024 / 1024;
}

/**
 * Runs the mix against the bench server at `url` (`publicUrl` is its address as the sign-in provider names it) and
 * prints the figures; `rss` reads the server process's resident memory in bytes.
 */
export async function loadBench(url: string, publicUrl: string, rss: () => number) {
  const kinds = await buildKinds(url, publicUrl);
  const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const shares = kinds.map((kind) => Math.max(1, Math.round((connections * kind.weight) / totalWeight)));
  console.log(
    `\nload: ${seconds} s at ${shares.reduce((a, b) => a + b, 0)} connections, a mix of ` +
      kinds.map((kind, i) => `${kind.label}: ${shares[i]}`).join('; '),
  );

  // Five seconds of the same mix first (not counted): JIT, connections, the caches.
  await Promise.all(kinds.map((kind, i) => runKind(url, kind, shares[i]!, Math.min(5, seconds))));

  const started = Date.now();
  const samples: { at: number; rss: number }[] = [{ at: 0, rss: rss() }];
  const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, rss: rss() }), 1000);
  let results: KindResult[];
  try {
    results = await Promise.all(kinds.map((kind, i) => runKind(url, kind, shares[i]!, seconds)));
  } finally {
    clearInterval(sampler);
  }
  samples.push({ at: (Date.now() - started) / 1000, rss: rss() });
  const elapsed = (Date.now() - started) / 1000;

  let failures = 0;
  let requests = 0;
  let all: number[] = [];
  for (const result of results) {
    const sorted = [...result.times].sort((a, b) => a - b);
    all = all.concat(result.times); // not push(...times): a long run's hundreds of thousands overflow the stack
    const other = [...result.statuses].filter(([status]) => status < 200 || status > 299);
    const non2xx = other.reduce((sum, [, count]) => sum + count, 0);
    failures += non2xx + result.errors + result.timeouts;
    requests += result.requests;
    console.log(
      `${result.label.padEnd(44)} ${String(result.connections).padStart(2)} conn ` +
        `${(result.requests / elapsed).toFixed(0).padStart(6)} req/s  ` +
        `p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)}  p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)}  ` +
        `p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms  non-2xx ${non2xx}` +
        (other.length ? ` (${other.map(([status, count]) => `${status}: ${count}`).join(', ')})` : '') +
        `  errors ${result.errors}  timeouts ${result.timeouts}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${'all'.padEnd(52)} ${(requests / elapsed).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${percentile(all, 0.5).toFixed(1).padStart(6)}  p95 ${percentile(all, 0.95).toFixed(1).padStart(6)}  ` +
      `p99 ${percentile(all, 0.99).toFixed(1).padStart(6)} ms  failures ${failures} (goal 0) ` +
      `${failures === 0 ? 'PASS' : 'MISS'}`,
  );

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const peak = Math.max(...samples.map((s) => s.rss));
  const lastHalf = samples.filter((s) => s.at >= elapsed - 30);
  const growth = slope(lastHalf);
  console.log(
    `server RSS (sampled every second): start ${mb(samples[0]!.rss)} MB, peak ${mb(peak)} MB, ` +
      `end ${mb(samples.at(-1)!.rss)} MB; slope over the last 30 s ${growth.toFixed(3)} MB/s ` +
      `(goal: no steady growth, <= ${steadyGrowth} MB/s) ${growth <= steadyGrowth ? 'PASS' : 'MISS'}`,
  );
  // The whole course, so a reader can tell a leak (a climb to the end) from caches filling up (a climb that levels).
  const everyTen = samples.filter((_, i) => i % 10 === 0 || i === samples.length - 1);
  console.log(`  RSS every 10 s (MB): ${everyTen.map((sample) => mb(sample.rss)).join(' ')}`);
}
