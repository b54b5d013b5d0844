/**
 * The history of staff's changes (editorial_changes): written in the transaction of the change it records, so a
 * rolled-back change leaves no line, and read per item for the editor. Every area that staff change writes it (the
 * press office's content, the loans' decisions, the fleet's downtime), so it sits below them all.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { EditorialChange } from '../../src/domain/editorialSchemas';
import type { DbOrTx } from '../db/client';
import { editorialChanges, users } from '../db/schema';
import type { SectionKind } from '../../src/domain/sections';
import { actionTextOf, scheduledNote, type EditorialAction } from './changeActions';

/** What kind of item a change is of: `subject` in editorial_changes; a section page's is its section's kind. */
export type EditorialSubject =
  | 'news'
  | 'media'
  | 'album'
  | 'car'
  | 'version'
  | SectionKind
  /** The lists saved whole (editorial_lists), with subject id 1. */
  | 'contacts'
  | 'banner'
  /** What staff manage beside the press office's content: an event, a fleet vehicle, a person's account. */
  | 'event'
  | 'vehicle'
  | 'person'
  /** The models the loan request wizard offers (loan_car_options), saved whole, with subject id 1. */
  | 'loanModels';

export interface ChangeRecord {
  subjectId: number;
  action: EditorialAction;
  /** Null for what the job queue did on its own (a scheduled publication). */
  actorId: number | null;
  at: Date;
  fields?: string[];
  note?: string | null;
}

export async function recordEditorialChange(
  db: DbOrTx,
  subject: EditorialSubject,
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

/**
 * One item's history, newest first, its fields named by `fieldLabels` (code name → Portuguese label). A deleted
 * account's changes stay, without a name.
 */
export async function changesOf(
  db: DbOrTx,
  subject: EditorialSubject,
  subjectId: number,
  fieldLabels: Record<string, string>,
): Promise<EditorialChange[]> {
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
    .where(and(eq(editorialChanges.subject, subject), eq(editorialChanges.subjectId, subjectId)))
    .orderBy(desc(editorialChanges.createdAt), desc(editorialChanges.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    who: row.who ?? (row.note === scheduledNote ? 'Publicação agendada' : 'Conta removida'),
    action: row.action,
    actionText: actionTextOf(row.action, row.note),
    fields: row.fields.map((field) => fieldLabels[field] ?? field),
  }));
}
