/**
 * Traces as a collector receives them: the newsroom runs as `npm start` runs it, in a process of its own (the
 * instrumentations must be in place before `http`, Fastify and `pg` load, which an imported app can't show), and
 * sends to an OTLP/HTTP receiver of this test's. On PostgreSQL (TEST_DATABASE_URL) the request's queries join its
 * trace; PGlite has no driver to instrument. The process starts on a deployment's settings without the demo
 * content, so its start is the migrations' only, once: the second start finds them done.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabases } from './databases';

interface ReceivedSpan {
  scope: string;
  service: unknown;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

/** OTLP's JSON attributes ({ key, value: { stringValue: … } }) as plain values. */
type OtlpAttributes = { key: string; value: Record<string, unknown> }[];
const plain = (attributes: OtlpAttributes = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

interface OtlpTraces {
  resourceSpans: {
    resource: { attributes: OtlpAttributes };
    scopeSpans: {
      scope: { name: string };
      spans: (Omit<ReceivedSpan, 'scope' | 'service' | 'attributes'> & { attributes: OtlpAttributes })[];
    }[];
  }[];
}

/** An OTLP/HTTP receiver: every call made to it, and the spans posted to /v1/traces, each answered `status`. */
async function startReceiver(status = 200) {
  const calls: string[] = [];
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push(`${request.method} ${request.url}`);
      if (request.url === '/v1/traces') {
        const { resourceSpans } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
        for (const { resource, scopeSpans } of resourceSpans)
          for (const { scope, spans: posted } of scopeSpans)
            for (const span of posted)
              spans.push({
                ...span,
                scope: scope.name,
                service: plain(resource.attributes)['service.name'],
                attributes: plain(span.attributes),
              });
      }
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    spans,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type LogLine = Record<string, unknown> & { msg?: string };

/**
 * Starts the newsroom with `env`, hands `work` its address once it listens, then stops it as an operator does
 * (SIGTERM), expects it to end cleanly, and answers its log lines and what it said on stderr once it has exited: by
 * then it has sent whatever it was going to send.
 */
async function runNewsroom(
  env: Record<string, string>,
  work: (origin: string, lines: LogLine[]) => Promise<void>,
) {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const closed = once(child, 'close');
  const listening = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (text) => {
      try {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        const address = /^Server listening at (http:\/\/\S+)/.exec(line.msg ?? '');
        if (address) resolve(address[1]!);
      } catch {
        lines.push({ msg: text });
      }
    });
    void closed.then(() => reject(new Error(`the newsroom stopped before listening:\n${errors}`)));
  });
  try {
    await work(await listening, lines);
  } finally {
    child.kill('SIGTERM');
    await closed;
  }
  expect(child.exitCode, errors).toBe(0);
  return { lines, errors };
}

/**
 * The request both tests make: a news item's read, which asks the database (the newsroom starts with no news, so it
 * answers 404). Not the health check: a process that was asked for it lets a balancer notice its stop first.
 */
const newsItem = '/api/news/json/news/1';
const newsItemLine = (lines: LogLine[]) => lines.find((line) => line.msg?.startsWith(`GET ${newsItem} 404`));

describe.each(testDatabases)('traces on $name', { timeout: 180_000 }, (target) => {
  let dataDir = '';
  let database: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-traces-'));
    if (target.name === 'postgres') database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A deployment's settings (so no demo content to seed), a line per request, and nothing of this process's. */
  const settings = (more: Record<string, string>): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.homedir(),
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://imprensa.aurora.test',
    OIDC_ISSUER: 'https://id.aurora.test/oidc',
    LINK_SECRET: 'x'.repeat(48),
    SMTP_URL: 'smtp://127.0.0.1:9',
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'debug',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...more,
  });

  it('sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT, and its log lines name no trace', async () => {
    const receiver = await startReceiver();
    // Where the traces would go were tracing on: only OTEL_EXPORTER_OTLP_ENDPOINT turns it on.
    const { lines } = await runNewsroom(
      settings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.origin}/v1/traces` }),
      async (origin) => {
        expect((await fetch(`${origin}${newsItem}`)).status).toBe(404);
      },
    );
    await receiver.close();

    expect(receiver.calls).toEqual([]);
    expect(newsItemLine(lines)).toBeDefined();
    expect(lines.filter((line) => 'trace_id' in line || 'span_id' in line)).toEqual([]);
  });

  it('sends the request’s trace to the collector OTEL_EXPORTER_OTLP_ENDPOINT names as it stops, and logs its id', async () => {
    // A collector failing the batch: the stop says so, and still ends cleanly.
    const receiver = await startReceiver(500);
    const { lines, errors } = await runNewsroom(
      // A batch waits an hour: only the stop's flush sends it, so spans received prove the stop sends them.
      settings({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
        OTEL_BSP_SCHEDULE_DELAY: '3600000',
        METRICS_PORT: '0',
      }),
      async (origin, logged) => {
        expect((await fetch(`${origin}${newsItem}`)).status).toBe(404);
        // What Prometheus scrapes every few seconds, logged before the newsroom listens.
        const metrics = logged
          .map((line) => /^metrics for Prometheus at (\S+)/.exec(line.msg ?? '')?.[1])
          .find(Boolean);
        expect((await fetch(metrics!)).status).toBe(200);
      },
    );
    await receiver.close();

    const httpSpans = receiver.spans.filter((span) => span.scope === '@opentelemetry/instrumentation-http');
    expect(httpSpans.filter((span) => span.attributes['url.path'] === '/metrics')).toEqual([]);
    const server = httpSpans.find((span) => span.attributes['url.path'] === newsItem);
    expect(server, JSON.stringify(receiver.spans.map((span) => [span.scope, span.name]))).toMatchObject({
      name: 'GET /api/news/json/news/:id',
      kind: 2, // SERVER
      service: 'press-newsroom',
      attributes: { 'http.route': '/api/news/json/news/:id', 'http.response.status_code': 404 },
    });
    const trace = receiver.spans.filter((span) => span.traceId === server!.traceId);
    expect(trace).toContainEqual(
      expect.objectContaining({
        scope: '@fastify/otel',
        name: 'request',
        parentSpanId: server!.spanId,
        attributes: expect.objectContaining({ 'http.route': '/api/news/json/news/:id' }),
      }),
    );
    const queries = trace.filter((span) => span.scope === '@opentelemetry/instrumentation-pg');
    if (target.name === 'postgres')
      expect(queries).toContainEqual(expect.objectContaining({ name: expect.stringMatching(/^pg\.query/) }));
    else expect(queries).toEqual([]);

    expect(receiver.calls).toEqual(['POST /v1/traces']);
    expect(errors).toContain('The last spans could not be sent');

    const logged = newsItemLine(lines);
    expect(logged).toMatchObject({ trace_id: server!.traceId });
    expect(trace.map((span) => span.spanId)).toContain(logged!.span_id);
  });
});
