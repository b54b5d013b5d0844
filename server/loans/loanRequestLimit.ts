/**
 * The daily limit on loan requests (`usageLimits.loanRequests`): an account taken over, or a script, could otherwise
 * fill the backoffice's list with requests. The requester's requests of the last window are counted in the
 * transaction that writes the next one, under a lock per requester: without it, each of a burst of parallel requests
 * would count the same rows, and all of them would pass.
 */
import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { usageLimits, usageMessages } from '../../src/domain/usageLimits';
import type { Tx } from '../db/client';
import { loans } from '../db/schema';
import { LimitReached, waitBeforeNext } from '../shared/limitReached';

/**
 * The first number of this lock's two-number key, the second being the requester's id: keys of two numbers are a
 * keyspace apart from the seed's one-number key, and this first number keeps them apart from the cart's.
 */
const requesterLockSpace = 0x4c4f_414e;

/**
 * Refuses (429) a request over the limit, before anything is written. The lock is held until the caller's
 * transaction ends: a second request of the same person waits, then counts the loan this one wrote.
 */
export async function checkLoanRequestLimit(
  tx: Tx,
  requesterId: number,
  now: Date,
  max: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${requesterLockSpace}::integer, ${requesterId}::integer)`,
  );
  const limit = { max, windowMs: usageLimits.loanRequests.windowMs };
  const [use] = await tx
    .select({ count: count(), oldest: min(loans.createdAt) })
    .from(loans)
    .where(
      and(
        eq(loans.requesterId, requesterId),
        gt(loans.createdAt, new Date(now.getTime() - limit.windowMs)),
        // The window ends at `now`: the seed writes the past out of order (a request of 20 days ago after
        // yesterday's), and each of its requests is counted against the day before it only.
        lte(loans.createdAt, now),
      ),
    );
  const wait = waitBeforeNext(use ?? { count: 0, oldest: null }, limit, now);
  if (wait !== null) throw new LimitReached(usageMessages.loanRequests(max), wait);
}
