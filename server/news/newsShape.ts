/** Shapes news rows into the spec's news item (`news_associations`, `session_id`, `car_id`…). */
import { asc, inArray } from 'drizzle-orm';
import { brazilDayBounds } from '../../src/domain/brazilTime';
import type { NewsAssociation, NewsItem } from '../../src/domain/content';
import type { Db } from '../db/client';
import { newsAssociations } from '../db/schema';
import type { MediaFiles, MediaUrlBuilder } from '../media/mediaUrls';

export interface NewsRow {
  id: number;
  title: string;
  subtitle: string;
  newsDate: string;
  createdAt: Date;
  albumId: number | null;
  media: MediaFiles | null;
}

/**
 * When a published item went live: its `publishedAt`, or for a row written without one (the seed, a tool) the start
 * of its news date in Brasília, the moment the migration gave the items it found with no publication on record.
 */
export const newsPublicationMoment = (row: { publishedAt: Date | null; newsDate: string }): Date =>
  row.publishedAt ?? brazilDayBounds(row.newsDate).start;

/** The association of each text enum gives the item's `*_id` field. */
const idFieldOf = {
  Empresa: 'session_id',
  Technologies: 'technology_id',
  'E-Mobilities': 'emobility_id',
  Carros: 'car_id',
} as const;

/** What `newsItemOf` needs of an association row. */
export type NewsAssociationRow = Pick<
  typeof newsAssociations.$inferSelect,
  'textEnum' | 'associationId' | 'associationItemId'
>;

export async function shapeNews(db: Db, rows: NewsRow[], urls: MediaUrlBuilder): Promise<NewsItem[]> {
  const ids = rows.map((row) => row.id);
  const associations = ids.length
    ? await db
        .select()
        .from(newsAssociations)
        .where(inArray(newsAssociations.newsId, ids))
        .orderBy(asc(newsAssociations.id))
    : [];
  return rows.map((row) =>
    newsItemOf(
      row,
      associations.filter((association) => association.newsId === row.id),
      urls,
    ),
  );
}

/** One news item from its row and its associations (in their order: the first of a text enum gives `*_id`). */
export function newsItemOf(
  row: NewsRow,
  associations: NewsAssociationRow[],
  urls: MediaUrlBuilder,
): NewsItem {
  const item: NewsItem = {
    id: row.id,
    _id: String(row.id),
    title: row.title,
    subtitle: row.subtitle,
    news_date: row.newsDate,
    created_at: row.createdAt.toISOString(),
    news_associations: associations.map((association): NewsAssociation => ({
      text_enum: association.textEnum,
      association_id: association.associationId,
      association_item_id: association.associationItemId,
    })),
    category_type: 'news',
    session_id: null,
    car_id: null,
    technology_id: null,
    emobility_id: null,
    bucket_id: row.albumId,
    ...urls.variants(row.media),
  };
  for (const association of associations) item[idFieldOf[association.textEnum]] ??= association.associationId;
  return item;
}
