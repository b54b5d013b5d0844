/**
 * The autosave slot (as WordPress keeps one for a published post): one person's unsaved body of one item, replaced
 * by each autosave and dropped when they save the item (revisionLog.ts) or throw it away. Only the person sees it.
 */
import { and, eq } from 'drizzle-orm';
import {
  autosaveMaxBytes,
  revisionMessages,
  type RevisionSubject,
} from '../../../src/domain/editorialRevisions';
import type { Autosave, AutosaveBody } from '../../../src/domain/editorialRevisionSchemas';
import type { DbOrTx } from '../../db/client';
import { editorialAutosaves } from '../../db/schema';
import { DomainError } from '../../shared/domainError';

export interface AutosaveKey {
  subject: RevisionSubject;
  id: number;
  userId: number;
}

const slotIs = ({ subject, id, userId }: AutosaveKey) =>
  and(
    eq(editorialAutosaves.subject, subject),
    eq(editorialAutosaves.subjectId, id),
    eq(editorialAutosaves.userId, userId),
  );

export async function putAutosave(db: DbOrTx, key: AutosaveKey, given: AutosaveBody, now: Date) {
  // Bytes, not characters: a text of accented words weighs more than its length says.
  if (Buffer.byteLength(JSON.stringify(given.body)) > autosaveMaxBytes[key.subject])
    throw new DomainError(413, revisionMessages.autosaveTooLarge);
  const set = { body: given.body, basedOnVersion: given.version, savedAt: now };
  await db
    .insert(editorialAutosaves)
    .values({ subject: key.subject, subjectId: key.id, userId: key.userId, ...set })
    .onConflictDoUpdate({
      target: [editorialAutosaves.subject, editorialAutosaves.subjectId, editorialAutosaves.userId],
      set,
    });
}

export async function autosaveOf(db: DbOrTx, key: AutosaveKey): Promise<Autosave | null> {
  const [row] = await db.select().from(editorialAutosaves).where(slotIs(key));
  return row ? { version: row.basedOnVersion, body: row.body, savedAt: row.savedAt.toISOString() } : null;
}

export async function dropAutosave(db: DbOrTx, key: AutosaveKey) {
  await db.delete(editorialAutosaves).where(slotIs(key));
}
