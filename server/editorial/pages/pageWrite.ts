/**
 * The writes of a section page: save, publish, unpublish. Each names the version the editor started from: a write
 * on an older version is refused with 409 and changes nothing, so two editors never overwrite each other silently.
 * Each write and its history line are one transaction. The public site, menu and footer read these rows, and the
 * database's triggers tell their caches: a saved page shows publicly with no more work.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { sectionPageMessages, sectionRootPageId } from '../../../src/domain/editorialPages';
import type { SectionPageBlockBody, SectionPageSaveBody } from '../../../src/domain/editorialPageSchemas';
import type { SectionKind } from '../../../src/domain/sections';
import type { Db, DbOrTx } from '../../db/client';
import { sectionPages, templateBlocks } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../changeLog';
import type { EditorialAction } from '../newsFieldLabels';
import { newPreviewToken } from '../newsRead';
import { assertStorablePageTexts, assertUsablePagePhotos } from './pageChecks';
import { blockRowsOf } from './pageRead';

export interface PageWriteDeps {
  db: Db;
  actorId: number;
  now: Date;
}

export interface PageKey {
  kind: SectionKind;
  id: number;
}

const pageIs = ({ kind, id }: PageKey) => and(eq(sectionPages.kind, kind), eq(sectionPages.id, id));

/**
 * The page, locked until the transaction ends, at the version the editor saw: 404 for an unknown page, 409 (the
 * domain's words) when someone wrote after that version.
 */
async function lockAtVersion(tx: DbOrTx, page: PageKey, version: number) {
  const [row] = await tx.select().from(sectionPages).where(pageIs(page)).for('update');
  if (!row) throw new DomainError(404, sectionPageMessages.notFound);
  if (row.version !== version) throw new DomainError(409, sectionPageMessages.conflict);
  return row;
}

const record = (
  tx: DbOrTx,
  page: PageKey,
  change: { action: EditorialAction; actorId: number; at: Date; fields?: string[] },
) => recordEditorialChange(tx, page.kind, { subjectId: page.id, ...change });

/** The page's own fields, in the order the history lists them. */
const pageFieldNames = [
  'title',
  'subtitle',
  'description',
  'mediaId',
  'sideMediaId',
  'sideDescription',
  'bottomTitle',
  'bottomMediaId',
  'position',
] as const satisfies readonly (keyof SectionPageSaveBody)[];

/** A block as compared and stored: only what the page shows of it. */
const storedBlock = (block: SectionPageBlockBody) =>
  block.type === 1
    ? { type: 1, text: block.text, textMed: block.textMed, textLow: block.textLow, mediaId: null }
    : { type: 2, text: '', textMed: '', textLow: '', mediaId: block.mediaId };

export async function saveSectionPage(
  { db, actorId, now }: PageWriteDeps,
  page: PageKey,
  body: SectionPageSaveBody,
): Promise<void> {
  assertStorablePageTexts(body);
  const { version, blocks, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, page, version);
    const blocksBefore = (await blockRowsOf(tx, page.kind, page.id)).map(({ block }) => block);
    await assertUsablePagePhotos(
      tx,
      body,
      before,
      new Set(blocksBefore.flatMap((block) => (block.mediaId === null ? [] : [block.mediaId]))),
    );
    const changed: string[] = pageFieldNames.filter((field) => before[field] !== fields[field]);
    const wanted = blocks.map(storedBlock);
    const had = blocksBefore.map(({ type, text, textMed, textLow, mediaId }) => ({
      type,
      text,
      textMed,
      textLow,
      mediaId: type === 2 ? mediaId : null,
    }));
    // Blocks are written anew only when they changed, so an untouched page keeps its blocks' ids.
    if (JSON.stringify(wanted) !== JSON.stringify(had)) {
      changed.push('blocks');
      await tx
        .delete(templateBlocks)
        .where(and(eq(templateBlocks.ownerType, page.kind), eq(templateBlocks.ownerId, page.id)));
      if (wanted.length)
        await tx
          .insert(templateBlocks)
          .values(
            wanted.map((block, position) => ({ ownerType: page.kind, ownerId: page.id, position, ...block })),
          );
    }
    // The id stays: a published page edited keeps its address and its place in the menu.
    await tx
      .update(sectionPages)
      .set({ ...fields, version: sql`${sectionPages.version} + 1`, updatedAt: now })
      .where(pageIs(page));
    await record(tx, page, { action: 'update', actorId, at: now, fields: changed });
  });
}

/** A change of the page's publication from the version the editor saw, with its history line. */
async function movePublication(
  { db, actorId, now }: PageWriteDeps,
  page: PageKey,
  version: number,
  set: PgUpdateSetSource<typeof sectionPages>,
  action: 'publish' | 'unpublish',
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAtVersion(tx, page, version);
    await tx
      .update(sectionPages)
      .set({ ...set, version: sql`${sectionPages.version} + 1`, updatedAt: now })
      .where(pageIs(page));
    await record(tx, page, { action, actorId, at: now });
  });
}

export const publishSectionPage = (deps: PageWriteDeps, page: PageKey, version: number) =>
  movePublication(deps, page, version, { published: true }, 'publish');

/**
 * Back to a draft, seen only through its preview link (a token is made if it had none), and out of the menu with
 * its level-2 pages. The section's root can't go: the menu's link to the section and its news lists lead to it.
 */
export async function unpublishSectionPage(deps: PageWriteDeps, page: PageKey, version: number) {
  if (page.id === sectionRootPageId) throw new DomainError(400, sectionPageMessages.rootUnpublish);
  await movePublication(
    deps,
    page,
    version,
    { published: false, previewToken: sql`coalesce(${sectionPages.previewToken}, ${newPreviewToken()})` },
    'unpublish',
  );
}
