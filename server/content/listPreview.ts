/**
 * A list the press office saves whole (the contacts, the home's banner) seen through its preview link: whoever holds
 * the token of its draft sees the draft on the public page in place of the published list, as a draft page is seen
 * (publication.ts). Anyone else, and a token whose draft was since published or discarded, sees the published list.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { editorialLists } from '../db/schema';
import { previewLinkExpiry } from '../../src/domain/previewLinks';
import { tokenOpens, type Access, type Publishable } from './publication';

export type ListName = (typeof editorialLists.$inferSelect)['name'];

/**
 * A list's draft as its preview link opens it: each save of the draft gives the link a new week, as a page's link
 * made at that moment would have.
 */
export const listDraftLink = (previewToken: string | null, savedAt: Date): Publishable => ({
  published: false,
  previewToken,
  previewExpiresAt: previewLinkExpiry(savedAt),
});

/** The draft `access` opens, with when it was saved; null when it opens none. */
export async function openedDraft(
  db: DbOrTx,
  name: ListName,
  access: Access,
): Promise<{ draft: unknown; savedAt: Date } | null> {
  if (!access.token) return null;
  const [row] = await db
    .select({
      draft: editorialLists.draft,
      previewToken: editorialLists.previewToken,
      savedAt: editorialLists.draftSavedAt,
    })
    .from(editorialLists)
    .where(eq(editorialLists.name, name));
  if (!row || row.draft === null || !row.savedAt) return null;
  if (!tokenOpens(access, listDraftLink(row.previewToken, row.savedAt))) return null;
  return { draft: row.draft, savedAt: row.savedAt };
}

/**
 * A row the draft adds has no id until it is published: the preview numbers it below zero, where no stored row is,
 * so the page's keys stay unique.
 */
export const previewId = (id: number | null, place: number) => id ?? -(place + 1);
