/**
 * Abandoned uploads (`usageLimits.unusedUploadKeptMs`): the licence picture of a wizard left halfway, the photo of a
 * checklist never sent. Personal data nobody will read: a week after it was sent, an upload that no loan
 * (`loans.cnh_picture`), no profile (`users.cnh_picture`) and no checklist (`loan_checklists.files`) names is
 * deleted, its row and then its file.
 *
 * The week is also what keeps a fresh upload safe: the wizard sends the picture and names it in the loan request
 * a moment later, in another transaction, so an upload that nothing names yet is the normal state of a fresh one.
 * Only uploads a week old are looked at, long after any request that named them has been committed.
 */
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { usageLimits } from '../../src/domain/usageLimits';
import type { Db } from '../db/client';
import { loanChecklists, loans, privateUploads, users } from '../db/schema';
import type { FileStore } from '../storage/fileStore';
import { privateUploadKey, privateUploadName } from './privateUploads';

export interface AbandonedUploadsLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Rows deleted per statement: a backlog (the first run after an outage) is cleared in short transactions. */
const batchSize = 100;

/** Deletes every upload abandoned at `now`, row and file; answers how many. */
export async function deleteAbandonedUploads({
  db,
  files,
  now,
  log,
}: {
  db: Db;
  files: FileStore;
  now: Date;
  log?: AbandonedUploadsLog;
}): Promise<number> {
  const sentBefore = new Date(now.getTime() - usageLimits.unusedUploadKeptMs);
  let deleted = 0;
  for (;;) {
    // SKIP LOCKED: several API processes sweeping at once each take other rows instead of waiting on each other.
    const abandoned = db
      .select({ name: privateUploads.name })
      .from(privateUploads)
      .where(
        and(
          lt(privateUploads.createdAt, sentBefore),
          notExists(
            db
              .select({ one: sql`1` })
              .from(loans)
              .where(eq(loans.cnhPicture, privateUploads.name)),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(users)
              .where(eq(users.cnhPicture, privateUploads.name)),
          ),
          sql`not exists (select 1 from ${loanChecklists}, jsonb_array_elements_text(${loanChecklists.files}) as photo(name)
                where photo.name = ${privateUploads.name})`,
        ),
      )
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const gone = await db
      .delete(privateUploads)
      .where(inArray(privateUploads.name, abandoned))
      .returning({ name: privateUploads.name });
    // The row goes first: a file left behind by a failure here is unreachable (the route serves rows), whereas a
    // row without its file would still be accepted by a loan request.
    for (const { name } of gone) {
      // Names are ours (32 hex characters), but a key is built from them: `../` in a row must not reach outside.
      if (!privateUploadName.test(name)) continue;
      await files
        .remove(privateUploadKey(name))
        .catch((error: unknown) =>
          log?.error({ err: error, name }, `abandoned upload ${name}: row deleted, file not`),
        );
    }
    deleted += gone.length;
    if (gone.length < batchSize) return deleted;
  }
}
