/**
 * News reads: the paged list (`news/json`), the filter by text enum and association (`news/json/filter`), a news
 * item's detail with its related news and photos (`news/json/news/{id}`), and the news lists other pages show.
 * Only published news are ever listed; newest `news_date` first, then the highest id.
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type {
  NewsAssociation,
  NewsDetailResponse,
  NewsItem,
  NewsPageResponse,
  NewsTextEnum,
} from '../../src/domain/content';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { cacheKey, type ContentCache } from '../shared/contentCache';
import { albumMedia, media, news, newsAssociations } from '../db/schema';
import { loadContentPage, mediaByIds, storedFileUrl, type PageRead } from '../content/contentPage';
import type { MediaRow } from '../media/mediaRow';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { galleryItem } from '../media/galleryService';
import { favoriteMaxFiles } from '../../src/domain/favorites';
import { newsItemOf, type NewsAssociationRow } from './newsShape';
import { newsGalleryMedia, photoSetOf } from './newsPhotoSet';
import { canSee, contentNotFound } from '../content/publication';
import { newsSlugOf } from '../../src/domain/newsSharing';

/** The related-content list of a page shows 7 news (spec section 9, the vertical carousel). */
export const relatedNewsLimit = 7;

const { id: _mediaId, ...mediaFileColumns } = getTableColumns(media);

/** A news item's associations, in the same query as the item (one round trip for a page of news). */
const associationsOfNews = sql<NewsAssociationRow[]>`coalesce((
  select json_agg(json_build_object(
    'textEnum', ${newsAssociations.textEnum},
    'associationId', ${newsAssociations.associationId},
    'associationItemId', ${newsAssociations.associationItemId}
  ) order by ${newsAssociations.id})
  from ${newsAssociations} where ${newsAssociations.newsId} = ${news.id}), '[]'::json)`;

const newsListColumns = {
  id: news.id,
  title: news.title,
  subtitle: news.subtitle,
  newsDate: news.newsDate,
  createdAt: news.createdAt,
  albumId: news.albumId,
  media: mediaFileColumns,
};

/**
 * News about a target: an association of this text enum, to this page or car (`associationId`) and, when given,
 * this level-2 page or version (`itemId`; null: about the page or car as a whole).
 */
export interface NewsTarget {
  textEnum: NewsTextEnum;
  associationId?: number | number[];
  itemId?: number | null;
}

/** `exists (…)` of an association to the target: a news item with two matching associations is still listed once. */
export function aboutTarget(target: NewsTarget): SQL {
  const conditions: SQL[] = [
    eq(newsAssociations.newsId, news.id),
    eq(newsAssociations.textEnum, target.textEnum),
  ];
  if (Array.isArray(target.associationId))
    conditions.push(
      target.associationId.length
        ? inArray(newsAssociations.associationId, target.associationId)
        : sql`false`,
    );
  else if (target.associationId !== undefined)
    conditions.push(eq(newsAssociations.associationId, target.associationId));
  if (target.itemId === null) conditions.push(isNull(newsAssociations.associationItemId));
  else if (target.itemId !== undefined)
    conditions.push(eq(newsAssociations.associationItemId, target.itemId));
  return sql`exists (select 1 from ${newsAssociations} where ${and(...conditions)})`;
}

const published = eq(news.published, true);

/**
 * Published news matching `where`, newest first, shaped for the wire. `orderFirst` ranks some before the rest. The
 * page's ids are chosen first and only those ten rows joined with their media: joining before the OFFSET would look
 * up the photo of every news item skipped, which on a deep page of 10,000 news is most of the time spent.
 */
export async function listNews(
  db: Db,
  urls: MediaUrlBuilder,
  where: SQL | undefined,
  { limit, offset = 0, orderFirst }: { limit: number; offset?: number; orderFirst?: SQL },
): Promise<NewsItem[]> {
  const order = [...(orderFirst ? [desc(orderFirst)] : []), desc(news.newsDate), desc(news.id)];
  const pageIds = db
    .select({ id: news.id })
    .from(news)
    .where(where ? and(published, where) : published)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return newsOfPage(db, urls, pageIds, order);
}

/** The news of these ids (a subquery that chose a page), with their photo and associations, in `order`. */
async function newsOfPage(
  db: Db,
  urls: MediaUrlBuilder,
  pageIds: SQLWrapper,
  order: SQL[],
): Promise<NewsItem[]> {
  const rows = await db
    .select({ ...newsListColumns, associations: associationsOfNews })
    .from(news)
    .leftJoin(media, eq(media.id, news.mediaId))
    .where(inArray(news.id, pageIds))
    .orderBy(...order);
  return rows.map(({ associations, ...row }) => newsItemOf(row, associations, urls));
}

/** A target of one car or page (`news/json/filter?…&association_id`), the one the association rows can list alone. */
type OneTarget = NewsTarget & { associationId: number };

const aboutOne = (target: NewsTarget): target is OneTarget => typeof target.associationId === 'number';

/** Which association rows of the target count: any, those of one item (`itemId`), those about it as a whole. */
type ItemScope = 'any' | 'item' | 'whole';

/**
 * A page of published news about one car or page, newest first, chosen from the association rows alone: they carry
 * their news item's date and publication (migrations 0019 and 0020), so the index `news_associations_listed` gives
 * them in list order and only the page's rows and the skipped ones before it are read (listing from `news` with
 * `aboutTarget` read every published news item to keep the car's and sort them). DISTINCT: a news item with two
 * matching associations is still listed once (its rows share the date, so they are neighbours in this order).
 *
 * A prepared statement: the filter is the most asked list, and drizzle building the SQL and PostgreSQL planning it
 * at each request cost more than running it (pgbench: 0.8 ms a page planned each time, 0.3 ms prepared).
 */
function prepareNewsAbout(db: Db, scope: ItemScope, name: string) {
  const conditions: SQL[] = [
    eq(newsAssociations.newsPublished, true),
    eq(newsAssociations.textEnum, sql.placeholder('textEnum')),
    eq(newsAssociations.associationId, sql.placeholder('associationId')),
  ];
  if (scope === 'item') conditions.push(eq(newsAssociations.associationItemId, sql.placeholder('itemId')));
  if (scope === 'whole') conditions.push(isNull(newsAssociations.associationItemId));
  const page = db
    .selectDistinct({ newsDate: newsAssociations.newsDate, id: newsAssociations.newsId })
    .from(newsAssociations)
    .where(and(...conditions))
    .orderBy(desc(newsAssociations.newsDate), desc(newsAssociations.newsId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...newsListColumns, associations: associationsOfNews })
    .from(news)
    .leftJoin(media, eq(media.id, news.mediaId))
    .where(inArray(news.id, db.select({ id: page.id }).from(page)))
    .orderBy(desc(news.newsDate), desc(news.id))
    .prepare(name);
}

async function newsAbout(
  db: Db,
  urls: MediaUrlBuilder,
  target: OneTarget,
  { limit, offset }: { limit: number; offset: number },
): Promise<NewsItem[]> {
  const scope: ItemScope = target.itemId === undefined ? 'any' : target.itemId === null ? 'whole' : 'item';
  const query = preparedFor(db, `news_about_one_${scope}`, (name) => prepareNewsAbout(db, scope, name));
  const rows = await query.execute({
    textEnum: target.textEnum,
    associationId: target.associationId,
    itemId: target.itemId ?? null,
    limit,
    offset,
  });
  return rows.map(({ associations, ...row }) => newsItemOf(row, associations, urls));
}

/** `news/json`: a page of every published news item, a prepared statement too (the most asked list after the filter). */
function prepareNewsPage(db: Db, name: string) {
  const pageIds = db
    .select({ id: news.id })
    .from(news)
    .where(published)
    .orderBy(desc(news.newsDate), desc(news.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({ ...newsListColumns, associations: associationsOfNews })
    .from(news)
    .leftJoin(media, eq(media.id, news.mediaId))
    .where(inArray(news.id, pageIds))
    .orderBy(desc(news.newsDate), desc(news.id))
    .prepare(name);
}

async function newsOfAll(db: Db, urls: MediaUrlBuilder, paging: { limit: number; offset: number }) {
  const rows = await preparedFor(db, 'news_page', (name) => prepareNewsPage(db, name)).execute(paging);
  return rows.map(({ associations, ...row }) => newsItemOf(row, associations, urls));
}

/**
 * The count behind `pages`, kept in the content cache beside the answers (public, dropped on the same NOTIFY): a
 * visitor paging through a list asks for the same count with every page, and counting is most of a page's work.
 */
async function countNews(db: Db, cache: ContentCache, where: SQL | undefined, key: string): Promise<number> {
  const answer = await cache.get(key, async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(news)
      .where(where ? and(published, where) : published);
    return row?.total ?? 0;
  });
  return JSON.parse(answer.json.toString()) as number;
}

async function newsPage({
  db,
  urls,
  cache,
  list,
  paging: { page, limit },
}: {
  db: Db;
  urls: MediaUrlBuilder;
  cache: ContentCache;
  list: { where: SQL | undefined; countKey: string; target?: NewsTarget };
  paging: { page: number; limit: number };
}): Promise<NewsPageResponse> {
  const offset = (page - 1) * limit;
  const [total, items] = await Promise.all([
    countNews(db, cache, list.where, list.countKey),
    list.target && aboutOne(list.target)
      ? newsAbout(db, urls, list.target, { limit, offset })
      : list.where
        ? listNews(db, urls, list.where, { limit, offset })
        : newsOfAll(db, urls, { limit, offset }),
  ]);
  return { pages: Math.ceil(total / limit), news: items };
}

/** `GET news/json?page&limit`: `pages` is the page count for that limit (0 when there is no news). */
export function buildNewsPage(
  db: Db,
  urls: MediaUrlBuilder,
  cache: ContentCache,
  paging: { page: number; limit: number },
) {
  return newsPage({ db, urls, cache, list: { where: undefined, countKey: cacheKey('news/count') }, paging });
}

/** `GET news/json/filter?…&textEnum[&association_id][&association_item_id]`. */
export function buildNewsFilter({
  db,
  urls,
  cache,
  paging,
  target,
}: {
  db: Db;
  urls: MediaUrlBuilder;
  cache: ContentCache;
  paging: { page: number; limit: number };
  target: NewsTarget;
}) {
  const countKey = cacheKey('news/count', {
    textEnum: target.textEnum,
    associationId: Array.isArray(target.associationId)
      ? target.associationId.join(',')
      : target.associationId,
    itemId: target.itemId === null ? 'null' : target.itemId,
  });
  return newsPage({ db, urls, cache, list: { where: aboutTarget(target), countKey, target }, paging });
}

/**
 * The news list of a page about `target`. With `itemFirst` (a version, a level-2 page), news about that item come
 * first, then those about its car or parent page as a whole.
 */
export function relatedNews(
  db: Db,
  urls: MediaUrlBuilder,
  target: NewsTarget,
  itemFirst?: NewsTarget,
): Promise<NewsItem[]> {
  return listNews(db, urls, aboutTarget(target), {
    limit: relatedNewsLimit,
    ...(itemFirst ? { orderFirst: aboutTarget(itemFirst) } : {}),
  });
}

/**
 * `GET news/json/news/{id}`. `related`: the latest published news sharing one of its associations (same text enum
 * and page or car), then the latest news to fill the list, 7 in all, never the item itself. `gallery`: its photo,
 * its photo set, its media blocks and its album's photos, each once, and nothing else: it is the release's set, shown under its text
 * and taken whole by 'Baixar todas' (server/sets), so another release's photos must not pass for its own. Its set
 * (news_media) comes right after its photo, in the order the press office chose.
 */
export async function buildNewsDetail({
  db,
  urls,
  id,
  access,
}: PageRead & { id: number }): Promise<NewsDetailResponse> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row || !canSee(access, [row])) throw contentNotFound();

  const [loaded, associations, photoSet, albumPhotos] = await Promise.all([
    loadContentPage(db, urls, 'news', row),
    db
      .select()
      .from(newsAssociations)
      .where(eq(newsAssociations.newsId, id))
      .orderBy(asc(newsAssociations.id)),
    photoSetOf(db, id),
    albumMediaOf(db, row.albumId),
  ]);

  const sharing = associations.map((association) =>
    aboutTarget({ textEnum: association.textEnum, associationId: association.associationId }),
  );
  const notItself = ne(news.id, id);
  const related = sharing.length
    ? await listNews(db, urls, and(notItself, or(...sharing)), { limit: relatedNewsLimit })
    : [];
  if (related.length < relatedNewsLimit) {
    const seen = [id, ...related.map((item) => item.id)];
    related.push(
      ...(await listNews(db, urls, notInArray(news.id, seen), { limit: relatedNewsLimit - related.length })),
    );
  }

  return {
    news: {
      ...loaded.page,
      news_date: row.newsDate,
      news_associations: associations.map((association): NewsAssociation => ({
        text_enum: association.textEnum,
        association_id: association.associationId,
        association_item_id: association.associationItemId,
      })),
      bucket_id: row.albumId,
      pdfMedia: storedFileUrl(urls, row.pdfFile),
      slug: newsSlugOf(row),
    },
    related,
    gallery: newsGalleryMedia({
      mainPhotoId: row.mediaId,
      ownMedia: loaded.ownMedia,
      photoSet,
      albumMedia: albumPhotos,
    })
      .slice(0, favoriteMaxFiles)
      // A release's photos are read under its text: each with the caption and credit the press office gave it.
      .map((row) => ({ ...galleryItem(urls, row), caption: row.caption, credit: row.credit })),
  };
}

/** An album's media in the album's order (a news item's photo set, an album taken whole). */
export async function albumMediaOf(db: Db, albumId: number | null): Promise<MediaRow[]> {
  if (albumId === null) return [];
  const items = await db
    .select({ mediaId: albumMedia.mediaId })
    .from(albumMedia)
    .where(eq(albumMedia.albumId, albumId))
    .orderBy(asc(albumMedia.position), asc(albumMedia.mediaId));
  const byId = await mediaByIds(
    db,
    items.map((item) => item.mediaId),
  );
  return items.map((item) => byId.get(item.mediaId)).filter((row): row is MediaRow => row !== undefined);
}
