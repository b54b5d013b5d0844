/**
 * `npm run bench -- --faults` (sturdiness under faults): three faults on a real PostgreSQL 15 server, a real
 * SMTP server and the newsroom process as `npm start` runs it (API only), each a check that passes or misses.
 *
 *  1. PostgreSQL restarted during writes. Several clients, each from its own loopback address (127.0.x.y, so the
 *     per-address limits of the write routes count them apart, as they would count people), send loan requests,
 *     approvals, cart requests and newsletter subscriptions, each one recognisable (its own e-mail, description or
 *     approval message). In the middle the database is stopped (`pg_ctl stop -m fast`), left down a few seconds
 *     (BENCH_PG_DOWN_SECONDS, 3; 0 = `pg_ctl restart -m fast`) and started again. Every answer is recorded: a 2xx is
 *     a write acknowledged, a refusal must be a 503 in Portuguese, never a 500, a hang or a dropped connection, and
 *     the process must stay up. Once /api/health answers again, every refused write is sent once more, as a person
 *     would press the button again. Then the database is read: every acknowledged write is there exactly once.
 *     Why a retry can't double a write: each write is one transaction, and a 503 comes from a failure that rolled it
 *     back (the connection died before COMMIT answered); the one window left, a COMMIT that succeeds on the server
 *     whose answer is lost with the connection, would show here as a double or as a refused write found in the
 *     database, and both are counted.
 *  2. SMTP down for a minute. Our own SMTP server (smtp-server, records every message) is closed for
 *     BENCH_SMTP_DOWN_SECONDS (60) while cart and loan requests, which queue e-mails, keep coming; then it listens
 *     again. Every write must be acknowledged meanwhile (the outbox decouples them from the mail), and once the outbox
 *     has drained, every message it holds was received exactly once (matched on its Message-ID, which the outbox
 *     makes from the row, and on recipient + subject) and none was given up.
 *  3. Chromium missing: CHROME_PATH names a file that does not exist; `POST pdf/chrome/url` must answer 503 with the
 *     Portuguese message pointing to the browser's print, every time, and the server stays healthy. (The app's offer
 *     of `window.print()` on that 503 is tested in tests/web/content/PdfRow.test.tsx.)
 *
 * Ports: FAULTS_PORT (else BENCH_PORT, else 3300) for the newsroom, free ones for SMTP and PostgreSQL; data in
 * FAULTS_DATA_DIR (else BENCH_DATA_DIR, else var/bench). Everything started here is stopped at the end, also when a
 * check throws.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { signInOverHttp } from './signInOverHttp';
import { todayInBrazil } from '../src/domain/brazilTime';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.FAULTS_PORT ?? process.env.BENCH_PORT ?? 3300);
// The bench's data folder by default: its media, made once, are reused (the database is a fresh one each run).
const dataDir = path.resolve(
  process.env.FAULTS_DATA_DIR ?? process.env.BENCH_DATA_DIR ?? path.join(root, 'var', 'bench'),
);
const smtpDownSeconds = Number(process.env.BENCH_SMTP_DOWN_SECONDS ?? 60);
const pgDownSeconds = Number(process.env.BENCH_PG_DOWN_SECONDS ?? 3);
const publicUrl = `http://localhost:${port}`;
const password = 'imprensa123';
/** The 503 of server/plugins/errors.ts, and the PDF's of server/pdf/pdfMessages.ts, word for word. */
const unavailableMessage = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
const pdfUnavailableMessage = 'Não foi possível gerar o PDF agora. Use a impressão do navegador.';
/** Whatever answers a write, it answers within this; longer is a hang. */
const answerTimeoutMs = 20_000;
const run = Date.now().toString(36);
/** `BENCH_FAULTS_ONLY=postgres|smtp|chromium`: one check alone, for a quick try. */
const only = process.env.BENCH_FAULTS_ONLY;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------------------------
// HTTP from many loopback addresses

interface Answer {
  /** 0 when no answer came: the connection was refused or cut, or nothing within answerTimeoutMs. */
  status: number;
  body: { message?: string } & Record<string, unknown>;
  /** What went wrong at the socket, when status is 0. */
  failure?: string;
}

/**
 * One request from `localAddress` (127.0.0.0/8 is all ours): the server sees each address as another client, so the
 * write routes' per-address limits (10 to 30 a minute) apply to each client, as they do to people.
 */
function request(
  method: string,
  pathname: string,
  options: { body?: unknown; token?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        localAddress: options.localAddress ?? '127.0.0.1',
        agent: false,
        timeout: answerTimeoutMs,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: options.token } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Answer['body'];
          try {
            body = JSON.parse(text) as Answer['body'];
          } catch {
            body = { message: text.slice(0, 200) };
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', (error) => resolve({ status: 0, body: {}, failure: error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${answerTimeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ status: 0, body: {}, failure: error.message }));
    outgoing.end(payload);
  });
}

/** Addresses 127.0.`block`.1..250 in turn: one block per kind of write. */
function addressPool(block: number) {
  let next = 0;
  return () => `127.0.${block}.${(next++ % 250) + 1}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Processes: PostgreSQL, SMTP, the newsroom

interface PgServer {
  dir: string;
  url: string;
  port: number;
}

function pgStart(): PgServer {
  const [dir, url] = execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['start'], { encoding: 'utf8' })
    .trim()
    .split(' ') as [string, string];
  return { dir, url, port: Number(new URL(url).port) };
}

/** pg-temp.sh's as_pg: PostgreSQL refuses to run as root. */
function asPostgres(command: string) {
  const pgBin = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
  const full = `${pgBin}/${command}`;
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', full]);
  else execFileSync('bash', ['-c', full]);
}

/** Stops the server (fast: sessions are ended, open transactions rolled back) and starts it again. */
function pgRestart(server: PgServer, downMs: number) {
  const options = `-p ${server.port} -k '${server.dir}' -c listen_addresses=127.0.0.1 -c fsync=off`;
  if (downMs <= 0) {
    asPostgres(`pg_ctl -D '${server.dir}/data' -l '${server.dir}/server.log' -m fast -w restart >/dev/null`);
    return Promise.resolve();
  }
  asPostgres(`pg_ctl -D '${server.dir}/data' -m fast -w stop >/dev/null`);
  return sleep(downMs).then(() =>
    asPostgres(
      `pg_ctl -D '${server.dir}/data' -l '${server.dir}/server.log' -w -o "${options}" start >/dev/null`,
    ),
  );
}

interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  at: number;
}

/** An SMTP server that keeps every message it accepts; `down()` closes its port, `up()` opens the same one again. */
async function mailCatcher() {
  const received: ReceivedMail[] = [];
  const parsing: Promise<void>[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          parsing.push(
            simpleParser(raw).then((mail) => {
              received.push({
                messageId: mail.messageId ?? '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
                subject: mail.subject ?? '',
                at: Date.now(),
              });
            }),
          );
          callback();
        });
      },
    });
  const up = async () => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server!.server.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as { port: number }).port;
  };
  const down = async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await up();
  return {
    get port() {
      return port;
    },
    received,
    settled: () => Promise.all(parsing),
    up,
    down,
  };
}

async function waitHealthy(child: ChildProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the newsroom exited with ${child.exitCode}`);
    const answer = await request('GET', '/api/health');
    if (answer.status === 200) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`the newsroom was not healthy within ${timeoutMs / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    // npx runs tsx, which runs node: signal the whole group.
    process.kill(-child.pid!, 'SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The writes

type Kind = 'loan request' | 'approval' | 'cart request' | 'newsletter';
const kinds: Kind[] = ['loan request', 'approval', 'cart request', 'newsletter'];

interface Write {
  key: string;
  path: string;
  body: unknown;
  /** The bearer token of the person writing, for the signed-in routes. */
  token?: string;
}

interface Attempt {
  kind: Kind;
  /** What makes this write recognisable in the database (an e-mail, a description, a loan id). */
  key: string;
  write: Write;
  at: number;
  answer: Answer;
  retry?: Answer;
}

interface Setup {
  journalist: string;
  backoffice: string;
  loanFields: {
    cpf: string;
    rg: string;
    cnh: string;
    cnhPicture: string;
    option1: number;
    option2: number;
  };
  vehicles: number[];
  cartFile: string;
  /** Loans waiting for the backoffice, for the approvals to take. */
  pending: number[];
  /** The last outbox row before the bench's writes (the seed's are not this bench's business). */
  outboxStart: number;
}

// Brazil's date, as the server reckons 'today'.
const isoDay = (offsetDays: number) => todayInBrazil(Date.now() + offsetDays * 24 * 3600_000);

/** Each kind's write number `n`: the request to send and its key. */
function writeOf(kind: Kind, n: number, setup: Setup, tag: string): Write | undefined {
  switch (kind) {
    case 'newsletter': {
      const email = `falha-${tag}-news-${run}-${n}@bancada.test`;
      return {
        key: email,
        path: '/api/newsletter/add',
        body: { name: 'Bancada', lastname: 'Falhas', email, isNewsletterAccepted: true },
      };
    }
    case 'cart request': {
      const email = `falha-${tag}-cart-${run}-${n}@bancada.test`;
      return {
        key: email,
        path: '/api/cartfiles',
        body: { email, cart: [{ title: `Foto de bancada ${n}`, files: [setup.cartFile] }] },
      };
    }
    case 'loan request': {
      const description = `Pauta de bancada de falhas ${tag} ${run} número ${n}`;
      return {
        key: description,
        path: '/api/lendingcontract/request',
        token: setup.journalist,
        body: {
          isOwner: true,
          ...setup.loanFields,
          startDate: isoDay(2 + (n % 50)),
          endDate: isoDay(4 + (n % 50)),
          description,
        },
      };
    }
    case 'approval': {
      const loanId = setup.pending[n];
      if (loanId === undefined) return undefined;
      // Each approval its own vehicle and period, a year ahead: no clash with the seed's loans or another approval.
      const vehicle = setup.vehicles[n % setup.vehicles.length]!;
      const start = 400 + 8 * Math.floor(n / setup.vehicles.length);
      return {
        key: String(loanId),
        path: '/api/lendingcontract/approve',
        token: setup.backoffice,
        body: {
          idloan: loanId,
          carId: vehicle,
          clientTier: 1,
          startDate: isoDay(start),
          endDate: isoDay(start + 2),
          description: `Aprovação de bancada ${run} do pedido ${loanId}`,
        },
      };
    }
  }
}

/**
 * `clients` loops per kind, each sending one write after another (with `pauseMs` between) until `until()`; every
 * write from the next address of its kind's pool.
 */
async function writeWhile(
  setup: Setup,
  tag: string,
  chosen: Kind[],
  until: () => boolean,
  options: { clients: number; pauseMs: number },
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const loops = chosen.flatMap((kind) => {
    const address = addressPool(10 + kinds.indexOf(kind) + (tag === 'smtp' ? 10 : 0));
    let counter = 0;
    return Array.from({ length: options.clients }, async () => {
      while (!until()) {
        const n = counter++;
        const write = writeOf(kind, n, setup, tag);
        if (!write) return;
        const at = Date.now();
        const answer = await request('POST', write.path, {
          body: write.body,
          ...(write.token ? { token: write.token } : {}),
          localAddress: address(),
        });
        attempts.push({ kind, key: write.key, write, at, answer });
        await sleep(kind === 'approval' ? options.pauseMs * 3 : options.pauseMs);
      }
    });
  });
  await Promise.all(loops);
  return attempts;
}

/** Sends every refused write once more, the same body, as a person would press the button again. */
async function retryRefused(tag: string, attempts: Attempt[]) {
  const address = addressPool(30 + (tag === 'smtp' ? 1 : 0));
  for (const attempt of attempts) {
    if (ok(attempt.answer)) continue;
    const { write } = attempt;
    attempt.retry = await request('POST', write.path, {
      body: write.body,
      ...(write.token ? { token: write.token } : {}),
      localAddress: address(),
    });
  }
}

const ok = (answer: Answer | undefined) => Boolean(answer && answer.status >= 200 && answer.status < 300);

// ---------------------------------------------------------------------------------------------------------------
// The checks

interface Check {
  name: string;
  pass: boolean;
  lines: string[];
}

async function prepare(db: pg.Client): Promise<Setup> {
  const journalist = await signInOverHttp(publicUrl, 'jornalista@imprensa.test', password);
  const backoffice = await signInOverHttp(publicUrl, 'backoffice@imprensa.test', password);
  const me = await db.query<{ cpf: string; rg: string; cnh: string; cnh_picture: string }>(
    `select cpf, rg, cnh, cnh_picture from users where email = 'jornalista@imprensa.test'`,
  );
  const options = await db.query<{ car_id: number }>(
    `select o.car_id from loan_car_options o join cars c on c.id = o.car_id
     where o.active and c.published order by o.position, o.car_id limit 2`,
  );
  const vehicles = await db.query<{ id: number }>('select id from fleet_vehicles order by id');
  const photo = await db.query<{ folder: string; file_full: string }>(
    `select folder, file_full from media where kind = 'image' and file_full <> '' order by id limit 1`,
  );
  const person = me.rows[0]!;
  const setup: Setup = {
    journalist: journalist.token,
    backoffice: backoffice.token,
    loanFields: {
      cpf: person.cpf,
      rg: person.rg,
      cnh: person.cnh,
      cnhPicture: person.cnh_picture,
      option1: options.rows[0]!.car_id,
      option2: options.rows[1]!.car_id,
    },
    vehicles: vehicles.rows.map((row) => row.id),
    cartFile: `/media/${photo.rows[0]!.folder}/${photo.rows[0]!.file_full}`,
    pending: [],
    outboxStart: (await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from mail_outbox'))
      .rows[0]!.id,
  };
  // The loans the approvals will take, requested before any fault, as the journalist.
  const address = addressPool(40);
  for (let n = 0; n < (only && only !== 'postgres' ? 0 : 400); n++) {
    const write = writeOf('loan request', 100_000 + n, setup, 'setup')!;
    const answer = await request('POST', write.path, {
      body: write.body,
      token: setup.journalist,
      localAddress: address(),
    });
    if (!ok(answer))
      throw new Error(`setup: a loan request answered ${answer.status} ${JSON.stringify(answer.body)}`);
    setup.pending.push(Number(answer.body.id));
  }
  return setup;
}

/** Counts per key in the database, for the writes of `tag`. */
async function storedCounts(db: pg.Client, kind: Kind, tag: string): Promise<Map<string, number>> {
  const queries: Record<Kind, [string, string[]]> = {
    newsletter: [
      `select email as key, count(*)::int as n from newsletter_subscriptions where email like $1 group by email`,
      [`falha-${tag}-news-${run}-%`],
    ],
    'cart request': [
      `select email as key, count(*)::int as n from cart_requests where email like $1 group by email`,
      [`falha-${tag}-cart-${run}-%`],
    ],
    'loan request': [
      `select description as key, count(*)::int as n from loans where description like $1 group by description`,
      [`Pauta de bancada de falhas ${tag} ${run} %`],
    ],
    // An approval is its step in the loan's log: two would be one approval applied twice.
    approval: [
      `select loan_id::text as key, count(*)::int as n from loan_transitions
       where action = 'approve' and message like $1 group by loan_id`,
      [`Aprovação de bancada ${run} %`],
    ],
  };
  const [text, values] = queries[kind];
  const result = await db.query<{ key: string; n: number }>(text, values);
  return new Map(result.rows.map((row) => [row.key, row.n]));
}

/** The database's side of a run of writes: acknowledged ones present once, refused ones absent or once. */
async function verifyWrites(db: pg.Client, tag: string, attempts: Attempt[], lines: string[]) {
  let pass = true;
  for (const kind of kinds) {
    const mine = attempts.filter((attempt) => attempt.kind === kind);
    if (!mine.length) continue;
    const stored = await storedCounts(db, kind, tag);
    const acked = mine.filter((attempt) => ok(attempt.answer) || ok(attempt.retry));
    const missing = acked.filter((attempt) => !stored.has(attempt.key)).length;
    const doubled = [...stored.values()].filter((n) => n > 1).length;
    // Refused and never acknowledged, yet stored: a 503 that lied (the write had been committed).
    const phantom = mine.filter(
      (attempt) => !ok(attempt.answer) && !ok(attempt.retry) && stored.has(attempt.key),
    ).length;
    const good = missing === 0 && doubled === 0;
    pass &&= good;
    if (phantom)
      lines.push(
        `  NOTE ${kind}: ${phantom} answered 503 yet were done (the answer, read after the commit, met the ` +
          'database gone): not a lost or doubled write, but the person was told it failed',
      );
    lines.push(
      `  ${kind.padEnd(13)} sent ${String(mine.length).padStart(4)}, acknowledged ${String(acked.length).padStart(4)} ` +
        `(${mine.filter((attempt) => ok(attempt.retry)).length} on the retry); in the database ${stored.size}; ` +
        `missing ${missing}, doubled ${doubled}, refused yet stored ${phantom} ${good ? 'PASS' : 'MISS'}`,
    );
  }
  return pass;
}

function describeRefusals(attempts: Attempt[], lines: string[]) {
  const byStatus = new Map<string, number>();
  for (const attempt of attempts) {
    if (ok(attempt.answer)) continue;
    const label =
      attempt.answer.status === 0
        ? `no answer (${attempt.answer.failure})`
        : `${attempt.answer.status} '${attempt.answer.body.message ?? ''}'`;
    byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
  }
  for (const [label, count] of byStatus) lines.push(`    refused ${String(count).padStart(4)} x ${label}`);
  const retried = attempts.filter((attempt) => attempt.retry);
  const retryLabels = new Map<string, number>();
  for (const attempt of retried) {
    const label = `${attempt.retry!.status} ${ok(attempt.retry) ? '' : `'${attempt.retry!.body.message ?? ''}'`}`;
    retryLabels.set(label, (retryLabels.get(label) ?? 0) + 1);
  }
  for (const [label, count] of retryLabels) lines.push(`    retried ${String(count).padStart(4)} x ${label}`);
}

async function postgresRestartCheck(
  pgServer: PgServer,
  db: () => Promise<pg.Client>,
  setup: Setup,
  server: ChildProcess,
): Promise<Check> {
  const lines: string[] = [];
  const beforeMs = 8000;
  const afterMs = 12_000;
  let stopAt = Infinity;
  const started = Date.now();
  const writing = writeWhile(setup, 'pg', kinds, () => Date.now() >= stopAt, { clients: 3, pauseMs: 50 });
  await sleep(beforeMs);
  const downAt = Date.now();
  await pgRestart(pgServer, pgDownSeconds * 1000);
  const upAt = Date.now();
  stopAt = upAt + afterMs;
  const attempts = await writing;
  const crashed = server.exitCode !== null || server.signalCode !== null;
  const healthyIn = crashed ? NaN : await waitHealthy(server, 60_000).catch(() => NaN);
  const firstAckAfter = attempts
    .filter((attempt) => attempt.at >= upAt && ok(attempt.answer))
    .reduce((first, attempt) => Math.min(first, attempt.at), Infinity);
  const refused = attempts.filter((attempt) => !ok(attempt.answer));
  const wrongRefusals = refused.filter(
    (attempt) => attempt.answer.status !== 503 || attempt.answer.body.message !== unavailableMessage,
  );
  await retryRefused('pg', attempts);
  // A refused write retried must now be acknowledged, or (an approval) refused because the loan has moved on
  // (403/409: the first try had been applied; the database check below says whether it was, once).
  const badRetries = attempts.filter(
    (attempt) =>
      attempt.retry &&
      !ok(attempt.retry) &&
      !(attempt.kind === 'approval' && [403, 409].includes(attempt.retry.status)),
  );
  const client = await db();
  let stored: boolean;
  try {
    stored = await verifyWrites(client, 'pg', attempts, lines);
  } finally {
    await client.end();
  }
  const pass =
    !crashed &&
    Number.isFinite(healthyIn) &&
    wrongRefusals.length === 0 &&
    badRetries.length === 0 &&
    stored &&
    refused.length > 0;
  lines.unshift(
    `  ${attempts.length} writes by ${kinds.length * 3} clients over ${seconds(Date.now() - started)}; ` +
      `database stopped after ${seconds(downAt - started)}, back ${seconds(upAt - downAt)} later ` +
      `(BENCH_PG_DOWN_SECONDS=${pgDownSeconds})`,
    `  refused ${refused.length} (${refused.length - wrongRefusals.length} as 503 '${unavailableMessage}', ` +
      `${wrongRefusals.length} otherwise) ${wrongRefusals.length === 0 && refused.length > 0 ? 'PASS' : 'MISS'}`,
    `  server process ${crashed ? 'EXITED' : 'up'}; /api/health ok ${Number.isFinite(healthyIn) ? `${healthyIn} ms after the writes` : 'NEVER'}; ` +
      `first write acknowledged ${Number.isFinite(firstAckAfter) ? seconds(firstAckAfter - upAt) : 'never'} after the database was back`,
    `  retried ${attempts.filter((attempt) => attempt.retry).length} refused writes: ` +
      `${attempts.filter((attempt) => ok(attempt.retry)).length} acknowledged, ${badRetries.length} refused otherwise ` +
      `${badRetries.length === 0 ? 'PASS' : 'MISS'}`,
  );
  describeRefusals(attempts, lines);
  return { name: 'PostgreSQL restarted during writes', pass, lines };
}

async function outboxState(db: pg.Client) {
  const result = await db.query<{ unsent: number; failed: number; total: number; max_attempts: number }>(
    `select count(*) filter (where sent_at is null and failed_at is null)::int as unsent,
            count(*) filter (where failed_at is not null)::int as failed,
            count(*)::int as total, coalesce(max(attempts), 0)::int as max_attempts from mail_outbox`,
  );
  return result.rows[0]!;
}

async function smtpOutageCheck(
  db: () => Promise<pg.Client>,
  setup: Setup,
  mail: Awaited<ReturnType<typeof mailCatcher>>,
  server: ChildProcess,
): Promise<Check> {
  const lines: string[] = [];
  const client = await db();
  try {
    // Start from an empty outbox, so that what follows is this check's.
    const drained = Date.now();
    while ((await outboxState(client)).unsent > 0 && Date.now() - drained < 6 * 60_000) await sleep(500);
    const outboxBefore = await outboxState(client);
    const drainedBefore = Date.now() - drained;
    const firstRow = (
      await client.query<{ id: number }>('select coalesce(max(id), 0)::int as id from mail_outbox')
    ).rows[0]!.id;

    await mail.down();
    const downAt = Date.now();
    const upAt = downAt + smtpDownSeconds * 1000;
    // Writes that queue e-mails, during the whole outage; a few clients, paced under the mail routes' limits.
    const attempts = await writeWhile(
      setup,
      'smtp',
      ['cart request', 'loan request'],
      () => Date.now() >= upAt,
      {
        clients: 2,
        pauseMs: 400,
      },
    );
    const during = await outboxState(client);
    await mail.up();
    const backAt = Date.now();
    let state = await outboxState(client);
    while (state.unsent > 0 && Date.now() - backAt < 10 * 60_000) {
      await sleep(500);
      state = await outboxState(client);
    }
    const drainedMs = Date.now() - backAt;
    // A while more, for a second copy of anything to show up.
    await sleep(5000);
    await mail.settled();

    const allRows = await client.query<{
      id: number;
      recipient: string;
      subject: string;
      created_at: Date;
      attempts: number;
      sent_at: Date | null;
      failed_at: Date | null;
    }>(
      'select id, recipient, subject, created_at, attempts, sent_at, failed_at from mail_outbox where id > $1',
      [setup.outboxStart],
    );
    const rows = { rows: allRows.rows.filter((row) => row.id > firstRow) };
    const byId = new Map<string, number>();
    const byAddress = new Map<string, number>();
    for (const received of mail.received) {
      byId.set(received.messageId, (byId.get(received.messageId) ?? 0) + 1);
      const address = `${received.to}\n${received.subject}`;
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    }
    const keyOf = (row: { id: number; created_at: Date }) =>
      `outbox.${row.id}.${row.created_at.getTime().toString(36)}@`;
    const idCount = (row: { id: number; created_at: Date }) =>
      [...byId].filter(([id]) => id.startsWith(`<${keyOf(row)}`)).reduce((sum, [, n]) => sum + n, 0);
    const notReceived = rows.rows.filter((row) => idCount(row) === 0);
    const twice = rows.rows.filter((row) => idCount(row) > 1);
    // Recipient + subject: each cart mail has its own recipient, each loan mail its loan's number in the subject.
    const twiceByAddress = rows.rows.filter(
      (row) => (byAddress.get(`${row.recipient}\n${row.subject}`) ?? 0) > 1,
    );
    const givenUp = rows.rows.filter((row) => row.failed_at !== null);
    // Every message of the bench, those of the PostgreSQL restart too: sent while the database went away, or
    // recorded as sent only once it was back.
    const allNotReceived = allRows.rows.filter((row) => idCount(row) === 0).length;
    const allTwice = allRows.rows.filter((row) => idCount(row) > 1).length;
    const allGivenUp = allRows.rows.filter((row) => row.failed_at !== null).length;
    const allGood = allNotReceived + allTwice + allGivenUp === 0;
    const acked = attempts.filter((attempt) => ok(attempt.answer));
    const crashed = server.exitCode !== null || server.signalCode !== null;
    const stored = await verifyWrites(client, 'smtp', attempts, lines);
    const pass =
      !crashed &&
      acked.length === attempts.length &&
      attempts.length > 0 &&
      state.unsent === 0 &&
      notReceived.length === 0 &&
      twice.length === 0 &&
      twiceByAddress.length === 0 &&
      givenUp.length === 0 &&
      allGood &&
      stored;
    const lastDelivery = mail.received.reduce((last, received) => Math.max(last, received.at), backAt);
    const firstDelivery = mail.received.reduce(
      (first, received) => (received.at >= backAt ? Math.min(first, received.at) : first),
      Infinity,
    );
    lines.unshift(
      `  outbox before: ${outboxBefore.total} messages, ${outboxBefore.unsent} waiting (drained in ${seconds(drainedBefore)}); SMTP closed for ${smtpDownSeconds} s ` +
        `(BENCH_SMTP_DOWN_SECONDS) while ${attempts.length} cart and loan requests came: ` +
        `${acked.length} acknowledged ${acked.length === attempts.length && attempts.length > 0 ? 'PASS' : 'MISS'}`,
      `  queued meanwhile ${rows.rows.length} messages (${during.unsent} waiting when SMTP came back, ` +
        `most tries of one: ${Math.max(0, ...rows.rows.map((row) => row.attempts))})`,
      `  outbox drained ${state.unsent === 0 ? `${seconds(drainedMs)} after SMTP came back` : `NOT within ${seconds(drainedMs)} (${state.unsent} left)`}; ` +
        `first message received ${Number.isFinite(firstDelivery) ? seconds(firstDelivery - backAt) : 'never'}, ` +
        `last ${seconds(lastDelivery - backAt)} after (${(rows.rows.length / Math.max(1, (lastDelivery - backAt) / 1000)).toFixed(1)} messages/s)`,
      `  received once ${rows.rows.length - notReceived.length - twice.length}, never ${notReceived.length}, ` +
        `twice or more ${twice.length} (Message-ID), ${twiceByAddress.length} (recipient + subject); ` +
        `given up ${givenUp.length} ${notReceived.length + twice.length + twiceByAddress.length + givenUp.length === 0 ? 'PASS' : 'MISS'}`,
      `  every message of the bench (${allRows.rows.length}, the PostgreSQL restart's too): never received ` +
        `${allNotReceived}, twice or more ${allTwice}, given up ${allGivenUp} ${allGood ? 'PASS' : 'MISS'}`,
      `  server process ${crashed ? 'EXITED' : 'up'}`,
    );
    return { name: `SMTP down for ${smtpDownSeconds} s`, pass, lines };
  } finally {
    await client.end();
  }
}

async function chromiumMissingCheck(server: ChildProcess): Promise<Check> {
  const lines: string[] = [];
  const answers: Answer[] = [];
  for (let n = 0; n < 3; n++) {
    answers.push(
      await request('POST', '/api/pdf/chrome/url', {
        body: { url: `${publicUrl}/news/1/pdf`, inlinePdf: true, fileName: 'noticia' },
      }),
    );
  }
  const health = await request('GET', '/api/health');
  const right = answers.filter(
    (answer) => answer.status === 503 && answer.body.message === pdfUnavailableMessage,
  ).length;
  const crashed = server.exitCode !== null || server.signalCode !== null;
  const pass = right === answers.length && health.status === 200 && !crashed;
  lines.push(
    `  CHROME_PATH=/nao/existe/chromium; POST pdf/chrome/url three times: ` +
      answers.map((answer) => `${answer.status} '${answer.body.message ?? answer.failure ?? ''}'`).join(', '),
    `  ${right}/3 answered 503 '${pdfUnavailableMessage}'; then /api/health ${health.status}; ` +
      `server process ${crashed ? 'EXITED' : 'up'} ${pass ? 'PASS' : 'MISS'}`,
    `  the app's side (503 -> the message and a button that calls window.print): tests/web/content/PdfRow.test.tsx`,
  );
  return { name: 'Chromium missing', pass, lines };
}

// ---------------------------------------------------------------------------------------------------------------

/** Runs the three checks; true when every one passes. Prints a report as it goes. */
export async function faultsBench(): Promise<boolean> {
  console.log(
    `\nfaults: PostgreSQL 15 restarted during writes, SMTP down ${smtpDownSeconds} s, Chromium missing`,
  );
  const started = Date.now();
  const pgServer = pgStart();
  const mail = await mailCatcher();
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'faults-server.log');
  const log = openSync(logFile, 'w');
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: pgServer.url,
      PUBLIC_URL: publicUrl,
      // API only: the web app's files are not what these faults are about.
      WEB_DIR: path.join(dataDir, 'no-web'),
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      CHROME_PATH: '/nao/existe/chromium',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(10_000_000),
      SIGN_IN_LIMIT_PER_MINUTE: String(1000),
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const db = async () => {
    const client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
    return client;
  };
  const checks: Check[] = [];
  try {
    const startedIn = await waitHealthy(server, 240_000);
    console.log(
      `  newsroom on PostgreSQL 15 (port ${port}, SMTP ${mail.port}) healthy in ${seconds(startedIn)}`,
    );
    const client = await db();
    let setup: Setup;
    try {
      setup = await prepare(client);
    } finally {
      await client.end();
    }
    console.log(`  signed in; ${setup.pending.length} loans requested for the approvals to take`);
    const all = {
      postgres: () => postgresRestartCheck(pgServer, db, setup, server),
      smtp: () => smtpOutageCheck(db, setup, mail, server),
      chromium: () => chromiumMissingCheck(server),
    };
    for (const [name, check] of Object.entries(all)) {
      if (only && only !== name) continue;
      const result = await check().catch((error: unknown): Check => ({
        name: 'a check that stopped',
        pass: false,
        lines: [`  ${(error as Error).stack ?? String(error)}`],
      }));
      checks.push(result);
      console.log(`\n${result.pass ? 'PASS' : 'MISS'} ${result.name}`);
      for (const line of result.lines) console.log(line);
    }
  } finally {
    await stopProcess(server);
    closeSync(log);
    await mail.down();
    execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['stop', pgServer.dir]);
  }
  const crashes = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /uncaught|unhandled|FATAL|"level":60/i.test(line));
  if (crashes.length)
    console.log(`  server log (${logFile}) has ${crashes.length} fatal lines, first: ${crashes[0]}`);
  const expected = only ? 1 : 3;
  const pass = checks.length === expected && checks.every((check) => check.pass) && crashes.length === 0;
  console.log(
    `\nfaults: ${checks.filter((check) => check.pass).length}/${expected} checks passed in ${seconds(Date.now() - started)} ` +
      `${pass ? 'PASS' : 'MISS'}`,
  );
  return pass;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pass = await faultsBench();
  process.exitCode = pass ? 0 : 1;
}
