/**
 * The history of the press office's changes (editorial_changes): written in the transaction of the change it
 * records, so a rolled-back change leaves no line, and read per item for the editor.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { EditorialChange } from '../../src/domain/editorialSchemas';
import type { DbOrTx } from '../db/client';
import { editorialChanges, users } from '../db/schema';
import { actionTextOf, newsFieldLabels, scheduledNote, type NewsAction } from './newsFieldLabels';

export interface ChangeRecord {
  subjectId: number;
  action: NewsAction;
  /** Null for what the job queue did on its own (a scheduled publication). */
  actorId: number | null;
  at: Date;
  fields?: string[];
  note?: string | null;
}

/** Records a change of a news item or a photo/video ('news', 'media'): the `subject` of editorial_changes. */
export async function recordEditorialChange(
  db: DbOrTx,
  subject: 'news' | 'media',
  change: ChangeRecord,
): Promise<void> {
  await db.insert(editorialChanges).values({
    subject,
    subjectId: change.subjectId,
    action: change.action,
    fields: change.fields ?? [],
    note: change.note ?? null,
    actorId: change.actorId,
    createdAt: change.at,
  });
}

export const recordNewsChange = (db: DbOrTx, change: ChangeRecord) =>
  recordEditorialChange(db, 'news', change);

/** Newest first. A deleted account's changes stay, without a name. */
export async function newsChangesOf(db: DbOrTx, newsId: number): Promise<EditorialChange[]> {
  const rows = await db
    .select({
      at: editorialChanges.createdAt,
      action: editorialChanges.action,
      fields: editorialChanges.fields,
      note: editorialChanges.note,
      who: users.name,
    })
    .from(editorialChanges)
    .leftJoin(users, eq(users.id, editorialChanges.actorId))
    .where(and(eq(editorialChanges.subject, 'news'), eq(editorialChanges.subjectId, newsId)))
    .orderBy(desc(editorialChanges.createdAt), desc(editorialChanges.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    who: row.who ?? (row.note === scheduledNote ? 'Publicação agendada' : 'Conta removida'),
    action: row.action,
    actionText: actionTextOf(row.action, row.note),
    fields: row.fields.map((field) => newsFieldLabels[field] ?? field),
  }));
}
