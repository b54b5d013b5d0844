/**
 * The media center's read: the latest news and photos, as `home/json/` carries them (its 6 latest news and 9 latest
 * gallery items). The home feature reads the same call for its own page; features don't share endpoints, so this one
 * keeps only what the media center shows.
 */
import { api } from '../../lib/api/api';
import { listsOf } from '../../lib/api/responseShape';
import type { GalleryItem, NewsItem } from '../../domain/content';

export interface MediaCenterContent {
  news: NewsItem[];
  gallery: GalleryItem[];
}

export const mediaCenterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMediaCenter: build.query<MediaCenterContent, void>({
      query: () => 'home/json/',
      transformResponse: (response: unknown) => listsOf<MediaCenterContent>(response, ['news', 'gallery']),
    }),
  }),
});

export const { useGetMediaCenterQuery } = mediaCenterApi;
