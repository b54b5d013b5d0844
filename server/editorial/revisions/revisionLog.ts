/**
 * Every save of an item the editors edit, kept whole (editorial_revisions): each writer hands over the body it
 * received, in the transaction of its save, so a rolled-back save leaves no revision and a restore is a save of the
 * body kept. The save also drops the saver's autosave of the item: what they had unsaved is now saved.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import { revisionMessages, type RevisionSubject } from '../../../src/domain/editorialRevisions';
import type { Revision, RevisionSummary } from '../../../src/domain/editorialRevisionSchemas';
import type { DbOrTx } from '../../db/client';
import { editorialRevisions, users } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { dropAutosave } from './autosaves';

/** The body of a save as the editor sent it; its `version` says only where the editor started, so it is left out. */
export async function recordRevision(
  tx: DbOrTx,
  subject: RevisionSubject,
  subjectId: number,
  body: object,
  actorId: number,
  at: Date,
): Promise<void> {
  const { version: _startedFrom, ...snapshot } = body as Record<string, unknown>;
  // The item's row is locked by its save, so no other save of it numbers a revision meanwhile.
  const number = (await lastRevisionNumber(tx, subject, subjectId)) + 1;
  await tx.insert(editorialRevisions).values({
    subject,
    subjectId,
    number,
    snapshot,
    actorId,
    createdAt: at,
  });
  await dropAutosave(tx, { subject, id: subjectId, userId: actorId });
}

const itemIs = (subject: RevisionSubject, subjectId: number) =>
  and(eq(editorialRevisions.subject, subject), eq(editorialRevisions.subjectId, subjectId));

const summaryColumns = {
  number: editorialRevisions.number,
  who: users.name,
  at: editorialRevisions.createdAt,
  restoredFrom: editorialRevisions.restoredFrom,
};

/** A deleted account's revisions stay, without a name. */
const summaryOf = (row: { number: number; who: string | null; at: Date; restoredFrom: number | null }) => ({
  number: row.number,
  who: row.who ?? 'Conta removida',
  at: row.at.toISOString(),
  restoredFrom: row.restoredFrom,
});

/** An item's revisions, newest first. */
export async function revisionsOf(
  db: DbOrTx,
  subject: RevisionSubject,
  subjectId: number,
): Promise<RevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(editorialRevisions)
    .leftJoin(users, eq(users.id, editorialRevisions.actorId))
    .where(itemIs(subject, subjectId))
    .orderBy(desc(editorialRevisions.number));
  return rows.map(summaryOf);
}

/** One revision whole; 404 when the item has no such revision. */
export async function revisionAt(
  db: DbOrTx,
  subject: RevisionSubject,
  subjectId: number,
  number: number,
): Promise<Revision> {
  const [row] = await db
    .select({ ...summaryColumns, snapshot: editorialRevisions.snapshot })
    .from(editorialRevisions)
    .leftJoin(users, eq(users.id, editorialRevisions.actorId))
    .where(and(itemIs(subject, subjectId), eq(editorialRevisions.number, number)));
  if (!row) throw new DomainError(404, revisionMessages.notFound);
  return { ...summaryOf(row), snapshot: row.snapshot };
}

/** The newest revision's number (the one a save just made), 0 for none. */
export async function lastRevisionNumber(db: DbOrTx, subject: RevisionSubject, subjectId: number) {
  const [row] = await db
    .select({ number: max(editorialRevisions.number) })
    .from(editorialRevisions)
    .where(itemIs(subject, subjectId));
  return row?.number ?? 0;
}
