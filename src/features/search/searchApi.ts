/**
 * The site search (`elastic/elastic/findBy`, spec section 7): a few best items for the header's suggestions
 * (`quickSearch=true`) and the full results for /SearchPage (`quickSearch=false`). Each query text is its own cache
 * entry, so an answer that comes back late lands under its own text and never replaces the one being shown.
 */
import { api } from '../../lib/api/api';
import { listOf } from '../../lib/api/responseShape';
import { searchCategories, type SearchCategory } from '../../domain/search';
import type { SearchResponse, SearchResult } from '../../domain/searchSchemas';

/** The answer with every list present: a missing or malformed list reads as empty rather than crashing a tab. */
function searchResponseOf(response: unknown): SearchResponse {
  const source = (typeof response === 'object' && response !== null ? response : {}) as Record<
    string,
    unknown
  >;
  const lists = Object.fromEntries(
    searchCategories.map((category) => [category, listOf<SearchResult>(source[category])]),
  ) as Record<SearchCategory, SearchResult[]>;
  const listAll = listOf<SearchResult>(source.listAll);
  return {
    ...lists,
    headers: listOf<string>(source.headers),
    listAll,
    total: typeof source.total === 'number' ? source.total : listAll.length,
  };
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchSuggestions: build.query<SearchResponse, string>({
      query: (search) => ({ url: 'elastic/elastic/findBy', params: { search, quickSearch: 'true' } }),
      transformResponse: searchResponseOf,
      // Suggestions are typed and erased quickly: a short life keeps the cache from growing with every prefix.
      keepUnusedDataFor: 30,
    }),
    getSearchResults: build.query<SearchResponse, string>({
      query: (search) => ({ url: 'elastic/elastic/findBy', params: { search, quickSearch: 'false' } }),
      transformResponse: searchResponseOf,
    }),
  }),
});

export const { useGetSearchSuggestionsQuery, useGetSearchResultsQuery } = searchApi;
