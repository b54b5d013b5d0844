/**
 * Runs the jobs (jobQueue.ts) of the tasks it is given: `runDueJobs` runs everything due at a given time, once
 * (tests call it with a fixed day); `createJobWorker` is what each API process runs in the background, a round every
 * second or when woken, stopped before the database is closed.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Metrics } from '../shared/metrics';
import { claimDueJob, holdClaim, markJobDone, markJobFailed, rearmJob, type JobRow } from './jobQueue';
import { nextPeriodStart, recurringKey, type JobTask } from './jobTask';

export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobDeps {
  db: Db;
  tasks: JobTask[];
  log?: JobLog;
  /** Counts the runs by kind and outcome. */
  metrics?: Pick<Metrics, 'jobRan'>;
}

export interface JobCounts {
  done: number;
  /** Failed this time, to be tried again later. */
  retried: number;
  /** Failed for the last time: `failed_at` is set and an error logged. */
  failed: number;
}

/** Adds the row of each recurring task that has none yet, due at once. Safe from several processes at a time. */
export async function ensureRecurring(deps: JobDeps, now: Date): Promise<void> {
  const keys = deps.tasks.filter((task) => task.everyMs).map((task) => recurringKey(task.kind));
  if (!keys.length) return;
  // Looked up first: an insert that conflicts would still use up a number of the id sequence, every round.
  const present = await deps.db.select({ key: jobs.key }).from(jobs).where(inArray(jobs.key, keys));
  const missing = deps.tasks.filter(
    (task) => task.everyMs && !present.some((row) => row.key === recurringKey(task.kind)),
  );
  if (!missing.length) return;
  await deps.db
    .insert(jobs)
    .values(missing.map((task) => ({ kind: task.kind, key: recurringKey(task.kind), runAt: now })))
    .onConflictDoNothing({ target: jobs.key });
}

async function runOne(deps: JobDeps, task: JobTask, job: JobRow, now: Date): Promise<keyof JobCounts> {
  const recurring = task.everyMs && job.key === recurringKey(task.kind) ? task.everyMs : null;
  // Renewed on the run's own clock (a test's fixed day), moved on by the time the run has taken.
  const startedAt = Date.now();
  const release = holdClaim(
    deps.db,
    job.id,
    () => new Date(now.getTime() + Date.now() - startedAt),
    (error) => deps.log?.warn({ err: error, jobId: job.id }, `job ${job.id}: claim not renewed`),
  );
  try {
    await task.run({ id: job.id, payload: job.payload, now, attempt: job.attempts });
  } catch (error) {
    release();
    const outcome = await markJobFailed(
      deps.db,
      job,
      error,
      now,
      recurring ? nextPeriodStart(now, recurring) : null,
    );
    const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error };
    if (outcome === 'failed')
      deps.log?.error(details, `job ${job.id} (${job.kind}) failed ${job.attempts} times: giving up`);
    else
      deps.log?.warn(
        details,
        `job ${job.id} (${job.kind}) failed (attempt ${job.attempts}), trying again later`,
      );
    return outcome;
  }
  release();
  if (recurring) await rearmJob(deps.db, job.id, nextPeriodStart(now, recurring));
  else await markJobDone(deps.db, job.id, now);
  return 'done';
}

/**
 * Runs every job due at `now`, one after the other, jobs enqueued meanwhile included; answers what happened. Safe to
 * run from several processes at once. `stopping` is asked between jobs: a worker being stopped leaves the rest.
 */
export async function runDueJobs(
  deps: JobDeps,
  now: Date,
  stopping: () => boolean = () => false,
): Promise<JobCounts> {
  const counts: JobCounts = { done: 0, retried: 0, failed: 0 };
  const byKind = new Map(deps.tasks.map((task) => [task.kind, task]));
  const kinds = [...byKind.keys()];
  await ensureRecurring(deps, now);
  while (!stopping()) {
    const job = await claimDueJob(deps.db, kinds, now);
    if (!job) break;
    const outcome = await runOne(deps, byKind.get(job.kind)!, job, now);
    counts[outcome] += 1;
    deps.metrics?.jobRan(job.kind, outcome);
  }
  return counts;
}

export interface JobWorker {
  /** Looks for due jobs now rather than at the next round; a call during a round makes it run once more. */
  wake(): void;
  /** Runs a first round now and then every `pollMs`. */
  start(): void;
  /** No new jobs taken; resolves once the job under way is over, so the database can be closed after it. */
  stop(): Promise<void>;
}

export function createJobWorker(deps: JobDeps & { clock: { now(): Date }; pollMs?: number }): JobWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function round() {
    do {
      again = false;
      try {
        await runDueJobs(deps, deps.clock.now(), () => stopped);
      } catch (error) {
        deps.log?.error({ err: error }, 'jobs: round failed');
      }
    } while (again && !stopped);
    running = undefined;
  }

  function wake() {
    if (stopped) return;
    if (running) again = true;
    else running = round();
  }

  return {
    wake,
    start() {
      if (timer || stopped) return;
      // unref: a pending round never keeps a finished process (or test worker) alive.
      timer = setInterval(wake, deps.pollMs ?? 1000).unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
