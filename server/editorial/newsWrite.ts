/**
 * The editorial writes of news: create a draft, save, publish, unpublish, schedule, cancel a schedule, send to the
 * trash and restore, and make or revoke its preview link. Every write of the item's content or state names the
 * version the editor started from (except the creation): a write made on an older version is refused with 409 and
 * changes nothing, so two editors never overwrite each other silently. The preview link is no part of the content:
 * changing it moves no version. Each write and its history line are one transaction. An item in the trash takes no
 * write but its restoration.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { checkPublishAt, editorialNewsMessages, newsDateOfPublication } from '../../src/domain/editorialNews';
import { momentOfBrazilLocal } from '../../src/domain/brazilTime';
import type { NewsAssociation, NewsDraftBody, NewsSaveBody } from '../../src/domain/editorialSchemas';
import type { Db, DbOrTx } from '../db/client';
import type { FileStore } from '../storage/fileStore';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { news, newsAssociations } from '../db/schema';
import type { EditorialAction } from '../shared/changeActions';
import { DomainError } from '../shared/domainError';
import { recordNewsChange } from './newsChanges';
import { recordRevision } from './revisions/revisionLog';
import { assertStorableNews } from './newsChecks';
import { associationsOf } from './newsRead';
import { keptPreviewLink, newPreviewLink, noPreviewLink } from '../content/previewLinks';
import { withSlugClashSaid } from './newsShareChecks';
import { enqueueNewsPublication } from './publishJob';
import { photoSetOf, replacePhotoSet } from '../news/newsPhotoSet';
import { replaceNewsTextMedia, storableNewsText } from '../news/newsTextMedia';

export interface WriteDeps {
  db: Db;
  actorId: number;
  now: Date;
}

/**
 * A news item's fields may name a PDF, which must already be where its registration put it, and its text may show
 * photos of the media.
 */
type FieldWriteDeps = WriteDeps & { files: FileStore; media: MediaUrlBuilder };

/** The row's writes also record the photos its text shows, from the text as stored. */
type RowWriteDeps = WriteDeps & { mediaBase: string };

/** The body as it is checked and stored: the text's picture addresses without the grants an answer gave them. */
const storableBody = <T extends NewsDraftBody>(body: T, media: MediaUrlBuilder): T => ({
  ...body,
  description: storableNewsText(body.description, media.base),
});

async function replaceAssociations(db: DbOrTx, newsId: number, associations: NewsAssociation[]) {
  await db.delete(newsAssociations).where(eq(newsAssociations.newsId, newsId));
  if (associations.length)
    await db.insert(newsAssociations).values(associations.map((association) => ({ newsId, ...association })));
}

export async function createNewsDraft(
  { db, files, media, actorId, now }: FieldWriteDeps,
  given: NewsDraftBody,
): Promise<number> {
  const body = storableBody(given, media);
  await assertStorableNews(db, files, media, body);
  return withSlugClashSaid(() => createDraftRow({ db, actorId, now, mediaBase: media.base }, body));
}

async function createDraftRow(
  { db, actorId, now, mediaBase }: RowWriteDeps,
  body: NewsDraftBody,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { associations, mediaIds = [], ...fields } = body;
    const [row] = await tx
      .insert(news)
      .values({
        ...fields,
        published: false,
        ...newPreviewLink(now),
        publishAt: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: news.id });
    await replaceAssociations(tx, row!.id, associations);
    await replacePhotoSet(tx, row!.id, mediaIds);
    await replaceNewsTextMedia(tx, row!.id, body.description, mediaBase);
    await recordNewsChange(tx, { subjectId: row!.id, action: 'create', actorId, at: now });
    await recordRevision(tx, 'news', row!.id, body, actorId, now);
    return row!.id;
  });
}

/**
 * The item, locked until the transaction ends, at the version the editor saw: 404 for an unknown id, 409 (the
 * domain's words) when someone wrote after that version.
 */
async function lockAtVersion(tx: DbOrTx, id: number, version: number) {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw new DomainError(404, editorialNewsMessages.notFound);
  if (row.version !== version) throw new DomainError(409, editorialNewsMessages.conflict);
  return row;
}

type NewsRow = Awaited<ReturnType<typeof lockAtVersion>>;

/** What the trash allows: nothing but 'Restaurar'. */
const outOfTrash = (row: Pick<NewsRow, 'deletedAt'>) =>
  row.deletedAt ? editorialNewsMessages.inTrash : null;

const sameAssociations = (a: NewsAssociation[], b: NewsAssociation[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export async function saveNews(
  { db, files, media, actorId, now }: FieldWriteDeps,
  id: number,
  given: NewsSaveBody,
): Promise<void> {
  const body = storableBody(given, media);
  await assertStorableNews(db, files, media, body, id);
  await withSlugClashSaid(() => saveRow({ db, actorId, now, mediaBase: media.base }, id, body));
}

async function saveRow(
  { db, actorId, now, mediaBase }: RowWriteDeps,
  id: number,
  body: NewsSaveBody,
): Promise<void> {
  const { version, associations, mediaIds, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    const refusal = outOfTrash(before);
    if (refusal) throw new DomainError(400, refusal);
    const beforeAssociations = await associationsOf(tx, id);
    // A field left out (the PDF, by an older client) is kept, and so not changed.
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
      (field) => fields[field] !== undefined && before[field] !== fields[field],
    );
    if (!sameAssociations(beforeAssociations, associations)) changed.push('associations' as never);
    // Left out (an older client), the set stays as it is.
    if (mediaIds) {
      const beforeSet = (await photoSetOf(tx, id)).map((row) => row.id);
      if (beforeSet.join() !== mediaIds.join()) changed.push('mediaIds' as never);
      await replacePhotoSet(tx, id, mediaIds);
    }
    // The id stays: a published item edited keeps its address, its links and its place in the lists.
    await tx
      .update(news)
      .set({ ...fields, version: sql`${news.version} + 1`, updatedAt: now })
      .where(and(eq(news.id, id), eq(news.version, version)));
    await replaceAssociations(tx, id, associations);
    await replaceNewsTextMedia(tx, id, body.description, mediaBase);
    await recordNewsChange(tx, { subjectId: id, action: 'update', actorId, at: now, fields: changed });
    await recordRevision(tx, 'news', id, body, actorId, now);
  });
}

/** A move of an item's state: what it sets, the history line it writes, and the state it must start from. */
interface Move {
  set: PgUpdateSetSource<typeof news> | ((before: NewsRow) => PgUpdateSetSource<typeof news>);
  action: EditorialAction;
  note?: (before: NewsRow) => string | null;
  /** The refusal (400) of an item in the wrong state for this move; by default, one in the trash. */
  refusal?: (before: NewsRow) => string | null;
  /** Runs in the same transaction (the schedule's job). */
  then?: (tx: DbOrTx) => Promise<void>;
}

/**
 * A move at the version the editor saw: its `set` and its history line, one transaction, the version moved on. The
 * public reads follow by themselves: the news table's triggers drop the answer caches and rewrite the search index.
 */
async function moveNews({ db, actorId, now }: WriteDeps, id: number, version: number, move: Move) {
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    const refusal = (move.refusal ?? outOfTrash)(before);
    if (refusal) throw new DomainError(400, refusal);
    const set = typeof move.set === 'function' ? move.set(before) : move.set;
    await tx
      .update(news)
      .set({ ...set, version: sql`${news.version} + 1`, updatedAt: now })
      .where(eq(news.id, id));
    await move.then?.(tx);
    await recordNewsChange(tx, {
      subjectId: id,
      actorId,
      at: now,
      action: move.action,
      note: move.note?.(before) ?? null,
    });
  });
}

/** Live from now; an item published already keeps the moment it went live. */
export const publishNews = (deps: WriteDeps, id: number, version: number): Promise<void> =>
  moveNews(deps, id, version, {
    set: (before) => ({
      published: true,
      publishAt: null,
      publishedAt: before.published ? before.publishedAt : deps.now,
    }),
    action: 'publish',
  });

/** Back to a draft, its embargo dropped; its preview link keeps working (a new one if it had none still open). */
export const unpublishNews = (deps: WriteDeps, id: number, version: number): Promise<void> =>
  moveNews(deps, id, version, {
    set: { published: false, publishAt: null, publishedAt: null, ...keptPreviewLink(news, deps.now) },
    action: 'unpublish',
  });

/**
 * 'Cancelar agendamento': a scheduled item back to a draft, its preview link kept. Its job finds it no longer
 * waiting for that moment and does nothing. The history keeps the moment it was cancelled for.
 */
export const unscheduleNews = (deps: WriteDeps, id: number, version: number): Promise<void> =>
  moveNews(deps, id, version, {
    set: { publishAt: null, ...keptPreviewLink(news, deps.now) },
    action: 'unschedule',
    note: (before) => before.publishAt?.toISOString() ?? null,
    refusal: (before) =>
      outOfTrash(before) ??
      (before.published || !before.publishAt ? editorialNewsMessages.notScheduled : null),
  });

/**
 * 'Excluir': to the trash, from any state. Unpublished, its embargo dropped (the publication job then has nothing
 * to do) and its preview token removed, so the site, the lists, the search, the feeds, the downloads and the preview
 * link all stop showing it through the checks they already make of an unpublished item.
 */
export const trashNews = (deps: WriteDeps, id: number, version: number): Promise<void> =>
  moveNews(deps, id, version, {
    set: { published: false, publishAt: null, publishedAt: null, ...noPreviewLink, deletedAt: deps.now },
    action: 'trash',
  });

/**
 * 'Restaurar': out of the trash as a draft, whatever it was before: nothing goes back on the site without a press
 * officer publishing it again. A new preview link: the one shared before the deletion stays dead.
 */
export const untrashNews = (deps: WriteDeps, id: number, version: number): Promise<void> =>
  moveNews(deps, id, version, {
    set: { deletedAt: null, ...newPreviewLink(deps.now) },
    action: 'untrash',
    refusal: (before) => (before.deletedAt ? null : editorialNewsMessages.notInTrash),
  });

/**
 * An embargo: the item stays (or becomes) unpublished, seen only through its preview link, until the job queue
 * publishes it at `publishAtLocal` (Brazil's wall clock), which must be in the future of the app's clock.
 */
export async function scheduleNews(
  deps: WriteDeps,
  id: number,
  version: number,
  publishAtLocal: string,
): Promise<void> {
  const problem = checkPublishAt(publishAtLocal, deps.now);
  if (problem) throw new DomainError(400, problem);
  const publishAt = momentOfBrazilLocal(publishAtLocal)!;
  await moveNews(deps, id, version, {
    // The date it will go out with, from now on: the editor's field, the preview and the lists agree before it does.
    set: {
      published: false,
      publishAt,
      newsDate: newsDateOfPublication(publishAt),
      ...keptPreviewLink(news, deps.now),
    },
    action: 'schedule',
    note: () => publishAt.toISOString(),
    then: (tx) => enqueueNewsPublication(tx, id, publishAt),
  });
}

/**
 * 'Gerar novo link' and 'Revogar link': the item's preview link replaced by a new one (open for the lifetime of
 * src/domain/previewLinks.ts from `now`), or taken away. Either way the link the item had stops opening it at once.
 * Recorded in the item's history (who gave or took away access to a draft), with no new version: the press officer
 * typing in the editor meanwhile saves without a conflict.
 */
export async function changeNewsPreviewLink(
  { db, actorId, now }: WriteDeps,
  id: number,
  change: 'make' | 'revoke',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ deletedAt: news.deletedAt })
      .from(news)
      .where(eq(news.id, id))
      .for('update');
    if (!before) throw new DomainError(404, editorialNewsMessages.notFound);
    const refusal = outOfTrash(before);
    if (refusal) throw new DomainError(400, refusal);
    await tx
      .update(news)
      .set(change === 'make' ? newPreviewLink(now) : noPreviewLink)
      .where(eq(news.id, id));
    await recordNewsChange(tx, {
      subjectId: id,
      action: change === 'make' ? 'previewLinkMade' : 'previewLinkRevoked',
      actorId,
      at: now,
    });
  });
}
