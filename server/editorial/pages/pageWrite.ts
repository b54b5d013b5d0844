/**
 * The writes of a content page: save, publish, unpublish, for a section page here and for a car or a version through
 * the same functions (../cars/carWrite.ts). Each names the version the editor started from: a write on an older
 * version is refused with 409 and changes nothing, so two editors never overwrite each other silently. Each write
 * and its history line are one transaction. The public site, menu and footer read these rows, and the database's
 * triggers tell their caches: a saved page shows publicly with no more work.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  sectionPageFieldLabels,
  sectionPageMessages,
  sectionPagePhotoFields,
  sectionRootPageId,
  type PageProblem,
} from '../../../src/domain/editorialPages';
import type { SectionPageBlockBody, SectionPageSaveBody } from '../../../src/domain/editorialPageSchemas';
import type { SectionKind } from '../../../src/domain/sections';
import type { Db, DbOrTx } from '../../db/client';
import { sectionPages, templateBlocks } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { keptPreviewLink, type PreviewColumns } from '../../content/previewLinks';
import { recordEditorialChange } from '../../shared/changeLog';
import { recordRevision } from '../revisions/revisionLog';
import {
  assertStorablePageTexts,
  assertUsablePagePhotos,
  chosenPhotos,
  type ChosenPhoto,
  type PageSaveBody,
} from './pageChecks';
import { blockRowsOf, type PageOwner, type PageRow, type SectionPageRow } from './pageRead';

export interface PageWriteDeps {
  db: Db;
  actorId: number;
  now: Date;
}

export interface PageKey {
  kind: SectionKind;
  id: number;
}

/** A save's fields: the body without its version and blocks. */
export type PageFieldsOf<Body extends PageSaveBody> = Omit<Body, 'version' | 'blocks'>;

/** What a publication move sets: `published`, and for a draft a token to preview it by. */
export type PublicationSet =
  { published: true } | { published: false; previewToken: SQL; previewExpiresAt: SQL };

/**
 * How the writes reach one page's row, whatever its table: the row locked until the transaction ends, and its
 * update with the next version.
 */
export interface PageHandle<Row extends PageRow, Fields> {
  owner: PageOwner;
  id: number;
  notFound: string;
  lock: (tx: DbOrTx) => Promise<Row | undefined>;
  update: (tx: DbOrTx, set: (Fields | PublicationSet) & { updatedAt: Date }) => Promise<void>;
}

/**
 * A move to published, or back to a draft seen only through its preview link: the link it has while it still opens,
 * else a new one made `now`.
 */
export const publicationSet = (published: boolean, table: PreviewColumns, now: Date): PublicationSet =>
  published ? { published: true } : { published: false, ...keptPreviewLink(table, now) };

/**
 * The page at the version the editor saw, locked: 404 (the handle's words) for an unknown page, 409 (the domain's
 * words) when someone wrote after that version.
 */
async function lockAtVersion<Row extends PageRow>(
  tx: DbOrTx,
  page: PageHandle<Row, never>,
  version: number,
): Promise<Row> {
  const row = await page.lock(tx);
  if (!row) throw new DomainError(404, page.notFound);
  if (row.version !== version) throw new DomainError(409, sectionPageMessages.conflict);
  return row;
}

/** The page fields, in the order the history lists them (a kind of page's own fields follow). */
export const pageFieldNames = [
  'title',
  'subtitle',
  'description',
  'mediaId',
  'sideMediaId',
  'sideDescription',
  'bottomTitle',
  'bottomMediaId',
  'position',
] as const satisfies readonly (keyof SectionPageSaveBody & keyof PageRow)[];

/** A block as compared and stored: only what the page shows of it. */
const storedBlock = (block: SectionPageBlockBody) =>
  block.type === 1
    ? { type: 1, text: block.text, textMed: block.textMed, textLow: block.textLow, mediaId: null }
    : { type: 2, text: '', textMed: '', textLow: '', mediaId: block.mediaId };

export interface PageSaveRules<Row extends PageRow, Body extends PageSaveBody> {
  /** The fields compared with the row for the history, in its order; every field of the body is written. */
  fields: readonly (keyof PageFieldsOf<Body> & keyof Row & string)[];
  /** The page's photo fields as the save changes them. */
  photos: (before: Row) => ChosenPhoto[];
  /** The kind of page's field rules (the page fields' by default). */
  rule?: (body: Body) => PageProblem<string> | null;
  /** What else must hold of the body once the row is locked (a version's spec sheet is in the store). */
  check?: (tx: DbOrTx, before: Row) => Promise<void>;
}

/** 'Salvar' of any content page: fields, blocks (rewritten only when they changed), the next version, history. */
export async function savePage<Row extends PageRow, Body extends PageSaveBody>(
  { db, actorId, now }: PageWriteDeps,
  page: PageHandle<Row, PageFieldsOf<Body>>,
  body: Body,
  rules: PageSaveRules<Row, Body>,
): Promise<void> {
  assertStorablePageTexts(body, rules.rule);
  const { version, blocks, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, page, version);
    const blocksBefore = (await blockRowsOf(tx, page.owner, page.id)).map(({ block }) => block);
    await assertUsablePagePhotos(
      tx,
      rules.photos(before),
      blocks,
      new Set(blocksBefore.flatMap((block) => (block.mediaId === null ? [] : [block.mediaId]))),
    );
    await rules.check?.(tx, before);
    const changed: string[] = rules.fields.filter(
      (field) => (before[field] as unknown) !== (fields as Record<string, unknown>)[field],
    );
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
        .where(and(eq(templateBlocks.ownerType, page.owner), eq(templateBlocks.ownerId, page.id)));
      if (wanted.length)
        await tx.insert(templateBlocks).values(
          wanted.map((block, position) => ({
            ownerType: page.owner,
            ownerId: page.id,
            position,
            ...block,
          })),
        );
    }
    // The id stays: a published page edited keeps its address and its place in the menu.
    await page.update(tx, { ...(fields as PageFieldsOf<Body>), updatedAt: now });
    await recordEditorialChange(tx, page.owner, {
      subjectId: page.id,
      action: 'update',
      actorId,
      at: now,
      fields: changed,
    });
    await recordRevision(tx, page.owner, page.id, body, actorId, now);
  });
}

/** 'Publicar' or 'Despublicar' of any content page, from the version the editor saw, with its history line. */
export async function movePage<Row extends PageRow>(
  { db, actorId, now }: PageWriteDeps,
  page: PageHandle<Row, never>,
  version: number,
  set: PublicationSet,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAtVersion(tx, page, version);
    await page.update(tx, { ...set, updatedAt: now });
    await recordEditorialChange(tx, page.owner, {
      subjectId: page.id,
      action: set.published ? 'publish' : 'unpublish',
      actorId,
      at: now,
    });
  });
}

const pageIs = ({ kind, id }: PageKey) => and(eq(sectionPages.kind, kind), eq(sectionPages.id, id));

type SectionPageFieldsBody = PageFieldsOf<SectionPageSaveBody>;

const sectionPageHandle = (page: PageKey): PageHandle<SectionPageRow, SectionPageFieldsBody> => ({
  owner: page.kind,
  id: page.id,
  notFound: sectionPageMessages.notFound,
  lock: async (tx) => (await tx.select().from(sectionPages).where(pageIs(page)).for('update'))[0],
  update: async (tx, set) => {
    await tx
      .update(sectionPages)
      .set({ ...set, version: sql`${sectionPages.version} + 1` })
      .where(pageIs(page));
  },
});

export const saveSectionPage = (deps: PageWriteDeps, page: PageKey, body: SectionPageSaveBody) =>
  savePage(deps, sectionPageHandle(page), body, {
    fields: pageFieldNames,
    photos: (before) => chosenPhotos(sectionPagePhotoFields, sectionPageFieldLabels, body, before),
  });

export const publishSectionPage = (deps: PageWriteDeps, page: PageKey, version: number) =>
  movePage(deps, sectionPageHandle(page), version, publicationSet(true, sectionPages, deps.now));

/**
 * Back to a draft, and out of the menu with its level-2 pages. The section's root can't go: the menu's link to the
 * section and its news lists lead to it.
 */
export async function unpublishSectionPage(deps: PageWriteDeps, page: PageKey, version: number) {
  if (page.id === sectionRootPageId) throw new DomainError(400, sectionPageMessages.rootUnpublish);
  await movePage(deps, sectionPageHandle(page), version, publicationSet(false, sectionPages, deps.now));
}
