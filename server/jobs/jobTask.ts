/** What a task is to the jobs worker: a kind, how to run one job of it, and, for a recurring task, its period. */

export interface JobRun {
  id: number;
  payload: Record<string, unknown>;
  /** The time of this run: the worker's clock when it took the job (a test's fixed day). */
  now: Date;
  /** How many times this job was taken, this one included. */
  attempt: number;
}

export interface JobTask {
  kind: string;
  /**
   * A recurring task runs once per period of this many milliseconds, counted from midnight UTC, in one process at a
   * time; it runs at once the first time any worker starts. Without it, the task runs the jobs enqueued for it.
   */
  everyMs?: number;
  /** Throws to be tried again later (jobQueue.ts's delays). */
  run(job: JobRun): Promise<void>;
}

export const recurringKey = (kind: string) => `every:${kind}`;

/** The start of the period after the one `now` is in. */
export const nextPeriodStart = (now: Date, everyMs: number) =>
  new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
