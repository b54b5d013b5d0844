/**
 * Who is editing an item (editorial_locks): an open editor heartbeats every ~20 s and holds the lock while it does;
 * a lock without a heartbeat for a minute is nobody's, so a closed tab or a lost connection frees the item on its
 * own. The lock tells and warns; it refuses no save (the version check does that). A takeover keeps whom it took the
 * lock from, so that person's next heartbeat learns by whom and when instead of taking the lock back.
 */
import { and, eq } from 'drizzle-orm';
import { lockLapseMs, type RevisionSubject } from '../../../src/domain/editorialRevisions';
import type { EditingLock } from '../../../src/domain/editorialRevisionSchemas';
import type { Db, DbOrTx } from '../../db/client';
import { editorialLocks, users } from '../../db/schema';

export interface LockKey {
  subject: RevisionSubject;
  id: number;
  userId: number;
}

const lockIs = ({ subject, id }: LockKey) =>
  and(eq(editorialLocks.subject, subject), eq(editorialLocks.subjectId, id));

async function currentLock(tx: DbOrTx, key: LockKey) {
  const [row] = await tx
    .select({
      holderId: editorialLocks.holderId,
      holder: users.name,
      since: editorialLocks.since,
      heartbeatAt: editorialLocks.heartbeatAt,
      takenFromId: editorialLocks.takenFromId,
    })
    .from(editorialLocks)
    .innerJoin(users, eq(users.id, editorialLocks.holderId))
    .where(lockIs(key))
    .for('update', { of: editorialLocks });
  return row;
}

const alive = (heartbeatAt: Date, now: Date) => now.getTime() - heartbeatAt.getTime() < lockLapseMs;

/** The caller becomes the holder from `now`; `takenFromId` is whom they took it from, if anyone. */
async function hold(tx: DbOrTx, key: LockKey, now: Date, takenFromId: number | null) {
  const set = { holderId: key.userId, since: now, heartbeatAt: now, takenFromId };
  await tx
    .insert(editorialLocks)
    .values({ subject: key.subject, subjectId: key.id, ...set })
    .onConflictDoUpdate({ target: [editorialLocks.subject, editorialLocks.subjectId], set });
}

const mine = (name: string, since: Date): EditingLock => ({
  state: 'mine',
  holder: name,
  since: since.toISOString(),
});

/** A heartbeat of an open editor: holds a free or lapsed lock, keeps one's own, or says who holds it. */
export async function heartbeat(db: Db, key: LockKey, name: string, now: Date): Promise<EditingLock> {
  return db.transaction(async (tx) => {
    const lock = await currentLock(tx, key);
    if (!lock || !alive(lock.heartbeatAt, now)) {
      await hold(tx, key, now, null);
      return mine(name, now);
    }
    if (lock.holderId === key.userId) {
      await tx.update(editorialLocks).set({ heartbeatAt: now }).where(lockIs(key));
      return mine(name, lock.since);
    }
    return {
      state: lock.takenFromId === key.userId ? 'takenOver' : 'held',
      holder: lock.holder,
      since: lock.since.toISOString(),
    };
  });
}

/** 'Assumir a edição': the caller holds the lock from now, whoever held it. */
export async function takeOver(db: Db, key: LockKey, name: string, now: Date): Promise<EditingLock> {
  return db.transaction(async (tx) => {
    const lock = await currentLock(tx, key);
    const from = lock && lock.holderId !== key.userId && alive(lock.heartbeatAt, now) ? lock.holderId : null;
    await hold(tx, key, now, from);
    return mine(name, now);
  });
}

/** Leaving the editor: the lock is free at once, if the caller still held it. */
export async function release(db: DbOrTx, key: LockKey): Promise<void> {
  await db.delete(editorialLocks).where(and(lockIs(key), eq(editorialLocks.holderId, key.userId)));
}
