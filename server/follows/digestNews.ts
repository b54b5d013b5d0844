/**
 * Which news a follower's next e-mail tells of: news first published after what their last e-mail covered (or,
 * for a subject they followed since, after they followed it) and up to the digest's cut-off, about something they
 * follow (a car or page through news_associations; a category: any news of that text enum), and still published.
 * Only followers whose last e-mail is an hour old (or who never had one) are asked about: the others wait.
 *
 * Publications are read from the press office's history (editorial_changes), each news item at its FIRST
 * publication: an item unpublished and published again never alerts twice.
 */
import { and, desc, eq, gt, gte, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { editorialChanges, followDigests, follows, news, newsAssociations, users } from '../db/schema';

export interface DigestWindow {
  /** Publications up to this moment are counted. */
  cutoff: Date;
  /** Followers e-mailed after this moment wait. */
  mailedBefore: Date;
}

export interface DigestNews {
  userId: number;
  newsId: number;
  title: string;
}

/** A moment as SQL knows it, whatever the driver makes of a bare Date beside a computed column. */
const moment = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Newest first; one row per follower and news item, however many of their subjects it is about. */
export async function digestNews(db: DbOrTx, window: DigestWindow, userId?: number): Promise<DigestNews[]> {
  const first = db
    .select({
      newsId: editorialChanges.subjectId,
      publishedAt: min(editorialChanges.createdAt).as('first_published_at'),
    })
    .from(editorialChanges)
    .where(and(eq(editorialChanges.subject, 'news'), eq(editorialChanges.action, 'publish')))
    .groupBy(editorialChanges.subjectId)
    .as('first_publications');
  const rows = await db
    .selectDistinct({
      userId: follows.userId,
      newsId: news.id,
      title: news.title,
      publishedAt: first.publishedAt,
    })
    .from(follows)
    .innerJoin(users, and(eq(users.id, follows.userId), isNull(users.suspendedAt)))
    .leftJoin(followDigests, eq(followDigests.userId, follows.userId))
    .innerJoin(
      newsAssociations,
      and(
        eq(newsAssociations.textEnum, follows.textEnum),
        or(isNull(follows.associationId), eq(newsAssociations.associationId, follows.associationId)),
      ),
    )
    .innerJoin(first, eq(first.newsId, newsAssociations.newsId))
    .innerJoin(news, and(eq(news.id, newsAssociations.newsId), eq(news.published, true)))
    .where(
      and(
        userId === undefined ? undefined : eq(follows.userId, userId),
        or(isNull(followDigests.lastSentAt), lte(followDigests.lastSentAt, window.mailedBefore)),
        // From the moment of consent: following a subject brings no news published before.
        gte(first.publishedAt, follows.followedAt),
        or(isNull(followDigests.coveredUntil), gt(first.publishedAt, followDigests.coveredUntil)),
        lte(first.publishedAt, moment(window.cutoff)),
      ),
    )
    .orderBy(desc(first.publishedAt), desc(news.id));
  return rows.map(({ userId: follower, newsId, title }) => ({ userId: follower, newsId, title }));
}
