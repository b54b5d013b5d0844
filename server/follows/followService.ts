/**
 * A signed-in journalist's follows: list, follow, stop following one, stop following all (the e-mail's one-click
 * link). Following records the moment of the person's consent to the e-mails (`followed_at`); following again what
 * one follows already keeps the first moment.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FollowedSubject } from '../../src/domain/followSchemas';
import { followMessages, followRules, type FollowSubject } from '../../src/domain/follows';
import type { Db, DbOrTx, Tx } from '../db/client';
import { follows } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { assertFollowable, subjectTitles } from './followSubjects';

/**
 * The first number of the per-person lock's two-number key (pg_advisory_xact_lock), the second being the person's
 * id: a change to someone's follows and their digest wait for each other, so a count or an e-mail never reads a
 * half-made change.
 */
const followerLockSpace = 0x464f_4c4c;

export async function lockFollower(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${followerLockSpace}::integer, ${userId}::integer)`);
}

const sameRow = (subject: FollowSubject) =>
  and(
    eq(follows.textEnum, subject.textEnum),
    subject.associationId === null
      ? isNull(follows.associationId)
      : eq(follows.associationId, subject.associationId),
  );

/** The person's subjects with their names, in the order they were followed. */
export async function readFollows(db: DbOrTx, userId: number): Promise<FollowedSubject[]> {
  const rows = await db
    .select({
      textEnum: follows.textEnum,
      associationId: follows.associationId,
      followedAt: follows.followedAt,
    })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(asc(follows.followedAt), asc(follows.id));
  const titles = await subjectTitles(db, rows);
  return rows.map((row, index) => ({
    textEnum: row.textEnum,
    associationId: row.associationId,
    title: titles[index]!,
    followedAt: row.followedAt.toISOString(),
  }));
}

export async function followSubject(
  { db, now }: { db: Db; now: Date },
  userId: number,
  subject: FollowSubject,
): Promise<FollowedSubject[]> {
  await assertFollowable(db, subject);
  await db.transaction(async (tx) => {
    await lockFollower(tx, userId);
    const [already] = await tx
      .select({ id: follows.id })
      .from(follows)
      .where(and(eq(follows.userId, userId), sameRow(subject)));
    if (already) return;
    const [held] = await tx.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
    if ((held?.n ?? 0) >= followRules.maxPerPerson) throw new DomainError(400, followMessages.tooMany);
    await tx.insert(follows).values({ userId, ...subject, followedAt: now });
  });
  return readFollows(db, userId);
}

/** Stopping to follow what one doesn't follow changes nothing and is no error: the list is answered all the same. */
export async function unfollowSubject(
  db: Db,
  userId: number,
  subject: FollowSubject,
): Promise<FollowedSubject[]> {
  await db.delete(follows).where(and(eq(follows.userId, userId), sameRow(subject)));
  return readFollows(db, userId);
}

/** The e-mail's one-click way out: every subject at once. */
export async function unfollowAll(db: Db, userId: number): Promise<number> {
  const removed = await db.delete(follows).where(eq(follows.userId, userId)).returning({ id: follows.id });
  return removed.length;
}
