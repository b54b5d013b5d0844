/**
 * The jobs table (docs/jobs.md): enqueue a job, claim the next due one, record how its run went. Several API
 * processes work on one database: a job is claimed by setting `locked_until` on a row picked `FOR UPDATE SKIP
 * LOCKED`, so two workers never take the same one; a worker that dies leaves a claim that lapses, and another worker
 * takes the job then. Delivery is at least once: every task must be safe to run twice (each one here claims its own
 * rows, or checks what it already did).
 *
 * Times are the caller's clock, never the database's: a test runs a day's jobs by naming the day.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** Waits after the 1st, 2nd... failed attempt: a passing fault is retried soon, a lasting one every few hours. */
export const jobRetryDelaysMs = [10_000, 60_000, 5 * 60_000, 30 * 60_000, 3 * 60 * 60_000] as const;
/** A one-off job gives up after this many attempts (about 3 h 36 min after the first). */
export const jobMaxAttempts = jobRetryDelaysMs.length + 1;
/** How long a claim holds without renewal; a live worker renews it every third of that. */
export const jobClaimMs = 2 * 60_000;

/** The NOTIFY channel that wakes the workers of every API process when a job is enqueued. */
export const jobQueuedChannel = 'job_queued';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  /** Once per key, ever: a second job under the same key is not added (answered null). */
  key?: string;
}

/**
 * Adds a job; call it with the transaction of the change that calls for it, so a rolled-back change leaves no job.
 * Answers its id, or null when a job under the same key already exists.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload ?? {}, runAt: job.runAt, key: job.key ?? null })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (!row) return null;
  await db.execute(sql`select pg_notify(${jobQueuedChannel}, ${job.kind})`);
  return row.id;
}

/** A job due at `now`, neither done nor failed, that no worker holds (or whose hold has lapsed). */
const dueAndFree = (now: Date) =>
  and(
    isNull(jobs.doneAt),
    isNull(jobs.failedAt),
    lte(jobs.runAt, now),
    or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
  );

/** Takes the next job due at `now` among `kinds` (those this worker can run), or null. */
export async function claimDueJob(db: Db, kinds: string[], now: Date): Promise<JobRow | null> {
  if (!kinds.length) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(dueAndFree(now), inArray(jobs.kind, kinds)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + jobClaimMs), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed ?? null;
}

/** Keeps the claim on `id` while its run lasts; answers the function that stops renewing. */
export function holdClaim(db: Db, id: number, now: () => Date, onError: (error: unknown) => void) {
  const timer = setInterval(() => {
    db.update(jobs)
      .set({ lockedUntil: new Date(now().getTime() + jobClaimMs) })
      .where(and(eq(jobs.id, id), isNull(jobs.doneAt), isNull(jobs.failedAt)))
      .then(() => undefined, onError);
  }, jobClaimMs / 3);
  // unref: a renewal never keeps a finished process (or test worker) alive.
  timer.unref();
  return () => clearInterval(timer);
}

/** A one-off job ran: done. */
export async function markJobDone(db: Db, id: number, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** A recurring task ran: its row waits for `next`, with its count of failures cleared. */
export async function rearmJob(db: Db, id: number, next: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: next, attempts: 0, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

/**
 * A run failed. A one-off job is tried again after the delay its attempts call for, or marked failed after the last
 * one; a recurring task is tried again after the same delays, but never later than its next period, and never gives
 * up. Answers whether the job gave up.
 */
export async function markJobFailed(
  db: Db,
  job: JobRow,
  error: unknown,
  now: Date,
  nextPeriod: Date | null,
): Promise<'retried' | 'failed'> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const delay = jobRetryDelaysMs[Math.min(job.attempts, jobRetryDelaysMs.length) - 1] ?? jobRetryDelaysMs[0];
  const retryAt = new Date(now.getTime() + delay);
  const givingUp = !nextPeriod && job.attempts >= jobMaxAttempts;
  await db
    .update(jobs)
    .set({
      lastError,
      lockedUntil: null,
      ...(givingUp
        ? { failedAt: now }
        : { runAt: nextPeriod && nextPeriod < retryAt ? nextPeriod : retryAt }),
    })
    .where(eq(jobs.id, job.id));
  return givingUp ? 'failed' : 'retried';
}

/**
 * The queue as a platform team watches it (server/shared/prometheusMetrics.ts): how many jobs are due at `now` and
 * taken by no worker, and how long the oldest of them has waited. One query on the due-jobs index.
 */
export async function readJobQueue(
  db: Db,
  now: Date,
): Promise<{ waiting: number; oldestWaitingSeconds: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from min(${jobs.runAt}))::float8`,
    })
    .from(jobs)
    .where(dueAndFree(now));
  const oldest = row?.oldest ?? null;
  return {
    waiting: row?.waiting ?? 0,
    oldestWaitingSeconds: oldest === null ? 0 : Math.max(0, now.getTime() / 1000 - Number(oldest)),
  };
}
