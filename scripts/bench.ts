/**
 * `npm run bench`: the figures of the foundation issue, on this machine.
 *  1. Throughput: autocannon on loopback against `home/json/` and against a static file of the same size served
 *     by the same server, on a throw-away PostgreSQL 15 server; requests/s, p99 and their ratio (goal >= 40%).
 *  2. Start-up (skip with --no-startup): a fresh clone of HEAD, `npm ci` (not timed), then the first `npm start`
 *     (build, migrate, seed with images) until healthy (goal <= 90 s), and a restart on the same data (<= 10 s).
 */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

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

async function throughput() {
  const pg = execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['start'], { encoding: 'utf8' })
    .trim()
    .split(' ');
  const [pgDir, databaseUrl] = pg as [string, string];
  const port = 3300;
  const url = `http://127.0.0.1:${port}`;
  // Media made by an earlier bench run are kept: generating them is not what is measured here.
  const dataDir = path.join(root, 'var', 'bench');
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
  } finally {
    await stopProcess(server);
    execFileSync(path.join(root, 'scripts/pg-temp.sh'), ['stop', pgDir]);
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

await throughput();
if (!process.argv.includes('--no-startup')) await startup();
