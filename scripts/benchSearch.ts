/**
 * The search part of `npm run bench`: 20,000 bench news whose titles, subtitles and texts combine a
 * model, a topic and a place, so a two-word query matches about a hundred of them and a model name alone about
 * 1,700; then p95 at 10 connections of `elastic/elastic/findBy`, quick (goal <= 30 ms) and full (goal <= 100 ms).
 *
 * The API caches answers (500 of them, keyed by the query's words): each case cycles through more distinct queries
 * than that, so every request misses the cache and really searches. One case repeats a single query, to show the
 * cached figure beside them.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';

const benchSearchNews = 20_000;
const models = [
  'Tarumã',
  'Sabiá',
  'Ipê EV',
  'T-Cross',
  'Vento',
  'Brisa',
  'Serra',
  'Jangada',
  'Guará',
  'Carcará',
  'Boreal',
  'Lume',
];
const topics = [
  'recall',
  'garantia',
  'exportação',
  'frotistas',
  'acessórios',
  'prêmio',
  'consumo',
  'segurança',
  'conectividade',
  'recarga',
  'bateria',
  'manutenção',
  'financiamento',
  'concessionárias',
  'produção',
  'design',
  'conforto',
  'motor',
  'câmbio',
  'suspensão',
];
const places = [
  'Sorocaba',
  'Pinhais',
  'Jundiaí',
  'Curitiba',
  'Salvador',
  'Recife',
  'Manaus',
  'Belém',
  'Goiânia',
  'Fortaleza',
  'Gramado',
  'Santos',
  'Campinas',
  'Londrina',
  'Natal',
];
/** Portuguese stop words: the search drops them, the cache key keeps them (see broadQueries). */
const stopWords = ['de', 'da', 'do', 'o', 'a', 'e', 'em', 'no', 'na', 'os', 'as'];

const literal = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** One INSERT: the triggers of migration 0009 index the 20,000 rows in one pass. */
async function seedSearchNews(database: Database) {
  const started = Date.now();
  await database.db.execute(
    sql.raw(`insert into news (title, subtitle, description, media_id, news_date, created_at)
      select
        w.models[1 + g % 12] || ': ' || w.topics[1 + (g / 12) % 20] || ' em ' || w.places[1 + (g / 240) % 15]
          || ' (bancada ' || g || ')',
        'Subtítulo sobre ' || w.topics[1 + (g / 7) % 20] || ' e ' || w.places[1 + (g / 11) % 15],
        '<p>Texto de bancada: o ' || w.models[1 + (g / 3) % 12] || ' e a ' || w.topics[1 + (g / 5) % 20]
          || ' na região de ' || w.places[1 + (g / 13) % 15] || '.</p>',
        photos.ids[1 + g % array_length(photos.ids, 1)], current_date - (g % 3650), now() - g * interval '1 minute'
      from generate_series(1, ${benchSearchNews}) g,
        (select ${literal(models)} models, ${literal(topics)} topics, ${literal(places)} places) w,
        (select array_agg(id order by id) ids from media where in_gallery and kind = 'image') photos`),
  );
  await database.db.execute(sql`analyze news`);
  await database.db.execute(sql`analyze search_items`);
  const [row] = (
    (await database.db.execute(sql`select count(*)::int n from search_items where published`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return { seconds: (Date.now() - started) / 1000, indexed: row?.n ?? 0 };
}

const cycle = (queries: string[]) => {
  let n = -1;
  return () => queries[(n = (n + 1) % queries.length)]!;
};
const address = (query: string, quick: boolean) =>
  `/api/elastic/elastic/findBy?search=${encodeURIComponent(query)}&quickSearch=${quick}`;

/** Model and topic, topic and place: 540 queries of two words, each matching about a hundred news. */
const selectiveQueries = [
  ...models.flatMap((model) => topics.map((topic) => `${model} ${topic}`)),
  ...topics.flatMap((topic) => places.map((place) => `${topic} ${place}`)),
];
/** Typing: a model and the first 3 to 5 letters of a topic; 720 queries. */
const typedQueries = models.flatMap((model) =>
  topics.flatMap((topic) => [3, 4, 5].map((letters) => `${model} ${topic.slice(0, letters)}`)),
);
/**
 * A model name alone matches ~1,700 news, all ranked. Only 12 such queries exist, so each is padded with two stop
 * words ("tarumã de o"): the same search, but 1,452 different cache keys.
 */
const broadQueries = models.flatMap((model) =>
  stopWords.flatMap((first) => stopWords.map((second) => `${model} ${first} ${second}`)),
);

type LoadP95 = (
  url: string,
  paths: () => string,
  duration?: number,
) => Promise<{ p95: number; rps: number; errors: number }>;

async function measure(url: string, engine: string, seeded: string, loadP95: LoadP95) {
  console.log(`\nsearch: ${seeded}; 10 connections, ${engine}`);
  const next = { typed: cycle(typedQueries), selective: cycle(selectiveQueries), broad: cycle(broadQueries) };
  const cases: [string, () => string, number][] = [
    ['quick, one query repeated (cached answer)', () => address('taru', true), 30],
    [`quick, ${typedQueries.length} typed prefixes in turn`, () => address(next.typed(), true), 30],
    [
      `full, ${selectiveQueries.length} two-word queries in turn`,
      () => address(next.selective(), false),
      100,
    ],
    [
      `full, a model alone (~1,700 matches), ${broadQueries.length} keys`,
      () => address(next.broad(), false),
      100,
    ],
  ];
  for (const [label, paths, goal] of cases) {
    await loadP95(url, paths, 3); // warm-up: JIT, connections, caches of the database
    const { p95, rps, errors } = await loadP95(url, paths);
    console.log(
      `${label.padEnd(58)} p95 ${p95.toFixed(1).padStart(5)} ms  ${rps.toFixed(0).padStart(6)} req/s  errors ${errors}  goal <= ${goal} ms ${p95 <= goal ? 'ok' : 'OVER'}`,
    );
  }
}

async function onPostgres(url: string, databaseUrl: string, loadP95: LoadP95) {
  const database = await openDatabase({ url: databaseUrl, timeoutMs: 600_000 });
  let seeded;
  try {
    seeded = await seedSearchNews(database);
  } finally {
    await database.close();
  }
  await measure(
    url,
    'PostgreSQL 15',
    `${benchSearchNews} bench news added and indexed in ${seeded.seconds.toFixed(1)} s (${seeded.indexed} items searchable)`,
    loadP95,
  );
}

interface ServerControl {
  root: string;
  port: number;
  start(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess;
  stopProcess(child: ChildProcess): Promise<void>;
  waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<number>;
}

/**
 * On the embedded database: PGlite belongs to one process, so the server starts once (migrate and seed), stops, the
 * bench seed is written with the database opened here, and the server starts again for the measures.
 */
async function onPglite(control: ServerControl, loadP95: LoadP95) {
  const { root, port } = control;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'var', 'bench'));
  // A fresh database each run; the media of earlier runs are kept (making them is not what is measured).
  rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: String(10_000_000),
  };
  const first = control.start('npx', ['tsx', 'server/main.ts'], root, env);
  await control.waitHealthy(url, first, 300_000);
  await control.stopProcess(first);

  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  let seeded;
  try {
    seeded = await seedSearchNews(database);
  } finally {
    await database.close();
  }
  const server = control.start('npx', ['tsx', 'server/main.ts'], root, env);
  try {
    await control.waitHealthy(url, server, 300_000);
    await measure(
      url,
      'PGlite',
      `${benchSearchNews} bench news added and indexed in ${seeded.seconds.toFixed(1)} s (${seeded.indexed} items searchable)`,
      loadP95,
    );
  } finally {
    await control.stopProcess(server);
  }
}

export const searchBench = { onPostgres, onPglite };
