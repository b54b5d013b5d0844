/** Finished jobs are kept a while for whoever looks into what ran, then deleted; recurring rows are never finished. */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** How long a done or failed job stays. A key outlives what it guards (a reminder's day) by far in that time. */
export const finishedJobsKeptMs = 30 * 24 * 60 * 60 * 1000;

export async function pruneJobs(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - finishedJobsKeptMs);
  const gone = await db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, before)),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, before)),
      ),
    )
    .returning({ id: jobs.id });
  return gone.length;
}
