/**
 * A scheduled publication ('Agendar publicação') is a job of the job queue (docs/jobs.md), so it happens at its
 * minute in whichever process is up then, and survives restarts. The job carries the moment it was made for: it
 * publishes only an item still scheduled for that same moment, so a reschedule, a publication by hand, an
 * unpublication, a cancelled schedule or a deletion in between leaves an old job with nothing to do.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { newsDateOfPublication } from '../../src/domain/editorialNews';
import { news } from '../db/schema';
import { enqueueJob } from '../jobs/jobQueue';
import type { JobTask } from '../jobs/jobTask';
import { recordNewsChange } from './newsChanges';
import { scheduledNote } from '../shared/changeActions';

export const publishNewsJobKind = 'editorial.publishNews';

/**
 * Keyed by item and moment: the same schedule made twice is one job, and a new moment is a new job (a key per item
 * alone would make a reschedule add nothing, keys being once ever).
 */
export async function enqueueNewsPublication(db: DbOrTx, newsId: number, publishAt: Date): Promise<void> {
  await enqueueJob(db, {
    kind: publishNewsJobKind,
    key: `${publishNewsJobKind}:${newsId}:${publishAt.toISOString()}`,
    payload: { newsId, publishAt: publishAt.toISOString() },
    runAt: publishAt,
  });
}

/**
 * Publishes the item if it still waits for this job's moment, dated Brazil's day of that moment; safe to run twice
 * (the second finds it published).
 */
export async function publishScheduledNews(
  db: Db,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const newsId = Number(payload.newsId);
  const publishAt = new Date(String(payload.publishAt));
  if (!Number.isInteger(newsId) || Number.isNaN(publishAt.getTime())) return;
  await db.transaction(async (tx) => {
    const [published] = await tx
      .update(news)
      .set({
        published: true,
        publishAt: null,
        // The moment it actually went live, which a late-running job makes later than the one it was made for.
        publishedAt: now,
        // The public date is the publication's: an embargo for tomorrow is news of tomorrow in every list.
        newsDate: newsDateOfPublication(publishAt),
        version: sql`${news.version} + 1`,
        updatedAt: now,
      })
      // A deletion drops the embargo too; the trash is named anyway, so nothing in it is ever published.
      .where(
        and(
          eq(news.id, newsId),
          eq(news.published, false),
          eq(news.publishAt, publishAt),
          isNull(news.deletedAt),
        ),
      )
      .returning({ id: news.id });
    if (published)
      await recordNewsChange(tx, {
        subjectId: newsId,
        action: 'publish',
        actorId: null,
        at: now,
        note: scheduledNote,
      });
  });
}

export function editorialJobs(deps: { db: Db }): JobTask[] {
  return [
    {
      kind: publishNewsJobKind,
      run: ({ payload, now }) => publishScheduledNews(deps.db, payload, now),
    },
  ];
}
