/**
 * The news reads: the list, paged and filtered (`news/json`, `news/json/filter`), the cars the filter offers
 * (`news/json/cars`), and one news item.
 */
import { api } from '../../lib/api/api';
import { listOf, listsOf } from '../../lib/api/responseShape';
import type { NewsCarsResponse, NewsDetailResponse, NewsItem, NewsPageResponse } from '../../domain/content';
import { pageReads } from '../../domain/pageReads';
import type { NewsFilter } from './newsFilters';

/** Spec section 9: the list starts at 10 news and grows by 10. */
export const newsPageSize = 10;

export interface NewsDetailRequest {
  id: number;
  /** The preview token of the page's address (`?token=`): lets an editor see an unpublished item. */
  token?: string;
}

function newsPageOf(response: unknown): NewsPageResponse {
  const source = (typeof response === 'object' && response !== null ? response : {}) as Partial<
    Record<keyof NewsPageResponse, unknown>
  >;
  return {
    pages: typeof source.pages === 'number' && source.pages >= 0 ? source.pages : 0,
    news: listOf<NewsItem>(source.news),
  };
}

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The list for a filter, page by page (page 1, 2, 3… of 10): 'Ver Mais News' fetches the next page and the list
     * appends it, so the news already on screen stay as they are. `pages` of the last answer tells when all are in.
     */
    getNewsPages: build.infiniteQuery<NewsPageResponse, NewsFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPageParam < lastPage.pages ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: filter, pageParam: page }) =>
        filter.textEnum
          ? {
              url: 'news/json/filter',
              params: {
                limit: newsPageSize,
                page,
                textEnum: filter.textEnum,
                association_id: filter.associationId,
                association_item_id: filter.associationItemId,
              },
            }
          : { url: 'news/json', params: { page, limit: newsPageSize } },
      transformResponse: newsPageOf,
    }),
    /** Every car with news, those the menu leaves out too, with their versions that have news. */
    getNewsCars: build.query<NewsCarsResponse, void>({
      query: () => 'news/json/cars',
      transformResponse: (response: unknown) => listsOf<NewsCarsResponse>(response, ['cars']),
    }),
    getNewsDetail: build.query<NewsDetailResponse, NewsDetailRequest>({
      query: ({ id, token }) => ({ url: pageReads.news(id), params: token ? { token } : undefined }),
    }),
  }),
});

export const { useGetNewsPagesInfiniteQuery, useGetNewsCarsQuery, useGetNewsDetailQuery } = newsApi;
