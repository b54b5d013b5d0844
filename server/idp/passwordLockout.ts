/**
 * The lock on one account's sign-in after too many wrong passwords (`usageLimits.passwordFailures`). The per-address
 * limit stops one machine; an attacker with a few dozen addresses would still guess hundreds of passwords a minute
 * at one account, so wrong passwords are also counted per e-mail, from every address. The count is per e-mail
 * whether or not an account has it: otherwise an attacker could tell which e-mails exist by which ones lock.
 */
import { and, count, countDistinct, desc, eq, gt, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { usageLimits } from '../../src/domain/usageLimits';
import type { Db, Tx } from '../db/client';
import { accountLockouts, passwordFailures } from '../db/schema';
import type { Clock } from '../shared/clock';

const { max: maxFailures, windowMs, lockMs } = usageLimits.passwordFailures;

/**
 * The advisory-lock namespace of these per-e-mail locks (pg_advisory_xact_lock's two-key form), so an e-mail's hash
 * can't collide with a single-key lock taken elsewhere (the seed's).
 */
const failureLockSpace = 7_117;

/** What a wrong password led to. */
export type FailureOutcome =
  | { kind: 'counted' }
  /** This failure reached the limit: the account is now locked (`addresses` the failures came from). */
  | { kind: 'lockedNow'; lockedUntil: Date; addresses: number }
  /** The account was locked by a failure that was counted while this password was being checked. */
  | { kind: 'alreadyLocked'; lockedUntil: Date };

export interface PasswordLockout {
  /** Until when sign-in for `email` (as accounts store it) is refused, or null when it isn't. */
  lockedUntil(email: string): Promise<Date | null>;
  /** Records a wrong password for `email` from `address`, locking the account when it is the limit's. */
  recordFailure(email: string, address: string): Promise<FailureOutcome>;
  /** The right password: the failures before it count no more. */
  clearFailures(email: string): Promise<void>;
}

export function passwordLockout({ db, clock }: { db: Db; clock: Clock }): PasswordLockout {
  let lastSweep: number | undefined;

  async function activeLock(tx: Db | Tx, email: string, now: Date) {
    const [row] = await tx
      .select({ lockedUntil: accountLockouts.lockedUntil })
      .from(accountLockouts)
      .where(and(eq(accountLockouts.email, email), gt(accountLockouts.lockedUntil, now)))
      .orderBy(desc(accountLockouts.lockedUntil))
      .limit(1);
    return row?.lockedUntil ?? null;
  }

  /**
   * Deletes every e-mail's failures older than the window, once a window: e-mails an attacker tried once and never
   * again would otherwise stay forever. SKIP LOCKED: the sweep never waits on a sign-in's transaction, so the two
   * can't deadlock.
   */
  async function sweepOldFailures(now: Date) {
    if (lastSweep !== undefined && now.getTime() - lastSweep < windowMs) return;
    lastSweep = now.getTime();
    const old = db
      .select({ id: passwordFailures.id })
      .from(passwordFailures)
      .where(lte(passwordFailures.failedAt, new Date(now.getTime() - windowMs)))
      .for('update', { skipLocked: true });
    await db.delete(passwordFailures).where(inArray(passwordFailures.id, old));
  }

  return {
    lockedUntil: (email) => activeLock(db, email, clock.now()),

    async recordFailure(email, address) {
      const now = clock.now();
      const outcome = await db.transaction(async (tx): Promise<FailureOutcome> => {
        // One failure of an e-mail at a time: twenty parallel guesses would otherwise each count nine before the
        // others inserted, and all slip past the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(${failureLockSpace}, hashtext(${email}))`);
        await tx.insert(passwordFailures).values({ email, address, failedAt: now });
        const locked = await activeLock(tx, email, now);
        if (locked) return { kind: 'alreadyLocked', lockedUntil: locked };

        // Failures from before the last lock ended were paid for by that lock: after it, the count starts again.
        const [last] = await tx
          .select({ endedAt: max(accountLockouts.lockedUntil) })
          .from(accountLockouts)
          .where(eq(accountLockouts.email, email));
        const [recent] = await tx
          .select({ failures: count(), addresses: countDistinct(passwordFailures.address) })
          .from(passwordFailures)
          .where(
            and(
              eq(passwordFailures.email, email),
              gt(passwordFailures.failedAt, new Date(now.getTime() - windowMs)),
              last?.endedAt ? gte(passwordFailures.failedAt, last.endedAt) : undefined,
            ),
          );
        if (!recent || recent.failures < maxFailures) return { kind: 'counted' };

        const lockedUntil = new Date(now.getTime() + lockMs);
        await tx
          .insert(accountLockouts)
          .values({ email, lockedAt: now, lockedUntil, addresses: recent.addresses });
        return { kind: 'lockedNow', lockedUntil, addresses: recent.addresses };
      });
      await sweepOldFailures(now);
      return outcome;
    },

    async clearFailures(email) {
      await db.delete(passwordFailures).where(eq(passwordFailures.email, email));
    },
  };
}
