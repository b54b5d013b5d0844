/**
 * The version of a list saved whole (editorial_lists): one row per list, made on its first write. A write (a save of
 * its draft, a publication, a discard) locks the row for its transaction, so two writes of one list run one after the
 * other and the second sees the first's version; the one made on an older version is refused with 409 before
 * anything is written.
 */
import { eq, sql } from 'drizzle-orm';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import type { DbOrTx } from '../../db/client';
import { editorialLists } from '../../db/schema';
import { DomainError } from '../../shared/domainError';

export type EditorialListName = (typeof editorialLists.$inferSelect)['name'];

/** The version an editor starts from; a list never saved is at the column's default, 1. */
export async function listVersionOf(db: DbOrTx, name: EditorialListName): Promise<number> {
  const [row] = await db
    .select({ version: editorialLists.version })
    .from(editorialLists)
    .where(eq(editorialLists.name, name));
  return row?.version ?? 1;
}

export type EditorialListRow = typeof editorialLists.$inferSelect;

/** Within a write's transaction: the list's row, locked, at the version the editor saw (else 409). */
export async function lockListAtVersion(
  tx: DbOrTx,
  name: EditorialListName,
  version: number,
): Promise<EditorialListRow> {
  await tx.insert(editorialLists).values({ name }).onConflictDoNothing();
  const [row] = await tx.select().from(editorialLists).where(eq(editorialLists.name, name)).for('update');
  if (row!.version !== version) throw new DomainError(409, editorialNewsMessages.conflict);
  return row!;
}

/** Within a write's transaction, once the row is locked: `set`, and the next version. */
export async function updateList(
  tx: DbOrTx,
  name: EditorialListName,
  set: Partial<Omit<EditorialListRow, 'name' | 'version'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(editorialLists)
    .set({ ...set, version: sql`${editorialLists.version} + 1`, updatedAt: now })
    .where(eq(editorialLists.name, name));
}
