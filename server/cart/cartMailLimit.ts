/**
 * The hourly limit on download e-mails to one recipient (`usageLimits.cartMails`): the cart asks for no sign-in, so
 * anyone could otherwise flood a stranger's mailbox with our e-mails from many addresses. The recipient's requests of
 * the last window are counted in the transaction that stores the next one, under a lock per recipient: without it,
 * each of a burst of parallel requests would count the same rows, and all of them would pass.
 */
import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { usageLimits, usageMessages } from '../../src/domain/usageLimits';
import type { Tx } from '../db/client';
import { cartRequests } from '../db/schema';
import { LimitReached, waitBeforeNext } from '../shared/limitReached';

/**
 * The first number of this lock's two-number key, the second being a hash of the address: keys of two numbers are a
 * keyspace apart from the seed's one-number key, and this first number keeps them apart from the loans'. Two
 * addresses of the same hash only wait for each other; each is still counted on its own.
 */
const recipientLockSpace = 0x4341_5254;

/**
 * Refuses (429) an e-mail over the limit, before anything is stored or queued. `email` is the address as stored
 * (`checkCartEmail`). The lock is held until the caller's transaction ends.
 */
export async function checkCartMailLimit(tx: Tx, email: string, now: Date): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${recipientLockSpace}::integer, hashtext(${email}::text))`,
  );
  const limit = usageLimits.cartMails;
  const [use] = await tx
    .select({ count: count(), oldest: min(cartRequests.createdAt) })
    .from(cartRequests)
    .where(
      and(
        eq(cartRequests.email, email),
        gt(cartRequests.createdAt, new Date(now.getTime() - limit.windowMs)),
        lte(cartRequests.createdAt, now),
      ),
    );
  const wait = waitBeforeNext(use ?? { count: 0, oldest: null }, limit, now);
  if (wait !== null) throw new LimitReached(usageMessages.cartMails, wait);
}
