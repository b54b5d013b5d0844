/**
 * The editorial reads of news: every item, drafts included (unlike every public read), and one item as the editor
 * opens it, with its preview link and its history. A read never makes a preview link: one revoked stays revoked
 * until the press office asks for a new one.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  editorialNewsMessages,
  editorialStateLabels,
  editorialStateOf,
} from '../../src/domain/editorialNews';
import { brazilLocalOf } from '../../src/domain/brazilTime';
import type {
  EditorialNews,
  EditorialNewsList,
  EditorialNewsListQuery,
} from '../../src/domain/editorialSchemas';
import { paths } from '../../src/domain/routes';
import type { DbOrTx } from '../db/client';
import { media, news, newsAssociations } from '../db/schema';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { DomainError } from '../shared/domainError';
import { storedFileUrl } from '../content/contentPage';
import { hasOpenLink } from '../content/previewLinks';
import type { Publishable } from '../content/publication';
import { newsChangesOf } from './newsChanges';
import { mediaItemOf } from './media/mediaItem';
import { photoSetOf } from '../news/newsPhotoSet';

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

type Addressable = Publishable & { id: number; deletedAt: Date | null };

/** The preview link of an unpublished item that has one still open at `now`, else null. */
const openLinkOf = (item: Addressable, now: Date): string | null =>
  !item.published && hasOpenLink(item, now)
    ? `${paths.news.detail.href(item.id)}?token=${encodeURIComponent(item.previewToken!)}`
    : null;

/** The public page; an unpublished item is reached only through its open preview link, if it has one. */
const urlOf = (item: Addressable, now: Date) => openLinkOf(item, now) ?? paths.news.detail.href(item.id);

/** The preview link as the editor's panel shows it: an unpublished item's, open or expired; null when it has none. */
function previewLinkOf(item: Addressable, now: Date): EditorialNews['previewLink'] {
  if (item.published || !item.previewToken || !item.previewExpiresAt) return null;
  return {
    url: `${paths.news.detail.href(item.id)}?token=${encodeURIComponent(item.previewToken)}`,
    expiresAt: item.previewExpiresAt.toISOString(),
    expired: !hasOpenLink(item, now),
  };
}

export async function listEditorialNews(
  db: DbOrTx,
  query: EditorialNewsListQuery,
  now: Date,
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
        previewExpiresAt: news.previewExpiresAt,
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
  const list = rows.map((item) => {
    const state = editorialStateOf(item);
    return {
      id: item.id,
      title: item.title,
      newsDate: item.newsDate,
      state,
      stateText: editorialStateLabels[state],
      publishAt: item.publishAt?.toISOString() ?? null,
      updatedAt: new Date(item.updatedAt).toISOString(),
      version: item.version,
      url: urlOf(item, now),
    };
  });
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
  now: Date,
): Promise<EditorialNews> {
  const sharePhoto = alias(media, 'share_photo');
  const [found] = await db
    .select({
      item: news,
      photo: { folder: media.folder, fileLow: media.fileLow },
      sharePhoto: { folder: sharePhoto.folder, fileLow: sharePhoto.fileLow },
    })
    .from(news)
    .leftJoin(media, eq(media.id, news.mediaId))
    .leftJoin(sharePhoto, eq(sharePhoto.id, news.shareMediaId))
    .where(eq(news.id, id));
  if (!found) throw new DomainError(404, editorialNewsMessages.notFound);
  const { item } = found;
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
    url: urlOf(item, now),
    previewLink: previewLinkOf(item, now),
    mediaThumbnail: found.photo ? urls.file(found.photo.folder, found.photo.fileLow) : null,
    slug: item.slug,
    metaDescription: item.metaDescription,
    shareTitle: item.shareTitle,
    shareMediaId: item.shareMediaId,
    shareThumbnail: found.sharePhoto ? urls.file(found.sharePhoto.folder, found.sharePhoto.fileLow) : null,
    pdfFile: item.pdfFile,
    pdfUrl: storedFileUrl(urls, item.pdfFile),
    mediaIds: photoSet.map((row) => row.id),
    photoSet: photoSet.map((row) => mediaItemOf(row, urls)),
    createdAt: item.createdAt.toISOString(),
    updatedAt: (item.updatedAt ?? item.createdAt).toISOString(),
    changes: await newsChangesOf(db, id),
  };
}
