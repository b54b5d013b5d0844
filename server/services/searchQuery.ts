/**
 * The SQL of the site search over search_items (migration 0009). Only published rows are ever read.
 *
 * Ranking: ts_rank_cd with titles far above subtitles and text, plus how close the whole title is to the query (so
 * the car "Aurora T-Cross" comes before the news that mention it), times a small boost for newer news. The title
 * closeness (pg_trgm) costs more than the rank, so it is computed for candidates only: every matching item that is
 * not a news item (a few hundred cars, versions, pages, albums at most), and the best news by text rank alone
 * (quick: the newest, without ranking them all). A query matching thousands of news ranks them once, cheaply.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SearchTerms } from './searchTerms';

/** ts_rank_cd weights in the order D, C, B, A: text (C) a tenth of a title (A), subtitles (B) in between. */
const rankWeights = sql.raw(`'{0.05, 0.1, 0.4, 1.0}'::float4[]`);

export interface FoundRow {
  source: string;
  sourceId: number;
  categoryType: string;
  parentId: number | null;
  title: string;
  subtitle: string;
  date: string | null;
  /** The small picture's folder and file, when the item has one. */
  folder: string | null;
  fileLow: string | null;
}

/**
 * Newer news a little above older ones: up to 10% for today's, fading over a year, so it orders equally relevant
 * news and never lifts a weak match over a good one.
 */
const recency = (row: string) =>
  sql.raw(`case when ${row}.item_date is null then 1
    else 1 + 0.1 * exp(-greatest(current_date - ${row}.item_date, 0)::float8 / 365) end`);

/**
 * How close the whole title is to the query, written either way ('t cross' is close to 'aurora tcross'); one
 * trigram comparison when both ways are the same word.
 */
const titleCloseness = (row: string, terms: SearchTerms) =>
  terms.compact === terms.folded
    ? sql`similarity(${sql.raw(row)}.title_norm, ${terms.folded})`
    : sql`greatest(similarity(${sql.raw(row)}.title_norm, ${terms.folded}),
        similarity(${sql.raw(row)}.title_norm, ${terms.compact}))`;

/** The answer's columns from `candidates c`, with the picture (an album without a cover shows its first photo). */
function resultsOf(order: SQL, limit: number): SQL {
  return sql`select c.source, c.source_id as "sourceId", c.category_type as "categoryType", c.parent_id as "parentId",
      c.title, c.subtitle, to_char(c.item_date, 'YYYY-MM-DD') as date, m.folder, m.file_low as "fileLow"
    from candidates c
    left join media m on m.id = coalesce(c.media_id, case when c.category_type = 'gallery' then (
      select am.media_id from album_media am where am.album_id = c.source_id order by am.position limit 1) end)
    order by ${order}, c.item_date desc nulls last, c.source_id desc
    limit ${limit}`;
}

async function rowsOf(db: Db, query: SQL): Promise<FoundRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: FoundRow[] };
  return result.rows;
}

/** Items matching the tsquery `match`, best first. `quick`: the news candidates are the newest, not the best. */
export function fullTextRows(
  db: Db,
  terms: SearchTerms,
  match: SQL,
  { limit, quick }: { limit: number; quick: boolean },
): Promise<FoundRow[]> {
  const textRank = (row: string) => sql`ts_rank_cd(${rankWeights}, ${sql.raw(row)}.document, ${match})`;
  const newsOrder = quick
    ? sql`item_date desc, source_id desc`
    : sql`${textRank('matches')} * ${recency('matches')} desc, item_date desc, source_id desc`;
  // Enough news candidates that the title closeness can still reorder them.
  const newsCandidates = quick ? limit * 4 : limit + 100;
  return rowsOf(
    db,
    sql`with matches as materialized (
      select source, source_id, category_type, parent_id, title, subtitle, media_id, item_date, document, title_norm
      from search_matching(${match})
    ), candidates as (
      select * from matches where category_type <> 'news'
      union all
      (select * from matches where category_type = 'news' order by ${newsOrder} limit ${newsCandidates})
    )
    ${resultsOf(sql`(${textRank('c')} + ${titleCloseness('c', terms)}) * ${recency('c')} desc`, limit)}`,
  );
}

/**
 * Titles within a typo of the query (pg_trgm word similarity over the trigram index, the threshold set on
 * `search_close_titles`, migration 0010). `except`: items already found.
 */
export function typoRows(
  db: Db,
  terms: SearchTerms,
  { limit, except }: { limit: number; except: FoundRow[] },
): Promise<FoundRow[]> {
  const skip = except.length
    ? sql`where (source, source_id) not in (${sql.join(
        except.map((found) => sql`(${found.source}, ${found.sourceId}::int)`),
        sql`, `,
      )})`
    : sql``;
  // The typo's word closeness, then the whole title's: "Aurora Tarumã" before the news that mention the Tarumã.
  const closeness = sql`word_similarity(${terms.folded}, c.title_norm) + ${titleCloseness('c', terms)}`;
  return rowsOf(
    db,
    // Candidates before the finer ranking: the closest titles, the shorter first among equals (a car's or a page's
    // title, rather than the many news titles that contain it).
    sql`with candidates as (
      select * from search_close_titles(${terms.folded}) ${skip}
      order by word_similarity(${terms.folded}, title_norm) desc, length(title_norm)
      limit ${limit * 4}
    )
    ${resultsOf(sql`(${closeness}) * ${recency('c')} desc`, limit)}`,
  );
}
