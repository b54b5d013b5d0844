/**
 * The newsroom's metrics in Prometheus' terms (prom-client): loaded only when `METRICS_PORT` is set. Each app has a
 * registry of its own, never prom-client's global one: tests build many apps in one process, and each must count
 * only its own requests.
 *
 * What needs a query (the job queue, the outbox) is read when Prometheus scrapes, not kept up to date by every
 * write: one cheap query per scrape, from whichever process is scraped (each answers for the whole database, so a
 * dashboard takes their max, not their sum).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Metrics } from './metrics';

/** What is read at scrape time; each reading is optional (PGlite has no pool). */
export interface ScrapeReadings {
  /** Jobs due and not taken by a worker, and how long the oldest of them has waited. */
  jobQueue?: () => Promise<{ waiting: number; oldestWaitingSeconds: number }>;
  /** Messages still to deliver, and those the outbox gave up on. */
  outbox?: () => Promise<{ pending: number; failed: number }>;
  /** The connections of node-postgres' pool. */
  pool?: () => { total: number; idle: number; waiting: number };
}

export interface PrometheusMetrics {
  metrics: Metrics;
  registry: Registry;
}

/** Seconds: a cached read answers in a millisecond, a zip or a PDF in seconds. */
const answerBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One reading shared by the gauges it sets: prom-client collects every metric of a scrape at once, so the second
 * gauge's collect joins the query the first one started rather than running its own.
 */
function sharedReading(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= read().finally(() => (running = undefined)));
}

export function createPrometheusMetrics(readings: ScrapeReadings = {}): PrometheusMetrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag, handles, garbage collection: prom-client's usual names (process_*, nodejs_*), so
  // the Node dashboards a platform team already has read them unchanged.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'newsroom_http_requests_total',
    help: 'Answers sent, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'newsroom_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: answerBuckets,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'newsroom_content_cache_lookups_total',
    help: 'Public reads answered from the content cache (hit) or built (miss)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'newsroom_rate_limit_refusals_total',
    help: "Requests refused with 429, by limit (general: the API's per minute, route: the route's own, usage: a person's)",
    labelNames: ['limit', 'route'] as const,
    registers,
  });
  const databaseErrors = new Counter({
    name: 'newsroom_database_errors_total',
    help: 'Query errors that reached an answer, by kind (unavailable, conflict, other)',
    labelNames: ['kind'] as const,
    registers,
  });
  const mailsSent = new Counter({
    name: 'newsroom_mails_sent_total',
    help: "E-mails the SMTP server accepted (without SMTP_URL: written to the data folder's outbox)",
    registers,
  });
  const mailsRefused = new Counter({
    name: 'newsroom_mails_refused_total',
    help: 'E-mail sends the SMTP server refused or could not take; last_attempt="true" when the outbox gave up',
    labelNames: ['last_attempt'] as const,
    registers,
  });
  const mediaMade = new Counter({
    name: 'newsroom_media_made_total',
    help: "Media encoded: an upload's photo or video sizes, a JPEG's sibling (AVIF, WebP, thumbnail)",
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const pdfs = new Counter({
    name: 'newsroom_pdfs_printed_total',
    help: 'Pages printed to PDF by Chromium (a reused earlier print is not counted)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'newsroom_job_runs_total',
    help: 'Jobs run by this process, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });

  // A reading that fails (the database away) keeps the gauges' last values and is counted, rather than failing the
  // whole scrape: the request metrics are what tells of an outage, and they must still be read.
  const failedReadings = new Counter({
    name: 'newsroom_scrape_readings_failed_total',
    help: 'Readings of the database at scrape time that failed (their gauges kept their last values)',
    labelNames: ['reading'] as const,
    registers,
  });
  const { jobQueue, outbox, pool } = readings;
  const readJobs = sharedReading(async () => {
    if (!jobQueue) return;
    try {
      const { waiting, oldestWaitingSeconds } = await jobQueue();
      jobsWaiting.set(waiting);
      oldestJob.set(oldestWaitingSeconds);
    } catch {
      failedReadings.inc({ reading: 'jobs' });
    }
  });
  const jobsWaiting = new Gauge({
    name: 'newsroom_jobs_waiting',
    help: 'Jobs due now that no worker has taken (whole database)',
    registers,
    collect: readJobs,
  });
  const oldestJob = new Gauge({
    name: 'newsroom_jobs_oldest_waiting_seconds',
    help: 'How long the oldest job due and not taken has waited (0 when none waits)',
    registers,
    collect: readJobs,
  });
  const readOutbox = sharedReading(async () => {
    if (!outbox) return;
    try {
      const counts = await outbox();
      outboxPending.set(counts.pending);
      outboxFailed.set(counts.failed);
    } catch {
      failedReadings.inc({ reading: 'outbox' });
    }
  });
  const outboxPending = new Gauge({
    name: 'newsroom_outbox_pending',
    help: 'E-mails queued and not yet sent (whole database)',
    registers,
    collect: readOutbox,
  });
  const outboxFailed = new Gauge({
    name: 'newsroom_outbox_failed',
    help: 'E-mails the outbox gave up on after its last attempt (whole database)',
    registers,
    collect: readOutbox,
  });
  if (pool) {
    const connections = new Gauge({
      name: 'newsroom_db_pool_connections',
      help: "This process's PostgreSQL connections, by state (in_use, idle)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle } = pool();
        connections.set({ state: 'in_use' }, total - idle);
        connections.set({ state: 'idle' }, idle);
      },
    });
    const waiting = new Gauge({
      name: 'newsroom_db_pool_waiting',
      help: 'Queries of this process waiting for a free PostgreSQL connection',
      registers,
      collect() {
        waiting.set(pool().waiting);
      },
    });
  }

  const metrics: Metrics = {
    answered({ route, method, status, seconds }) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    cacheLookup: (outcome) => cacheLookups.inc({ outcome }),
    rateLimited: (limit, route) => refusals.inc({ limit, route }),
    databaseError: (kind) => databaseErrors.inc({ kind }),
    mailSent: () => mailsSent.inc(),
    mailRefused: (lastAttempt) => mailsRefused.inc({ last_attempt: String(lastAttempt) }),
    mediaMade: (kind, outcome) => mediaMade.inc({ kind, outcome }),
    pdfPrinted: (outcome) => pdfs.inc({ outcome }),
    jobRan: (kind, outcome) => jobRuns.inc({ kind, outcome }),
  };
  return { metrics, registry };
}
