/**
 * How many bytes one person may upload in a day (`usageLimits.uploadBytes`): the per-address limits let someone with
 * many addresses fill the disk with 10 MB pictures, and make the server decode every one of them. Checked twice:
 * before decoding, so someone already past the allowance costs a query and no decoding; and in the transaction that
 * records the upload, under a lock per person, so a burst of parallel uploads can't all count the same earlier ones
 * and pass together.
 */
import { and, asc, eq, gt, lte, sql, sum } from 'drizzle-orm';
import { can } from '../../src/domain/roles';
import { usageLimits, usageMessages } from '../../src/domain/usageLimits';
import type { DbOrTx, Tx } from '../db/client';
import { privateUploads } from '../db/schema';
import { LimitReached } from '../shared/limitReached';

/** The first number of the lock's two-number key (the second is the person's id), apart from other such locks. */
const uploaderLockSpace = 0x5550_4c44;

/** Staff fill checklists with up to 20 photos each; press users send a licence picture or two. */
const allowanceOf = (role: number) =>
  can(role, 'checklist') ? usageLimits.uploadBytes.staff : usageLimits.uploadBytes.press;

/**
 * What an earlier upload counts: the larger of the bytes sent (what the person knows they uploaded, and what the line
 * carried) and the bytes kept (what fills the disk; re-encoding rarely makes a file larger). Rows recorded before
 * `received_bytes` existed have 0 there, and their size is what was sent: they were stored as received.
 */
const countedBytes = sql<number>`greatest(${privateUploads.receivedBytes}, ${privateUploads.size})`;

/** Held until the caller's transaction ends: a second upload of the same person waits, then counts this one. */
export async function lockUploadsOf(tx: Tx, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${uploaderLockSpace}::integer, ${ownerId}::integer)`);
}

/**
 * Refuses (429) an upload counting `bytes` that would take `owner` past the day's allowance, with the time until
 * enough of the window frees for it: the counted uploads leave the window oldest first, and a large file may have to
 * wait for more than the oldest.
 */
export async function checkUploadAllowance({
  db,
  owner,
  bytes,
  now,
}: {
  db: DbOrTx;
  owner: { id: number; role: number };
  bytes: number;
  now: Date;
}): Promise<void> {
  const { windowMs } = usageLimits.uploadBytes;
  const allowance = allowanceOf(owner.role);
  const inWindow = and(
    eq(privateUploads.ownerId, owner.id),
    gt(privateUploads.createdAt, new Date(now.getTime() - windowMs)),
    // The window ends at `now`: rows written with a later date (the seed's, a test's) are not this request's past.
    lte(privateUploads.createdAt, now),
  );
  const [used] = await db
    .select({ bytes: sum(countedBytes) })
    .from(privateUploads)
    .where(inWindow);
  let stillCounted = Number(used?.bytes ?? 0);
  if (stillCounted + bytes <= allowance) return;

  const counted = await db
    .select({ bytes: countedBytes, createdAt: privateUploads.createdAt })
    .from(privateUploads)
    .where(inWindow)
    .orderBy(asc(privateUploads.createdAt));
  let waitMs = windowMs;
  for (const upload of counted) {
    stillCounted -= Number(upload.bytes);
    waitMs = upload.createdAt.getTime() + windowMs - now.getTime();
    if (stillCounted + bytes <= allowance) break;
  }
  throw new LimitReached(usageMessages.uploadBytes, waitMs);
}
