/**
 * Suspending and reinstating a user (the administrator's people screen, server/editorial/people/). A suspended user can't sign in
 * (signInService.ts) and no token of theirs is accepted (the auth plugin reads `suspended_at`). Suspending also
 * revokes every open session, so that reinstating them brings no session back: a token left on a lost phone, or
 * copied by whoever got them suspended, stays dead, and the user signs in again.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { signInSessions, users } from '../db/schema';
import { DomainError } from '../shared/domainError';

export const suspensionMessages = {
  userNotFound: 'Usuário não encontrado.',
} as const;

/** Suspends the user and revokes their open sessions, together. A second suspension keeps the first one's time. */
export async function suspendUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ suspendedAt: sql`coalesce(${users.suspendedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!user) throw new DomainError(404, suspensionMessages.userNotFound);
    await suspendSessions(tx, userId, now);
  });
}

/** Ends the user's open sessions. Expired and already revoked ones keep their record: they were not ended now. */
export async function suspendSessions(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(signInSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(signInSessions.userId, userId),
        isNull(signInSessions.revokedAt),
        gt(signInSessions.expiresAt, now),
      ),
    );
}

/** Lifts the suspension; the sessions it revoked stay revoked. */
export async function reinstateUser(db: Db, userId: number): Promise<void> {
  const [user] = await db
    .update(users)
    .set({ suspendedAt: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!user) throw new DomainError(404, suspensionMessages.userNotFound);
}
