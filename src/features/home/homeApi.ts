/** The home page's reads: its payload (banner, news, gallery, cars) and the social feeds. */
import { api } from '../../lib/api/api';
import { listOf, listsOf } from '../../lib/api/responseShape';
import type { HomeResponse, SocialFeedItem } from '../../domain/content';
import { pageReads } from '../../domain/pageReads';

const homeLists = ['news', 'gallery', 'destaque', 'cars'] as const;
/** What the page uses of `home/json/`, which carries the menu too (spec section 7): the layout reads that from
 * `menu/json/`. */
export type HomeContent = Pick<HomeResponse, (typeof homeLists)[number]>;

/** A feed answers `{ items }`; the page only ever uses the items. */
const feedItems = (response: unknown) =>
  listOf<SocialFeedItem>((response as { items?: unknown } | null)?.items);

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** With the preview token of the banner's draft, its slides in place of the published ones. */
    getHome: build.query<HomeContent, string | void>({
      // Without a token, exactly the address the page's HTML preloads.
      query: (token) => (token ? { url: pageReads.home, params: { token } } : pageReads.home),
      transformResponse: (response: unknown) => listsOf<HomeContent>(response, homeLists),
    }),
    getYoutubeFeed: build.query<SocialFeedItem[], void>({
      query: () => 'rssfeed/youtube',
      transformResponse: feedItems,
    }),
    getTweets: build.query<SocialFeedItem[], void>({
      query: () => 'rssfeed/twitter',
      transformResponse: feedItems,
    }),
  }),
});

export const { useGetHomeQuery, useGetYoutubeFeedQuery, useGetTweetsQuery } = homeApi;
