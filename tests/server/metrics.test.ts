/**
 * The metrics a platform team's Prometheus scrapes (METRICS_PORT, docs/operations.md "Metrics"): on a listener of
 * their own, never the public port; answers counted by route pattern and status with their durations; cache hits,
 * limit refusals, mails, media and jobs counted where they happen; the job queue and the outbox read when scraped;
 * Node's own (event-loop lag, memory). Each app counts in a registry of its own.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../server/jobs/jobQueue';
import { enqueueMail } from '../../server/mail/outbox';
import type { Mailer, MailMessage } from '../../server/mail/mailer';
import { createMedia } from './builders';
import { embeddedDatabase, testDatabases } from './databases';
import {
  anotherProcess,
  eventually,
  startTestApp,
  testNow,
  testPublicUrl,
  testSettings,
  type TestApp,
} from './testApp';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, the samples only (`name{label="value",…} number`). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [
          name!,
          value!,
        ]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

class Scrape {
  constructor(readonly samples: Sample[]) {}
  /** The samples of `name` whose labels include `labels`. */
  all(name: string, labels: Record<string, string> = {}): Sample[] {
    return this.samples.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  }
  /** The one sample of `name` with exactly these labels (0 when the series does not exist yet). */
  value(name: string, labels: Record<string, string> = {}): number {
    const found = this.samples.filter(
      (sample) =>
        sample.name === name &&
        Object.keys(sample.labels).length === Object.keys(labels).length &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
    expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
    return found[0]?.value ?? 0;
  }
  names(): Set<string> {
    return new Set(this.samples.map((sample) => sample.name));
  }
}

async function scrape(app: FastifyInstance): Promise<Scrape> {
  expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  const response = await fetch(app.metricsUrl!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return new Scrape(samplesOf(await response.text()));
}

/** A JPEG the media route makes an AVIF of. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

describe.each(testDatabases)('the metrics for Prometheus on $name', (target) => {
  let t: TestApp;
  const delivered: MailMessage[] = [];
  /** Accepts every message but those to an address that starts with 'recusado'. */
  const mailer: Mailer = {
    async send(message) {
      if (message.to.startsWith('recusado'))
        throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      delivered.push(message);
    },
  };
  const route = '/api/contacts/json/';
  const answers = (labels: Record<string, string>) => ({ route, method: 'GET', ...labels });

  beforeAll(async () => {
    t = await startTestApp(target, {
      settings: { metricsPort: 0, rateLimitPerMinute: 5 },
      mailer,
      // A route that exists only to fail a query, as a broken statement would.
      extraApiRoutes: async (api, ctx) => {
        api.get('/metrics-test/division', async () => ctx.db.execute(sql`select 1 / 0`));
      },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are served on their own port, and the public one answers /metrics as any unknown address', async () => {
    const publicPort = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect(new URL(t.app.metricsUrl!).port).not.toBe(new URL(publicPort).port);
    for (const url of [`${publicPort}/metrics`, `${publicPort}/api/metrics`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const unknown = await fetch(`${publicPort}/nada-aqui`);
    expect(unknown.status).toBe(404);
    // The metrics' listener has /metrics and nothing else.
    expect((await fetch(t.app.metricsUrl!.replace('/metrics', '/'))).status).toBe(404);
  });

  it('count answers by route pattern, method and status, with their durations', async () => {
    const before = await scrape(t.app);
    expect((await t.inject({ url: route })).statusCode).toBe(200);
    expect((await t.inject({ url: route })).statusCode).toBe(200);
    expect((await t.inject({ url: '/api/news/json/news/999999' })).statusCode).toBe(404);
    expect((await t.inject({ url: '/api/nada-aqui/12' })).statusCode).toBe(404);
    const after = await scrape(t.app);

    const moved = (name: string, labels: Record<string, string>) =>
      after.value(name, labels) - before.value(name, labels);
    expect(moved('newsroom_http_requests_total', answers({ status: '200' }))).toBe(2);
    expect(moved('newsroom_http_request_duration_seconds_count', answers({ status: '200' }))).toBe(2);
    expect(moved('newsroom_http_request_duration_seconds_sum', answers({ status: '200' }))).toBeGreaterThan(
      0,
    );
    expect(
      moved('newsroom_http_request_duration_seconds_bucket', answers({ status: '200', le: '+Inf' })),
    ).toBe(2);
    // The route's pattern, never the address asked: one series for every news id.
    expect(
      moved('newsroom_http_requests_total', {
        route: '/api/news/json/news/:id',
        method: 'GET',
        status: '404',
      }),
    ).toBe(1);
    expect(moved('newsroom_http_requests_total', { route: 'unrouted', method: 'GET', status: '404' })).toBe(
      1,
    );
    const routes = new Set(after.all('newsroom_http_requests_total').map((sample) => sample.labels.route));
    expect([...routes].filter((each) => /\d/.test(each!))).toEqual([]);
  });

  it('count the content cache’s hits and misses', async () => {
    const before = await scrape(t.app);
    await t.inject({ url: '/api/menu/json/' });
    await t.inject({ url: '/api/menu/json/' });
    const after = await scrape(t.app);
    const moved = (outcome: string) =>
      after.value('newsroom_content_cache_lookups_total', { outcome }) -
      before.value('newsroom_content_cache_lookups_total', { outcome });
    // The first read of the menu since the app started builds it; the second finds it.
    expect(moved('miss')).toBe(1);
    expect(moved('hit')).toBe(1);
  });

  it('count the requests a limit refused, by limit and route', async () => {
    const before = await scrape(t.app);
    const from = { remoteAddress: '203.0.113.45' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.app.inject({ url: route, ...from })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const after = await scrape(t.app);
    const labels = { limit: 'general', route };
    expect(
      after.value('newsroom_rate_limit_refusals_total', labels) -
        before.value('newsroom_rate_limit_refusals_total', labels),
    ).toBe(1);
    expect(after.value('newsroom_http_requests_total', answers({ status: '429' }))).toBe(1);
  });

  it('count the query errors that reached an answer, by kind', async () => {
    const before = await scrape(t.app);
    expect((await t.inject({ url: '/api/metrics-test/division' })).statusCode).toBe(500);
    const after = await scrape(t.app);
    expect(
      after.value('newsroom_database_errors_total', { kind: 'other' }) -
        before.value('newsroom_database_errors_total', { kind: 'other' }),
    ).toBe(1);
  });

  it('count the media made: a missing AVIF of a public JPEG', async () => {
    const images = path.join(t.dataDir, 'media', 'images');
    await mkdir(images, { recursive: true });
    await createMedia(t.database.db, { fileLow: 'metricas-low.jpg' });
    await writeFile(path.join(images, 'metricas-low.jpg'), await photo());
    const before = await scrape(t.app);
    expect((await t.inject({ url: '/media/images/metricas-low.avif' })).statusCode).toBe(200);
    const after = await scrape(t.app);
    const labels = { kind: 'sibling', outcome: 'made' };
    expect(
      after.value('newsroom_media_made_total', labels) - before.value('newsroom_media_made_total', labels),
    ).toBe(1);
  });

  it('read the job queue when scraped: how many wait, and how long the oldest has', async () => {
    // A kind no worker runs: it waits for as long as the test likes.
    await enqueueJob(t.database.db, {
      kind: 'metrics.test.nobody',
      runAt: new Date(testNow.getTime() - 90_000),
    });
    const after = await scrape(t.app);
    expect(after.value('newsroom_jobs_waiting')).toBeGreaterThanOrEqual(1);
    expect(after.value('newsroom_jobs_oldest_waiting_seconds')).toBe(90);
  });

  it('count the jobs run by kind and outcome', async () => {
    // The worker's first round, started with the app, runs every recurring task once.
    await eventually(
      async () =>
        (await scrape(t.app)).value('newsroom_job_runs_total', { kind: 'jobs.prune', outcome: 'done' }) === 1,
    );
  });

  it('count the mails sent and refused, and read the outbox when scraped', async () => {
    const before = await scrape(t.app);
    await enqueueMail(t.database.db, 'cart-download', {
      to: 'ana@jornal.test',
      subject: 'Fotos',
      text: 'Oi',
    });
    await enqueueMail(t.database.db, 'cart-download', {
      to: 'recusado@jornal.test',
      subject: 'Fotos',
      text: 'Oi',
    });
    let after = before;
    await eventually(async () => {
      after = await scrape(t.app);
      return (
        after.value('newsroom_mails_sent_total') > before.value('newsroom_mails_sent_total') &&
        after.value('newsroom_mails_refused_total', { last_attempt: 'false' }) >
          before.value('newsroom_mails_refused_total', { last_attempt: 'false' })
      );
    });
    expect(after.value('newsroom_mails_sent_total') - before.value('newsroom_mails_sent_total')).toBe(1);
    expect(delivered.map((message) => message.to)).toEqual(['ana@jornal.test']);
    // The refused one waits for its next try; none was given up on.
    expect(after.value('newsroom_outbox_pending')).toBe(1);
    expect(after.value('newsroom_outbox_failed')).toBe(0);
  });

  it('has the PDF and database counters, the pool on PostgreSQL only, and Node’s own', async () => {
    const after = await scrape(t.app);
    const names = after.names();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'newsroom_mails_sent_total',
      'newsroom_jobs_waiting',
      'newsroom_outbox_pending',
    ])
      expect(names, name).toContain(name);
    expect(after.value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    if (target.name === 'postgres') {
      expect(after.all('newsroom_db_pool_connections').map((sample) => sample.labels.state)).toEqual([
        'in_use',
        'idle',
      ]);
      // The LISTEN connections of the cache, the outbox and the jobs are held all the time.
      expect(after.value('newsroom_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(3);
      expect(after.value('newsroom_db_pool_waiting')).toBe(0);
    } else {
      expect(names).not.toContain('newsroom_db_pool_connections');
    }
  });

  it('count in a registry of each app’s own: another process starts from zero', async () => {
    const other = await anotherProcess(t, { metricsPort: 0 });
    try {
      await other.ready();
      expect(other.metricsUrl).not.toBe(t.app.metricsUrl);
      const scraped = await scrape(other);
      expect(scraped.all('newsroom_http_requests_total', { route })).toEqual([]);
      expect((await scrape(t.app)).all('newsroom_http_requests_total', { route }).length).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('has no listener at all without METRICS_PORT', async () => {
    const other = await anotherProcess(t);
    try {
      await other.ready();
      expect(other.metricsUrl).toBeNull();
    } finally {
      await other.close();
    }
  });
});

/** A page that says at once it is ready to print (the real app waits for its content: pdf.test.ts). */
async function webDirWithPrintablePage(): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-metrics-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Aurora Imprensa</title></head>' +
      '<body><h1>Notícia para imprimir</h1><script src="/assets/page.js"></script></body></html>',
  );
  // The content security policy allows no inline script.
  await writeFile(
    path.join(webDir, 'assets', 'page.js'),
    "document.documentElement.dataset.pdfReady = 'true';",
  );
  return webDir;
}

const chrome = testSettings('').chromePath;

describe('the built app’s files, in the metrics', () => {
  it('count under one route, whatever the build named them', async () => {
    const webDir = await webDirWithPrintablePage();
    await writeFile(path.join(webDir, 'assets', 'index-3f9a1c.js'), 'export {};');
    const t = await startTestApp(embeddedDatabase, { settings: { metricsPort: 0, webDir } });
    try {
      await t.app.ready();
      for (const url of ['/assets/page.js', '/assets/index-3f9a1c.js'])
        expect((await t.inject({ url })).statusCode, url).toBe(200);
      const scraped = await scrape(t.app);
      expect(
        scraped.value('newsroom_http_requests_total', { route: '/assets/*', method: 'GET', status: '200' }),
      ).toBe(2);
      expect(scraped.all('newsroom_http_requests_total', { route: '/assets/page.js' })).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the PDFs printed, in the metrics', () => {
  const printed = async (chromePath: string) => {
    const t = await startTestApp(embeddedDatabase, {
      settings: { metricsPort: 0, chromePath, webDir: await webDirWithPrintablePage() },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const answer = await t.inject({
        method: 'POST',
        url: '/api/pdf/chrome/url',
        payload: { url: `${testPublicUrl}/news/1/pdf` },
      });
      const scraped = await scrape(t.app);
      return {
        status: answer.statusCode,
        printed: scraped.value('newsroom_pdfs_printed_total', { outcome: 'printed' }),
        failed: scraped.value('newsroom_pdfs_printed_total', { outcome: 'failed' }),
      };
    } finally {
      await t.close();
    }
  };

  it.skipIf(!existsSync(chrome))(`counts a page Chromium printed (needs Chromium at ${chrome})`, async () => {
    expect(await printed(chrome)).toEqual({ status: 200, printed: 1, failed: 0 });
  });

  it('counts a print that failed (no Chromium)', async () => {
    expect(await printed('/nao/existe/chromium')).toEqual({ status: 503, printed: 0, failed: 1 });
  });
});
