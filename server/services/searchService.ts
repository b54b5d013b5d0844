/**
 * `elastic/elastic/findBy` (spec section 7): the site search over search_items, the index the triggers of
 * migration 0009 keep in step with the content. Only published items (and none under a draft) are ever read.
 *
 * Matching, in order, each step only when the one before found too little:
 *  1. every word (stemmed, without accents) or the compact form of a model name; with `quick`, the last word as a
 *     prefix, since it is still being typed;
 *  2. any of the words, when no item has them all ("nivus 2025" when no text says 2025);
 *  3. titles within one wrong letter (pg_trgm word similarity), for a typo.
 * Ranking: ts_rank_cd with titles far above subtitles and text, plus how close the whole title is to the query (so
 * the car "Aurora T-Cross" comes before the news that mention it), then newer news first.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  searchCategories,
  searchCategoryLabels,
  searchLimits,
  type SearchCategory,
} from '../../src/domain/search';
import type { SearchResponse, SearchResult } from '../../src/domain/searchSchemas';
import type { Db } from '../db/client';
import { albumMedia, media, searchItems } from '../db/schema';
import type { MediaUrlBuilder } from './mediaUrls';
import { allWordsQuery, anyWordQuery, searchTermsOf, type SearchTerms } from './searchTerms';

/** ts_rank_cd weights in the order D, C, B, A: text (C) a tenth of a title (A), subtitles (B) in between. */
const rankWeights = '{0.05, 0.1, 0.4, 1.0}';
/** Below this word similarity a title is not taken for a typo of the query (one wrong letter in a 6-letter word is ~0.57). */
const typoSimilarity = 0.3;
/** A full search with fewer matches than this also looks for typos. */
const fewFullResults = 3;

interface Found {
  source: string;
  sourceId: number;
}

/** An album without a cover shows its first photo. */
const pictureId = sql<
  number | null
>`coalesce(${searchItems.mediaId}, case when ${searchItems.categoryType} = 'gallery' then (
  select ${albumMedia.mediaId} from ${albumMedia} where ${albumMedia.albumId} = ${searchItems.sourceId}
  order by ${albumMedia.position} limit 1) end)`;

const resultColumns = {
  source: searchItems.source,
  sourceId: searchItems.sourceId,
  categoryType: searchItems.categoryType,
  parentId: searchItems.parentId,
  title: searchItems.title,
  subtitle: searchItems.subtitle,
  date: sql<string | null>`to_char(${searchItems.itemDate}, 'YYYY-MM-DD')`,
  mediaId: pictureId,
};

interface Row extends Found {
  categoryType: string;
  parentId: number | null;
  title: string;
  subtitle: string;
  date: string | null;
  mediaId: number | null;
}

/**
 * Newer news a little above older ones: up to 10% for today's, fading over a year, so it orders equally relevant
 * news and never lifts a weak match over a good one.
 */
const recency = sql`case when ${searchItems.itemDate} is null then 1
  else 1 + 0.1 * exp(-greatest(current_date - ${searchItems.itemDate}, 0) / 365.0) end`;

/** How close the whole title is to the query, written either way ('t cross' is close to 'aurora tcross'). */
const titleCloseness = (terms: SearchTerms) =>
  sql`greatest(similarity(${searchItems.titleNorm}, ${terms.folded}), similarity(${searchItems.titleNorm}, ${terms.compact}))`;

async function fullText(db: Db, terms: SearchTerms, query: SQL, limit: number): Promise<Row[]> {
  const rank = sql`(ts_rank_cd(${rankWeights}::float4[], ${searchItems.document}, ${query})
    + ${titleCloseness(terms)}) * ${recency}`;
  return db
    .select(resultColumns)
    .from(searchItems)
    .where(and(eq(searchItems.published, true), sql`${searchItems.document} @@ ${query}`))
    .orderBy(desc(rank), desc(searchItems.itemDate), desc(searchItems.sourceId))
    .limit(limit) as Promise<Row[]>;
}

/**
 * Titles close to the query by trigram word similarity, through the trigram index: `<%` compares with the
 * transaction's `pg_trgm.word_similarity_threshold`, set here rather than on the server for everyone.
 */
async function typos(db: Db, terms: SearchTerms, limit: number, except: Found[]): Promise<Row[]> {
  // The typo's word closeness, then the whole title's: "Aurora Tarumã" before the news that mention the Tarumã.
  const closeness = sql`word_similarity(${terms.folded}, ${searchItems.titleNorm}) + ${titleCloseness(terms)}`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(typoSimilarity)}, true)`,
    );
    return tx
      .select(resultColumns)
      .from(searchItems)
      .where(
        and(
          eq(searchItems.published, true),
          sql`${terms.folded} <% ${searchItems.titleNorm}`,
          except.length
            ? sql`(${searchItems.source}, ${searchItems.sourceId}) not in (${sql.join(
                except.map((found) => sql`(${found.source}, ${found.sourceId}::int)`),
                sql`, `,
              )})`
            : undefined,
        ),
      )
      .orderBy(desc(sql`${closeness} * ${recency}`), desc(searchItems.itemDate), desc(searchItems.sourceId))
      .limit(limit) as Promise<Row[]>;
  });
}

async function findRows(db: Db, terms: SearchTerms, quick: boolean): Promise<Row[]> {
  const limit = quick ? searchLimits.quickResults : searchLimits.fullResults;
  let rows = await fullText(db, terms, allWordsQuery(terms, quick), limit);
  if (rows.length === 0 && terms.words.length > 1)
    rows = await fullText(db, terms, anyWordQuery(terms), limit);
  const enough = quick ? limit : fewFullResults;
  if (rows.length < enough) rows = [...rows, ...(await typos(db, terms, limit - rows.length, rows))];
  return rows;
}

function resultOf(row: Row, pictures: Map<number, string>): SearchResult {
  return {
    category_type: row.categoryType as SearchCategory,
    item: {
      title: row.title,
      media: (row.mediaId !== null && pictures.get(row.mediaId)) || '',
      object: { id: row.sourceId, parent_id: row.parentId, subtitle: row.subtitle, date: row.date },
    },
  };
}

/** The small pictures of the results, in one query. */
async function picturesOf(db: Db, urls: MediaUrlBuilder, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId])))];
  if (!ids.length) return new Map();
  const files = await db
    .select({ id: media.id, folder: media.folder, fileLow: media.fileLow })
    .from(media)
    .where(inArray(media.id, ids));
  return new Map(files.map((file) => [file.id, urls.file(file.folder, file.fileLow)]));
}

/** The answer for a query already validated by `searchQueryOf`. */
export async function searchSite(
  db: Db,
  urls: MediaUrlBuilder,
  query: string,
  { quick }: { quick: boolean },
): Promise<SearchResponse> {
  const terms = searchTermsOf(query);
  // A query of punctuation only ("...") has no word to look for.
  const rows = terms.words.length ? await findRows(db, terms, quick) : [];
  const pictures = await picturesOf(db, urls, rows);
  const listAll = rows.map((row) => resultOf(row, pictures));
  const perCategory = Object.fromEntries(
    searchCategories.map((category) => [
      category,
      listAll.filter((result) => result.category_type === category),
    ]),
  ) as Record<SearchCategory, SearchResult[]>;
  return {
    headers: searchCategories
      .filter((category) => perCategory[category].length > 0)
      .map((category) => searchCategoryLabels[category]),
    listAll,
    ...perCategory,
    total: listAll.length,
  };
}
