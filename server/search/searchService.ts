/**
 * `elastic/elastic/findBy` (spec section 7): the site search over search_items, the index the triggers of
 * migration 0009 keep in step with the content. Only published items (and none under a draft) are ever read.
 *
 * Matching, in order, each step only when the one before found too little:
 *  1. every word (stemmed, without accents) or the compact form of a model name; with `quick`, the last word as a
 *     prefix, since it is still being typed;
 *  2. any of the words, when no item has them all ("nivus 2025" when no text says 2025);
 *  3. titles within one wrong letter (pg_trgm word similarity), for a typo.
 * The SQL and the ranking are in searchQuery.ts.
 */
import {
  searchCategories,
  searchCategoryLabels,
  searchLimits,
  type SearchCategory,
} from '../../src/domain/search';
import type { SearchResponse, SearchResult } from '../../src/domain/searchSchemas';
import type { Db } from '../db/client';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { fullTextRows, typoRows, type FoundRow } from './searchQuery';
import { allWordsQuery, anyWordQuery, searchTermsOf, type SearchTerms } from './searchTerms';

/** A full search with fewer matches than this also looks for typos. */
const fewFullResults = 3;

async function findRows(db: Db, terms: SearchTerms, quick: boolean): Promise<FoundRow[]> {
  const limit = quick ? searchLimits.quickResults : searchLimits.fullResults;
  let rows = await fullTextRows(db, terms, allWordsQuery(terms, quick), { limit, quick });
  if (rows.length === 0 && terms.words.length > 1)
    rows = await fullTextRows(db, terms, anyWordQuery(terms), { limit, quick });
  const enough = quick ? limit : fewFullResults;
  if (rows.length < enough)
    rows = [...rows, ...(await typoRows(db, terms, { limit: limit - rows.length, except: rows }))];
  return rows;
}

function resultOf(row: FoundRow, urls: MediaUrlBuilder): SearchResult {
  return {
    category_type: row.categoryType as SearchCategory,
    item: {
      title: row.title,
      media: row.folder !== null && row.fileLow !== null ? urls.file(row.folder, row.fileLow) : '',
      object: { id: row.sourceId, parent_id: row.parentId, subtitle: row.subtitle, date: row.date },
    },
  };
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
  const listAll = rows.map((row) => resultOf(row, urls));
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
