/**
 * The editorial reads of news: every item, drafts included (unlike every public read), and one item as the editor
 * opens it, with its preview link and its history.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  brazilLocalOf,
  editorialNewsMessages,
  editorialStateLabels,
  editorialStateOf,
} from '../../src/domain/editorialNews';
import type {
  EditorialNews,
  EditorialNewsList,
  EditorialNewsListQuery,
} from '../../src/domain/editorialSchemas';
import type { DbOrTx } from '../db/client';
import { media, news, newsAssociations } from '../db/schema';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { DomainError } from '../shared/domainError';
import { storedFileUrl } from '../content/contentPage';
import { newsChangesOf } from './changeLog';
import { mediaItemOf } from './media/mediaItem';
import { photoSetOf } from '../news/newsPhotoSet';

/** A preview token: unguessable, and short enough for a link pasted in a chat. */
export const newPreviewToken = () => randomBytes(18).toString('base64url');

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const lastChange = sql`coalesce(${news.updatedAt}, ${news.createdAt})`;

const notInTrash = isNull(news.deletedAt);

/** A deleted item is unpublished and has no embargo: the other states name what is not in the trash. */
const stateConditions: Record<EditorialNewsListQuery['state'] & string, SQL> = {
  draft: and(notInTrash, eq(news.published, false), isNull(news.publishAt))!,
  scheduled: and(notInTrash, eq(news.published, false), isNotNull(news.publishAt))!,
  published: and(notInTrash, eq(news.published, true))!,
  deleted: isNotNull(news.deletedAt),
};

interface Addressable {
  id: number;
  published: boolean;
  previewToken: string | null;
  deletedAt: Date | null;
}

/** The public page; an unpublished item is reached only through its preview token. */
const urlOf = (item: Addressable) =>
  item.published || !item.previewToken
    ? `/news/${item.id}`
    : `/news/${item.id}?token=${encodeURIComponent(item.previewToken)}`;

/**
 * An unpublished item with no token (news written before the editorial area, unpublished by hand) gets one: the
 * editor's 'Pré-visualizar' always has a link to open. Not one in the trash: its link is dead until it is restored.
 */
async function withPreviewToken<T extends Addressable>(db: DbOrTx, item: T): Promise<T> {
  if (item.published || item.previewToken || item.deletedAt) return item;
  const token = newPreviewToken();
  const [row] = await db
    .update(news)
    .set({ previewToken: sql`coalesce(${news.previewToken}, ${token})` })
    .where(eq(news.id, item.id))
    .returning({ previewToken: news.previewToken });
  return { ...item, previewToken: row?.previewToken ?? token };
}

export async function listEditorialNews(
  db: DbOrTx,
  query: EditorialNewsListQuery,
): Promise<EditorialNewsList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const parts: SQL[] = [];
  const q = query.q?.trim();
  // Without case or accents: 'lancamento' finds 'Lançamento'.
  if (q)
    parts.push(sql`unaccent(lower(${news.title})) like '%' || unaccent(lower(${likeEscaped(q)})) || '%'`);
  // Every state but the trash when none is asked: what is deleted shows only under 'Lixeira'.
  parts.push(query.state ? stateConditions[query.state] : notInTrash);
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: news.id,
        title: news.title,
        newsDate: news.newsDate,
        published: news.published,
        publishAt: news.publishAt,
        previewToken: news.previewToken,
        deletedAt: news.deletedAt,
        version: news.version,
        updatedAt: sql<string | Date>`${lastChange}`,
      })
      .from(news)
      .where(where)
      // What is scheduled reads as an agenda: in the order it will go out.
      .orderBy(
        ...(query.state === 'scheduled'
          ? [asc(news.publishAt), asc(news.id)]
          : [desc(lastChange), desc(news.id)]),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(news).where(where),
  ]);
  const list = [];
  for (const row of rows) {
    const item = await withPreviewToken(db, row);
    const state = editorialStateOf(item);
    list.push({
      id: item.id,
      title: item.title,
      newsDate: item.newsDate,
      state,
      stateText: editorialStateLabels[state],
      publishAt: item.publishAt?.toISOString() ?? null,
      updatedAt: new Date(item.updatedAt).toISOString(),
      version: item.version,
      url: urlOf(item),
    });
  }
  return { list, total: total!.n, page, limit };
}

/** What a news item is about, in the order the editor added it. */
export function associationsOf(db: DbOrTx, newsId: number) {
  return db
    .select({
      textEnum: newsAssociations.textEnum,
      associationId: newsAssociations.associationId,
      associationItemId: newsAssociations.associationItemId,
    })
    .from(newsAssociations)
    .where(eq(newsAssociations.newsId, newsId))
    .orderBy(asc(newsAssociations.id));
}

export async function readEditorialNews(
  db: DbOrTx,
  urls: MediaUrlBuilder,
  id: number,
): Promise<EditorialNews> {
  const [found] = await db
    .select({ item: news, photo: { folder: media.folder, fileLow: media.fileLow } })
    .from(news)
    .leftJoin(media, eq(media.id, news.mediaId))
    .where(eq(news.id, id));
  if (!found) throw new DomainError(404, editorialNewsMessages.notFound);
  const item = await withPreviewToken(db, found.item);
  const associations = await associationsOf(db, id);
  const photoSet = await photoSetOf(db, id);
  const state = editorialStateOf(item);
  return {
    id: item.id,
    title: item.title,
    subtitle: item.subtitle,
    description: item.description,
    newsDate: item.newsDate,
    mediaId: item.mediaId,
    albumId: item.albumId,
    associations,
    version: item.version,
    state,
    stateText: editorialStateLabels[state],
    publishAt: item.publishAt?.toISOString() ?? null,
    publishAtLocal: item.publishAt ? brazilLocalOf(item.publishAt) : null,
    url: urlOf(item),
    mediaThumbnail: found.photo ? urls.file(found.photo.folder, found.photo.fileLow) : null,
    pdfFile: item.pdfFile,
    pdfUrl: storedFileUrl(urls, item.pdfFile),
    mediaIds: photoSet.map((row) => row.id),
    photoSet: photoSet.map((row) => mediaItemOf(row, urls)),
    createdAt: item.createdAt.toISOString(),
    updatedAt: (item.updatedAt ?? item.createdAt).toISOString(),
    changes: await newsChangesOf(db, id),
  };
}
