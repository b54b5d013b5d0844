/**
 * The editorial writes of news: create a draft, save, publish, unpublish, schedule, and make or revoke its preview
 * link. Every write of the item's content or state names the version the editor started from (except the creation):
 * a write made on an older version is refused with 409 and changes nothing, so two editors never overwrite each
 * other silently. The preview link is no part of the content: changing it moves no version. Each write and its
 * history line are one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  checkPublishAt,
  editorialNewsMessages,
  momentOfBrazilLocal,
  newsDateOfPublication,
} from '../../src/domain/editorialNews';
import type { NewsAssociation, NewsDraftBody, NewsSaveBody } from '../../src/domain/editorialSchemas';
import type { Db, DbOrTx } from '../db/client';
import type { FileStore } from '../storage/fileStore';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { news, newsAssociations } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { recordNewsChange } from './changeLog';
import { recordRevision } from './revisions/revisionLog';
import { assertStorableNews } from './newsChecks';
import { associationsOf } from './newsRead';
import { keptPreviewLink, newPreviewLink, noPreviewLink } from '../content/previewLinks';
import { withSlugClashSaid } from './newsShareChecks';
import { enqueueNewsPublication } from './publishJob';
import { photoSetOf, replacePhotoSet } from '../news/newsPhotoSet';

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

async function replaceAssociations(db: DbOrTx, newsId: number, associations: NewsAssociation[]) {
  await db.delete(newsAssociations).where(eq(newsAssociations.newsId, newsId));
  if (associations.length)
    await db.insert(newsAssociations).values(associations.map((association) => ({ newsId, ...association })));
}

export async function createNewsDraft(
  { db, files, media, actorId, now }: FieldWriteDeps,
  body: NewsDraftBody,
): Promise<number> {
  await assertStorableNews(db, files, media, body);
  return withSlugClashSaid(() => createDraftRow({ db, actorId, now }, body));
}

async function createDraftRow({ db, actorId, now }: WriteDeps, body: NewsDraftBody): Promise<number> {
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

const sameAssociations = (a: NewsAssociation[], b: NewsAssociation[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export async function saveNews(
  { db, files, media, actorId, now }: FieldWriteDeps,
  id: number,
  body: NewsSaveBody,
): Promise<void> {
  await assertStorableNews(db, files, media, body, id);
  await withSlugClashSaid(() => saveRow({ db, actorId, now }, id, body));
}

async function saveRow({ db, actorId, now }: WriteDeps, id: number, body: NewsSaveBody): Promise<void> {
  const { version, associations, mediaIds, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
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
    await recordNewsChange(tx, { subjectId: id, action: 'update', actorId, at: now, fields: changed });
    await recordRevision(tx, 'news', id, body, actorId, now);
  });
}

/**
 * A change of an item's publication at the version the editor saw: `set` and a history line `change`, one
 * transaction, the version moved on. `then` runs in the same transaction (the schedule's job).
 */
async function movePublication(
  { db, actorId, now }: WriteDeps,
  id: number,
  version: number,
  set: PgUpdateSetSource<typeof news>,
  change: { action: 'publish' | 'unpublish' | 'schedule'; note?: string },
  then?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAtVersion(tx, id, version);
    await tx
      .update(news)
      .set({ ...set, version: sql`${news.version} + 1`, updatedAt: now })
      .where(eq(news.id, id));
    await then?.(tx);
    await recordNewsChange(tx, { subjectId: id, actorId, at: now, ...change });
  });
}

export const publishNews = (deps: WriteDeps, id: number, version: number): Promise<void> =>
  movePublication(deps, id, version, { published: true, publishAt: null }, { action: 'publish' });

/** Back to a draft, its embargo dropped; its preview link keeps working (a new one if it had none still open). */
export const unpublishNews = (deps: WriteDeps, id: number, version: number): Promise<void> =>
  movePublication(
    deps,
    id,
    version,
    { published: false, publishAt: null, ...keptPreviewLink(news, deps.now) },
    { action: 'unpublish' },
  );

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
  await movePublication(
    deps,
    id,
    version,
    // The date it will go out with, from now on: the editor's field, the preview and the lists agree before it does.
    {
      published: false,
      publishAt,
      newsDate: newsDateOfPublication(publishAt),
      ...keptPreviewLink(news, deps.now),
    },
    { action: 'schedule', note: publishAt.toISOString() },
    (tx) => enqueueNewsPublication(tx, id, publishAt),
  );
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
    const [row] = await tx
      .update(news)
      .set(change === 'make' ? newPreviewLink(now) : noPreviewLink)
      .where(eq(news.id, id))
      .returning({ id: news.id });
    if (!row) throw new DomainError(404, editorialNewsMessages.notFound);
    await recordNewsChange(tx, {
      subjectId: id,
      action: change === 'make' ? 'previewLinkMade' : 'previewLinkRevoked',
      actorId,
      at: now,
    });
  });
}
