/**
 * A list saved whole, as a draft and its publication (editorial_lists). 'Salvar' keeps the list being edited as the
 * row's draft, with a preview token for its public page; 'Publicar' writes the draft to the public tables and drops
 * it; 'Descartar rascunho' drops it alone. Only the public tables have the triggers that tell the content cache
 * (server/shared/contentCache.ts), so saving a draft changes nothing a visitor sees, and a publication is seen at
 * once. Each write names the version the editor started from (409 otherwise, nothing written) and leaves a line in
 * the list's history; a publication is also kept whole as the list's revision.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listDraftMessages } from '../../../src/domain/editorialLists';
import type { ListPublication } from '../../../src/domain/editorialListSchemas';
import type { DbOrTx } from '../../db/client';
import { editorialLists, users } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../../shared/changeLog';
import type { WriteDeps } from '../newsWrite';
import { listDraftLink } from '../../content/listPreview';
import { newPreviewToken } from '../../content/previewLinks';
import { previewUrlOf } from '../pages/pageAddress';
import { recordRevision } from '../revisions/revisionLog';
import { listSubjectId } from '../../../src/domain/editorialRevisions';
import { lockListAtVersion, updateList, type EditorialListName } from './listVersion';

/** A list as a draft keeps it: the save's body without its version (ids of public rows, null for new ones). */
export type ListBody = object;

/** What the draft's writes need of one list (the contacts, the banner): its checks and its public tables. */
export interface WholeList<Draft extends ListBody> {
  name: EditorialListName;
  /** The rules that need no database, refused (400) in the domain's words before any transaction opens. */
  assertStorable: (draft: Draft) => void;
  /** The draft as stored and published: texts trimmed, empty ones as none. */
  normalized: (draft: Draft) => Draft;
  /** Within the write's transaction: the public list, as a draft's body. */
  readPublic: (tx: DbOrTx) => Promise<Draft>;
  /** Every id the draft names is a public row, and what it newly shows exists and can be shown (400 otherwise). */
  assertUsable: (tx: DbOrTx, draft: Draft, published: Draft) => Promise<void>;
  /** The code names of what differs from `before` to `after`, in the order the history lists them. */
  changedFields: (after: Draft, before: Draft) => string[];
  /** 'Publicar': writes the draft to the public tables; answers it with the ids its new rows were given. */
  writePublic: (tx: DbOrTx, draft: Draft, published: Draft) => Promise<Draft>;
  /** A body whose ids the public list no longer holds (a revision kept before a row went), those made new. */
  withKnownIds: (draft: Draft, published: Draft) => Draft;
}

/** 'Salvar': the list as the draft, compared in the history with what the editor had before (the draft, or the public list). */
export async function saveListDraft<Draft extends ListBody>(
  { db, actorId, now }: WriteDeps,
  list: WholeList<Draft>,
  body: Draft & { version: number },
  { restoring = false } = {},
): Promise<void> {
  const { version, ...given } = body;
  await db.transaction(async (tx) => {
    const row = await lockListAtVersion(tx, list.name, version);
    const published = await list.readPublic(tx);
    const draft = list.normalized(
      restoring ? list.withKnownIds(given as Draft, published) : (given as Draft),
    );
    list.assertStorable(draft);
    await list.assertUsable(tx, draft, published);
    const before = (row.draft as Draft | null) ?? published;
    await updateList(
      tx,
      list.name,
      {
        draft,
        draftSavedAt: now,
        draftSavedBy: actorId,
        // Kept while the draft lasts, so an open preview shows each save; a new draft gets a new one, so a link to
        // an earlier draft opens nothing of the next.
        previewToken: row.draft === null || !row.previewToken ? newPreviewToken() : row.previewToken,
      },
      now,
    );
    await recordEditorialChange(tx, list.name, {
      subjectId: listSubjectId,
      action: 'update',
      actorId,
      at: now,
      fields: list.changedFields(draft, before),
    });
  });
}

/** 'Publicar': the draft on the public tables, checked again (a photo may have gone since it was saved). */
export async function publishListDraft<Draft extends ListBody>(
  { db, actorId, now }: WriteDeps,
  list: WholeList<Draft>,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockListAtVersion(tx, list.name, version);
    if (row.draft === null) throw new DomainError(400, listDraftMessages.noDraftToPublish);
    const draft = row.draft as Draft;
    list.assertStorable(draft);
    const published = await list.readPublic(tx);
    await list.assertUsable(tx, draft, published);
    const fields = list.changedFields(draft, published);
    const written = await list.writePublic(tx, draft, published);
    await updateList(tx, list.name, { ...noDraft, publishedAt: now, publishedBy: actorId }, now);
    await recordEditorialChange(tx, list.name, {
      subjectId: listSubjectId,
      action: 'publish',
      actorId,
      at: now,
      fields,
    });
    await recordRevision(tx, list.name, listSubjectId, written, actorId, now);
  });
}

/** 'Descartar rascunho': the editor is back on the public list, which nothing here touches. */
export async function discardListDraft(
  { db, actorId, now }: WriteDeps,
  name: EditorialListName,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockListAtVersion(tx, name, version);
    if (row.draft === null) throw new DomainError(400, listDraftMessages.noDraftToDiscard);
    await updateList(tx, name, noDraft, now);
    await recordEditorialChange(tx, name, { subjectId: listSubjectId, action: 'discard', actorId, at: now });
  });
}

const noDraft = { draft: null, draftSavedAt: null, draftSavedBy: null, previewToken: null };

/**
 * A list as its editor opens it: its version, its draft (null for none) and where it stands; `sitePath` is its
 * public page, which the preview link opens with the draft's token.
 */
export async function listStateOf(
  db: DbOrTx,
  name: EditorialListName,
  sitePath: string,
): Promise<{ version: number; draft: unknown; publication: ListPublication }> {
  const savedBy = alias(users, 'saved_by');
  const publishedBy = alias(users, 'published_by');
  const [found] = await db
    .select({ list: editorialLists, savedBy: savedBy.name, publishedBy: publishedBy.name })
    .from(editorialLists)
    .leftJoin(savedBy, eq(savedBy.id, editorialLists.draftSavedBy))
    .leftJoin(publishedBy, eq(publishedBy.id, editorialLists.publishedBy))
    .where(eq(editorialLists.name, name));
  // A list never written yet is at the column's default version, published as seeded, with no draft.
  const row = found?.list;
  const draft = row?.draft ?? null;
  // A deleted account's saves and publications stay, without a name.
  const who = (at: Date | null | undefined, name: string | null | undefined) =>
    at ? (name ?? 'Conta removida') : null;
  return {
    version: row?.version ?? 1,
    draft,
    publication: {
      state: draft === null ? 'published' : 'draft',
      draftSavedAt: draft === null ? null : (row?.draftSavedAt?.toISOString() ?? null),
      draftSavedBy: draft === null ? null : who(row?.draftSavedAt, found?.savedBy),
      publishedAt: row?.publishedAt?.toISOString() ?? null,
      publishedBy: who(row?.publishedAt, found?.publishedBy),
      previewUrl:
        draft === null
          ? null
          : previewUrlOf(sitePath, [listDraftLink(row!.previewToken, row!.draftSavedAt ?? new Date(0))]),
      siteUrl: sitePath,
    },
  };
}
