/**
 * `npm run bench:backup`: proof that `npm run backup` and `npm run restore` lose nothing. Not in CI (about ten
 * minutes: each newsroom seeds its media first). For each source newsroom, PGlite with its data folder and PostgreSQL
 * 15 (scripts/pg-temp.sh) with an S3 bucket (s3rver):
 *
 *  1. the newsroom starts (seed) and people add to it through the API as the app does: news (redacao@), licence
 *     pictures (upload-front), loan requests, favorites and follows;
 *  2. a writer loop keeps adding all five while `npm run backup` runs, every answer timed;
 *  3. the backup is restored twice elsewhere, with `npm run restore`: onto a new data folder (PGlite, files in the
 *     folder) and onto a new PostgreSQL database with a new bucket;
 *  4. each restore is compared: every table's rows against the backup's (nothing missing, nothing extra), every
 *     file's SHA-256 against the manifest, every file the source held before the backup began, and every write
 *     acknowledged before the backup began (each must be there), while no write sent after the backup ended may be;
 *  5. a newsroom started on the restored data folder answers a signed-in read of a news item written before.
 *
 * `-- --only pglite|postgres` runs one source. Ports: BACKUP_PROOF_PORT (5441) and the two above it; everything lives
 * in var/backup-proof and stops at the end.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { readManifest, type BackupManifest } from '../server/backup/backupManifest';
import { setPortableOutput, tableNames, tableRows } from '../server/backup/databaseDump';
import { storeKeys } from '../server/backup/fileCopy';
import { openDatabase, type Database } from '../server/db/client';
import type { FileStore } from '../server/storage/fileStore';
import { folderStore } from '../server/storage/folderStore';
import { s3Store, type S3Location } from '../server/storage/s3Store';
import { todayInBrazil } from '../src/domain/brazilTime';
import { multipart } from './benchAttacks';
import { startLocalBuckets } from './localBuckets';
import { signInOverHttp } from './signInOverHttp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'var', 'backup-proof');
const basePort = Number(process.env.BACKUP_PROOF_PORT ?? 5441);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const run = promisify(execFile);

type Env = Record<string, string>;
const stopped: Array<() => unknown> = [];

/** Where a newsroom keeps its data: the variables `npm start`, `npm run backup` and `npm run restore` read. */
interface Place {
  name: string;
  env: Env;
  open(): Promise<Database>;
  files(): FileStore;
}

async function healthy(origin: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not become healthy`);
}

function startNewsroom(place: Place, port: number, log: string): ChildProcess {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...place.env,
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: '100000000',
      SIGN_IN_LIMIT_PER_MINUTE: '100000',
      LOAN_REQUESTS_PER_DAY: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  stopped.push(stop);
  return child;
}

async function stopNewsroom(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function checksums(store: FileStore): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for (const key of await storeKeys(store)) {
    const bytes = await store.read(key);
    if (bytes) sums.set(key, sha256(bytes));
  }
  return sums;
}

/** Every table's rows as JSON text, sorted (the backup's own reader, with the same settings). */
async function everyRow(database: Database): Promise<Map<string, string[]>> {
  return database.db.transaction(
    async (tx) => {
      await setPortableOutput(tx);
      const tables = new Map<string, string[]>();
      for (const table of await tableNames(tx)) {
        const rows: string[] = [];
        for await (const batch of tableRows(tx, table)) rows.push(...batch);
        tables.set(table, rows.sort());
      }
      return tables;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function backupRows(backup: string, manifest: BackupManifest): Map<string, string[]> {
  return new Map(
    manifest.database.tables.map((table) => [
      table.name,
      readFileSync(path.join(backup, table.file), 'utf8').split('\n').filter(Boolean).sort(),
    ]),
  );
}

/** Lines of `a` not in `b`, as a multiset. */
function missingFrom(a: string[], b: string[]): number {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  let missing = 0;
  for (const line of a) {
    const count = left.get(line) ?? 0;
    if (count) left.set(line, count - 1);
    else missing++;
  }
  return missing;
}

/** One write through the API: what it was, when it was sent and acknowledged, and how to find it. */
interface Write {
  kind: 'news' | 'upload' | 'loan' | 'favorites' | 'follow';
  sentAt: number;
  ackedAt: number;
  /** A news or loan id, an upload's name, `user:subject` of a follow, `user:list` of a favorites list. */
  key: string;
}

interface People {
  origin: string;
  journalist: string;
  press: string;
  followers: { id: number; token: string }[];
  loan: { cpf: string; rg: string; cnh: string; option1: number; option2: number };
  cars: number[];
}

/** A 429: the person's write limit (30 a minute, src/domain's allowances) said no; not acknowledged, not an error. */
class Refused extends Error {}

async function call(origin: string, token: string, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${origin}/api/${url}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (answer.status === 429) throw new Refused();
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const isoDay = (offsetDays: number) => todayInBrazil(Date.now() + offsetDays * 24 * 3600_000);

/** The writes of each kind, numbered: each one a request as the app sends it. */
function writers(people: People, tag: string) {
  const { origin } = people;
  let pictures = 0;
  let firstPicture: string | undefined;
  const favoriteLists = new Map<number, number>();
  const upload = async () => {
    const n = ++pictures;
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const form = multipart(picture);
    const answer = await fetch(`${origin}/api/medias/upload-front`, {
      method: 'POST',
      headers: { 'content-type': form.type, authorization: people.journalist },
      body: new Uint8Array(form.body),
    });
    if (answer.status === 429) throw new Refused();
    if (!answer.ok) throw new Error(`upload-front: ${answer.status}`);
    return ((await answer.json()) as { media: string }).media;
  };
  return {
    news: async (n: number) => {
      const created = await call(origin, people.press, 'POST', 'redacao/news', {
        title: `Prova de backup ${tag} ${n}`,
        subtitle: `Escrita ${n}`,
        description: `<p>Texto ${n} da prova</p>`,
        newsDate: isoDay(0),
        mediaId: null,
        albumId: null,
        associations: [],
      });
      return String(created.id);
    },
    upload,
    loan: async (n: number) => {
      // The journalist's own first picture: each loan may name it, and the person's writes go to the loans.
      const cnhPicture = (firstPicture ??= await upload());
      const created = await call(origin, people.journalist, 'POST', 'lendingcontract/request', {
        isOwner: true,
        ...people.loan,
        cnhPicture,
        startDate: isoDay(3 + (n % 60)),
        endDate: isoDay(5 + (n % 60)),
        description: `Pauta da prova de backup ${tag} ${n}`,
      });
      return String(created.id);
    },
    favorites: async (n: number) => {
      const person = people.followers[n % people.followers.length]!;
      const size = ((favoriteLists.get(person.id) ?? 0) % 90) + 1;
      favoriteLists.set(person.id, size);
      const favorites = Array.from({ length: size }, (_, at) => ({
        name: `Foto ${tag} ${n}-${at}`,
        type: 'Imagem',
        imageLink: `/media/images/prova-${at}-low.jpg`,
        contentLink: `/media-gallery/album/${at + 1}`,
        contentToDownload: [`/media/images/prova-${at}-full.jpg`],
        mediaAmount: 1,
      }));
      await call(origin, person.token, 'PUT', 'favorites', { favorites });
      return `${person.id}:${n}`;
    },
    follow: async (n: number) => {
      // Each person follows each car once, then the next person does: n past them all has nothing left.
      const round = Math.floor(n / people.cars.length);
      const person = people.followers[round];
      if (!person) return null;
      const car = people.cars[n % people.cars.length]!;
      await call(origin, person.token, 'POST', 'follows', { textEnum: 'Carros', associationId: car });
      return `${person.id}:${car}`;
    },
  };
}

type Writers = ReturnType<typeof writers>;
const kinds = ['news', 'upload', 'loan', 'favorites', 'follow'] as const;

/**
 * One write of `kind`; false when that kind has nothing left to write (everyone follows every car). A refusal (429)
 * is counted, and the loop waits a moment before its next write.
 */
async function write(all: Writers, kind: Write['kind'], n: number, log: Write[], refused: Write['kind'][]) {
  const sentAt = Date.now();
  try {
    const key = await all[kind](n);
    if (key !== null) log.push({ kind, sentAt, ackedAt: Date.now(), key });
    return key !== null;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    refused.push(kind);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return true;
  }
}

/** Is each write in the restored database? */
async function present(database: Database, writes: Write[]): Promise<boolean[]> {
  const found: boolean[] = [];
  for (const { kind, key } of writes) {
    const [person, rest] = key.split(':') as [string, string];
    const query = {
      news: sql`select 1 from news where id = ${Number(key)}`,
      loan: sql`select 1 from loans where id = ${Number(key)}`,
      upload: sql`select 1 from private_uploads where name = ${key}`,
      follow: sql`select 1 from follows
        where user_id = ${Number(person)} and text_enum = 'Carros' and association_id = ${Number(rest)}`,
      // A list replaces the person's last one: the write is there when the list is, or one the person saved later.
      favorites: sql`select 1 from user_favorites where user_id = ${Number(person)}
        and split_part(split_part(items->0->>'name', ' ', 3), '-', 1)::int >= ${Number(rest)}`,
    }[kind];
    found.push(((await database.db.execute(query)) as { rows: unknown[] }).rows.length > 0);
  }
  return found;
}

async function proveOne(source: Place, targets: Place[], port: number, figures: string[]) {
  const origin = `http://127.0.0.1:${port}`;
  const began = Date.now();
  const newsroom = startNewsroom(source, port, path.join(dir, `${source.name}.log`));
  await healthy(origin, Date.now() + 900_000);
  console.log(`${source.name}: newsroom seeded and healthy in ${((Date.now() - began) / 1000).toFixed(0)} s`);

  const journalist = await signInOverHttp(origin, 'jornalista@imprensa.test', 'imprensa123');
  const press = await signInOverHttp(origin, 'redacao@imprensa.test', 'imprensa123');
  const followers = [journalist];
  for (const email of ['gerente1', 'gerente2', 'backoffice', 'admin', 'restrito'])
    followers.push(await signInOverHttp(origin, `${email}@imprensa.test`, 'imprensa123'));
  // The sign-in answers the whole profile; the bench's type names only what every bench reads.
  const me = journalist.user as typeof journalist.user & { cpf: string; rg: string; cnh: string };
  const fleet = (await call(origin, journalist.token, 'GET', 'car_frota/json/cars_frota')) as {
    cars: { id: number }[];
  };
  const cars = fleet.cars.map((car) => car.id);
  const people: People = {
    origin,
    journalist: journalist.token,
    press: press.token,
    followers: followers.map((person) => ({ id: person.user.id, token: person.token })),
    loan: { cpf: me.cpf, rg: me.rg, cnh: me.cnh, option1: cars[0]!, option2: cars[1]! },
    cars,
  };
  const all = writers(people, source.name);
  const log: Write[] = [];
  // Before the backup: ten of each kind, one after another.
  let n = 0;
  const refused: Write['kind'][] = [];
  for (; n < 10; n++) for (const kind of kinds) await write(all, kind, n, log, refused);
  if (refused.length) throw new Error(`writes refused before the backup: ${refused.join(', ')}`);
  const filesBefore = await checksums(source.files());

  // During: a loop per kind until the backup has finished.
  let writing = true;
  const loops = kinds.map(async (kind) => {
    for (let k = 10; writing; k++) if (!(await write(all, kind, k, log, refused))) break;
  });
  // Awaited below; a loop that fails meanwhile must not end the process before the newsroom is stopped.
  const looping = Promise.all(loops);
  looping.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const backup = path.join(dir, `${source.name}-backup`);
  const backupBegan = Date.now();
  const { stdout } = await run('npx', ['tsx', 'scripts/backup.ts', backup], {
    cwd: root,
    env: { ...process.env, ...source.env },
  });
  const backupEnded = Date.now();
  // A little longer, so writes sent after the backup ended are there to be looked for.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  writing = false;
  await looping;
  await stopNewsroom(newsroom);
  const manifest = await readManifest(backup);
  const before = log.filter((entry) => entry.ackedAt < backupBegan);
  const during = log.filter((entry) => entry.ackedAt >= backupBegan && entry.sentAt < backupEnded);
  const after = log.filter((entry) => entry.sentAt >= backupEnded);
  figures.push(
    `${source.name}: ${stdout.trim()}`,
    `  writes through the API: ${before.length} acknowledged before the backup began, ${during.length} while it ran ` +
      `(${((backupEnded - backupBegan) / 1000).toFixed(1)} s, the command's start included), ${after.length} sent after; ` +
      `${refused.length} refused by the per-person write limit (429, not acknowledged)`,
  );

  const expected = backupRows(backup, manifest);
  const backupFiles = new Map(manifest.files.copied.map((file) => [file.key, file.sha256]));
  let failed = false;
  for (const target of targets) {
    const restoreBegan = Date.now();
    await run('npx', ['tsx', 'scripts/restore.ts', backup], {
      cwd: root,
      env: { ...process.env, ...target.env },
    });
    const restoreMs = Date.now() - restoreBegan;
    const database = await target.open();
    try {
      const rows = await everyRow(database);
      let missingRows = 0;
      let extraRows = 0;
      const tablesApart: string[] = [];
      for (const table of new Set([...expected.keys(), ...rows.keys()])) {
        const want = expected.get(table) ?? [];
        const have = rows.get(table) ?? [];
        const missing = missingFrom(want, have);
        const extra = missingFrom(have, want);
        missingRows += missing;
        extraRows += extra;
        if (missing || extra) tablesApart.push(`${table} (-${missing} +${extra})`);
      }
      const restoredFiles = await checksums(target.files());
      const missingFiles = [...backupFiles.keys()].filter((key) => !restoredFiles.has(key));
      const extraFiles = [...restoredFiles.keys()].filter((key) => !backupFiles.has(key));
      const differing = [...backupFiles].filter(
        ([key, sum]) => restoredFiles.has(key) && restoredFiles.get(key) !== sum,
      );
      const lostFiles = [...filesBefore].filter(([key, sum]) => restoredFiles.get(key) !== sum);
      const found = await present(database, before);
      const lostKinds = before.filter((_, at) => !found[at]).map((entry) => entry.kind);
      const lost = lostKinds.length;
      const duringFound = (await present(database, during)).filter(Boolean).length;
      const afterFound = (await present(database, after)).filter(Boolean).length;
      const totalRows = [...rows.values()].reduce((sum, list) => sum + list.length, 0);
      const pass =
        !missingRows &&
        !extraRows &&
        !missingFiles.length &&
        !extraFiles.length &&
        !differing.length &&
        !lostFiles.length &&
        !lost &&
        !afterFound;
      failed ||= !pass;
      figures.push(
        `  restored onto ${target.name} in ${(restoreMs / 1000).toFixed(1)} s: ${pass ? 'PASS' : 'FAIL'}`,
        `    rows: ${totalRows} in ${rows.size} tables; missing ${missingRows}, extra ${extraRows}` +
          (tablesApart.length ? ` (${tablesApart.join(', ')})` : ''),
        `    files: ${restoredFiles.size}; missing ${missingFiles.length}, extra ${extraFiles.length}, checksum ` +
          `differs ${differing.length}; of the ${filesBefore.size} before the backup, lost ${lostFiles.length}`,
        `    writes acknowledged before the backup: ${before.length - lost}/${before.length} there` +
          `${lost ? ` (lost: ${lostKinds.join(', ')})` : ''}; while it ran: ` +
          `${duringFound}/${during.length} there (the snapshot's cut); sent after it: ${afterFound}/${after.length} there`,
      );
    } finally {
      await database.close();
    }
  }

  // The restored data folder serves: a signed-in read of a news item written before the backup.
  const restoredPort = port + 1;
  const restoredOrigin = `http://127.0.0.1:${restoredPort}`;
  const restored = startNewsroom(targets[0]!, restoredPort, path.join(dir, `${source.name}-restored.log`));
  await healthy(restoredOrigin, Date.now() + 300_000);
  const editor = await signInOverHttp(restoredOrigin, 'redacao@imprensa.test', 'imprensa123');
  const firstNews = before.find((entry) => entry.kind === 'news')!;
  const read = await call(restoredOrigin, editor.token, 'GET', `redacao/news/${firstNews.key}`);
  figures.push(
    `  a newsroom started on ${targets[0]!.name}: news ${firstNews.key} reads '${String(read.title)}'`,
  );
  await stopNewsroom(restored);
  return !failed;
}

async function main() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const [pgDir, serverUrl] = execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['start'], {
    encoding: 'utf8',
  })
    .trim()
    .split(' ') as [string, string];
  stopped.push(() => execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['stop', pgDir]));
  const buckets = ['source', 'restored-from-pglite', 'restored-from-postgres'];
  const s3 = await startLocalBuckets(path.join(dir, 's3'), buckets);
  const s3Port = s3.port;
  stopped.push(() => s3.close());

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const databaseUrl = async (name: string) => {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const bucket = (name: string): { env: Env; location: S3Location } => ({
    env: {
      S3_BUCKET: name,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    location: {
      bucket: name,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${s3Port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
  });
  const folderPlace = (name: string): Place => {
    const dataDir = path.join(dir, name);
    return {
      name: `PGlite in ${path.relative(root, dataDir)}`,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
      files: () => folderStore(dataDir),
    };
  };
  const serverPlace = async (name: string, bucketName: string): Promise<Place> => {
    const url = await databaseUrl(name);
    const { env, location } = bucket(bucketName);
    return {
      name: `PostgreSQL database ${name} with bucket ${bucketName}`,
      env: { DATA_DIR: path.join(dir, name), DATABASE_URL: url, ...env },
      open: () => openDatabase({ url, timeoutMs: 600_000 }),
      files: () => s3Store(location),
    };
  };

  const figures: string[] = [];
  let pass = true;
  if (!only || only === 'pglite') {
    const source = { ...folderPlace('source-pglite'), name: 'pglite' };
    pass &&= await proveOne(
      source,
      [folderPlace('from-pglite-data'), await serverPlace('from_pglite', 'restored-from-pglite')],
      basePort,
      figures,
    );
  }
  if (!only || only === 'postgres') {
    const source = { ...(await serverPlace('source', 'source')), name: 'postgres' };
    pass &&= await proveOne(
      source,
      [folderPlace('from-postgres-data'), await serverPlace('from_postgres', 'restored-from-postgres')],
      basePort + 2,
      figures,
    );
  }
  await admin.end();
  console.log(`\n${figures.join('\n')}\n\n${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

main()
  .then((pass) => (process.exitCode = pass ? 0 : 1))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const stop of stopped.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  });
