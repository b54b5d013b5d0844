/**
 * The jobs table and its workers: a job is run once when two workers look at once, a failed run is tried again
 * after its delay and given up after the last attempt, a job left by a worker that died is taken by a new one once
 * its claim lapses, a key makes a job once, and a recurring task runs once per period whoever runs the workers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { jobs } from '../../server/db/schema';
import {
  claimDueJob,
  enqueueJob,
  jobClaimMs,
  jobMaxAttempts,
  jobRetryDelaysMs,
} from '../../server/jobs/jobQueue';
import type { JobRun, JobTask } from '../../server/jobs/jobTask';
import { runDueJobs } from '../../server/jobs/jobWorker';
import { testDatabases } from './databases';
import { testNow } from './testApp';

const later = (ms: number, from = testNow) => new Date(from.getTime() + ms);

describe.each(testDatabases)('jobs on $name', (target) => {
  let database: Database;
  let kindCount = 0;
  /** A task of a kind no other test uses, recording its runs, failing while `failing` says so. */
  const recordingTask = (options: { everyMs?: number; failing?: (run: JobRun) => boolean } = {}) => {
    kindCount += 1;
    const runs: JobRun[] = [];
    const task: JobTask = {
      kind: `test.task${kindCount}`,
      ...(options.everyMs ? { everyMs: options.everyMs } : {}),
      async run(job) {
        runs.push(job);
        if (options.failing?.(job)) throw new Error(`attempt ${job.attempt} failed`);
      },
    };
    return { task, runs };
  };
  const rowOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
  });
  afterAll(async () => database?.close());

  it('runs a due job once when two workers look at the same time, and not before its time', async () => {
    const { task, runs } = recordingTask();
    const soon = await enqueueJob(database.db, { kind: task.kind, payload: { n: 1 }, runAt: testNow });
    const tomorrow = await enqueueJob(database.db, { kind: task.kind, runAt: later(86_400_000) });
    const deps = { db: database.db, tasks: [task] };

    const counts = await Promise.all([runDueJobs(deps, testNow), runDueJobs(deps, testNow)]);

    expect(counts[0]!.done + counts[1]!.done).toBe(1);
    expect(runs.map((run) => [run.id, run.payload])).toEqual([[soon, { n: 1 }]]);
    expect((await rowOf(soon!)).doneAt).toEqual(testNow);
    expect((await rowOf(tomorrow!)).doneAt).toBeNull();
    // Its day come, the later one runs, once.
    await runDueJobs(deps, later(86_400_000));
    await runDueJobs(deps, later(86_400_000));
    expect(runs.map((run) => run.id)).toEqual([soon, tomorrow]);
  });

  it('tries a failed job again after its delay, growing, and gives up after the last attempt', async () => {
    const { task, runs } = recordingTask({ failing: () => true });
    const id = (await enqueueJob(database.db, { kind: task.kind, runAt: testNow }))!;
    const deps = { db: database.db, tasks: [task] };

    expect(await runDueJobs(deps, testNow)).toEqual({ done: 0, retried: 1, failed: 0 });
    let row = await rowOf(id);
    expect(row).toMatchObject({
      attempts: 1,
      lastError: 'attempt 1 failed',
      runAt: later(jobRetryDelaysMs[0]),
    });
    // Not again before the delay.
    expect(await runDueJobs(deps, later(jobRetryDelaysMs[0] - 1))).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });

    let at = later(jobRetryDelaysMs[0]);
    for (let attempt = 2; attempt < jobMaxAttempts; attempt += 1) {
      expect(await runDueJobs(deps, at)).toEqual({ done: 0, retried: 1, failed: 0 });
      row = await rowOf(id);
      expect(row.runAt).toEqual(later(jobRetryDelaysMs[attempt - 1]!, at));
      at = row.runAt;
    }
    expect(await runDueJobs(deps, at)).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ attempts: jobMaxAttempts, failedAt: at });
    expect(runs).toHaveLength(jobMaxAttempts);
    expect(await runDueJobs(deps, later(86_400_000 * 30))).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('a job retried after one failure is done at its second attempt', async () => {
    const { task, runs } = recordingTask({ failing: (run) => run.attempt === 1 });
    const id = (await enqueueJob(database.db, { kind: task.kind, runAt: testNow }))!;
    const deps = { db: database.db, tasks: [task] };
    await runDueJobs(deps, testNow);
    expect(await runDueJobs(deps, later(jobRetryDelaysMs[0]))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
    expect(await rowOf(id)).toMatchObject({
      attempts: 2,
      lastError: null,
      doneAt: later(jobRetryDelaysMs[0]),
    });
  });

  it('survives a restart: a job taken by a worker that died is run by a new worker once the claim lapses', async () => {
    const { task, runs } = recordingTask();
    const id = (await enqueueJob(database.db, { kind: task.kind, runAt: testNow }))!;
    // A worker takes it, then its process is gone: nothing records the run.
    expect((await claimDueJob(database.db, [task.kind], testNow))?.id).toBe(id);
    const deps = { db: database.db, tasks: [task] };
    expect(await runDueJobs(deps, later(jobClaimMs - 1))).toEqual({ done: 0, retried: 0, failed: 0 });

    expect(await runDueJobs(deps, later(jobClaimMs))).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs.map((run) => [run.id, run.attempt])).toEqual([[id, 2]]);
  });

  it('adds a job once per key, and leaves kinds it does not know to the workers that do', async () => {
    const { task, runs } = recordingTask();
    const other = recordingTask();
    const first = await enqueueJob(database.db, {
      kind: task.kind,
      key: `${task.kind}:loan-7`,
      runAt: testNow,
    });
    const again = await enqueueJob(database.db, {
      kind: task.kind,
      key: `${task.kind}:loan-7`,
      runAt: testNow,
    });
    await enqueueJob(database.db, { kind: other.task.kind, runAt: testNow });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();

    await runDueJobs({ db: database.db, tasks: [task] }, testNow);
    expect(runs).toHaveLength(1);
    expect(other.runs).toHaveLength(0);
    await runDueJobs({ db: database.db, tasks: [other.task] }, testNow);
    expect(other.runs).toHaveLength(1);
  });

  it('runs a recurring task at once, then once per period across workers; a failed period is retried before the next', async () => {
    let failNext = false;
    const { task, runs } = recordingTask({ everyMs: 60_000, failing: () => failNext });
    const deps = { db: database.db, tasks: [task] };

    await Promise.all([runDueJobs(deps, testNow), runDueJobs(deps, testNow)]);
    expect(runs).toHaveLength(1);
    // Later in the same minute: nothing; from the next minute on, once.
    await runDueJobs(deps, later(59_000));
    expect(runs).toHaveLength(1);
    await Promise.all([runDueJobs(deps, later(60_000)), runDueJobs(deps, later(60_000))]);
    expect(runs).toHaveLength(2);

    failNext = true;
    expect(await runDueJobs(deps, later(120_000))).toEqual({ done: 0, retried: 1, failed: 0 });
    failNext = false;
    expect(await runDueJobs(deps, later(120_000 + jobRetryDelaysMs[0]))).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(runs.map((run) => run.now)).toEqual([
      testNow,
      later(60_000),
      later(120_000),
      later(120_000 + jobRetryDelaysMs[0]),
    ]);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, task.kind));
    expect(rows).toEqual([expect.objectContaining({ attempts: 0, runAt: later(180_000), doneAt: null })]);
  });
});
