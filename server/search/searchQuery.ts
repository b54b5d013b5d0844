/**
 * The SQL of the site search over search_items (migration 0009). Only published rows are ever read. The ranked
 * full-text lookup is the function `search_ranked` (migration 0011, where its ranking is explained); the typo lookup
 * is written here and ranks the same way: how close the title is, times a small boost for newer news.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/rawRows';
import type { SearchTerms } from './searchTerms';

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
  return rawRows<FoundRow>(await db.execute(query));
}

/**
 * Items matching the tsquery `match`, best first (`search_ranked`, migration 0011, ranks them). `quick`: the news
 * candidates are the newest, not the best.
 */
export function fullTextRows(
  db: Db,
  terms: SearchTerms,
  match: SQL,
  { limit, quick }: { limit: number; quick: boolean },
): Promise<FoundRow[]> {
  // Enough news candidates that the title closeness can still reorder them.
  const newsCandidates = quick ? limit * 2 : limit + 100;
  return rowsOf(
    db,
    sql`select source, source_id as "sourceId", category_type as "categoryType", parent_id as "parentId", title,
        subtitle, date, folder, file_low as "fileLow"
      from search_ranked(${match}, ${terms.folded}, ${terms.compact}, ${limit}, ${newsCandidates}, ${quick})`,
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
    ${resultsOf(sql`(${closeness}) * search_recency(c.item_date) desc`, limit)}`,
  );
}
