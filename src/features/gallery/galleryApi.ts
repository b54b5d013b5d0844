/**
 * The gallery reads (spec section 7): the latest photos, videos and albums, and one album's media, each paged 9 at a
 * time from page 1 as RTK Query infinite queries: 'Ver mais' fetches the next page and the section appends it.
 */
import { api } from '../../lib/api/api';
import { listOf } from '../../lib/api/responseShape';
import { galleryPageSize, pageReads } from '../../domain/pageReads';
import type {
  Album,
  AlbumDetailResponse,
  AlbumPageResponse,
  GalleryItem,
  GalleryPageResponse,
} from '../../domain/content';

export type GalleryMediaKind = 'photos' | 'videos';

type Loose<T> = Partial<Record<keyof T, unknown>>;

function objectOf<T>(value: unknown): Loose<T> {
  return (typeof value === 'object' && value !== null ? value : {}) as Loose<T>;
}

function pagesOf(value: unknown): number {
  return typeof value === 'number' && value >= 0 ? value : 0;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The next page while the last one fetched is below the total (spec section 4: hides when page equals pages). */
const nextPage = (lastPage: { pages: number }, _allPages: unknown, lastPageParam: number) =>
  lastPageParam < lastPage.pages ? lastPageParam + 1 : undefined;

const pageOptions = { initialPageParam: 1, getNextPageParam: nextPage };

export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `buckets/json/photos` or `buckets/json/videos`, newest first. */
    getGalleryMediaPages: build.infiniteQuery<GalleryPageResponse, GalleryMediaKind, number>({
      infiniteQueryOptions: pageOptions,
      query: ({ queryArg: kind, pageParam: page }) => pageReads.galleryMedia(kind, page),
      transformResponse: (response: unknown): GalleryPageResponse => {
        const source = objectOf<GalleryPageResponse>(response);
        return { pages: pagesOf(source.pages), bucket_media: listOf<GalleryItem>(source.bucket_media) };
      },
    }),
    /** `buckets/json`: the albums, newest first. The argument is unused (one list). */
    getAlbumPages: build.infiniteQuery<AlbumPageResponse, 'albums', number>({
      infiniteQueryOptions: pageOptions,
      query: ({ pageParam: page }) => pageReads.albums(page),
      transformResponse: (response: unknown): AlbumPageResponse => {
        const source = objectOf<AlbumPageResponse>(response);
        return { pages: pagesOf(source.pages), bucket: listOf<Album>(source.bucket) };
      },
    }),
    /** `buckets/json/bucket/{id}`: the album (title, description) and one page of its media. 404 when unknown. */
    getAlbumDetailPages: build.infiniteQuery<AlbumDetailResponse, number, number>({
      infiniteQueryOptions: pageOptions,
      query: ({ queryArg: albumId, pageParam: page }) => ({
        url: `buckets/json/bucket/${albumId}`,
        params: { page, limit: galleryPageSize },
      }),
      transformResponse: (response: unknown): AlbumDetailResponse => {
        const source = objectOf<AlbumDetailResponse>(response);
        const bucket = objectOf<AlbumDetailResponse['bucket']>(source.bucket);
        return {
          pages: pagesOf(source.pages),
          bucket: {
            id: typeof bucket.id === 'number' ? bucket.id : 0,
            title: stringOf(bucket.title),
            description: stringOf(bucket.description),
            created_at: stringOf(bucket.created_at),
            bucket_associations: listOf<GalleryItem>(bucket.bucket_associations),
          },
        };
      },
    }),
  }),
});

export const {
  useGetGalleryMediaPagesInfiniteQuery,
  useGetAlbumPagesInfiniteQuery,
  useGetAlbumDetailPagesInfiniteQuery,
} = galleryApi;

/** The items of every page fetched so far, in order, each once (an item published meanwhile shifts the pages). */
export function uniqueById<T extends { id: number }>(lists: T[][]): T[] {
  const seen = new Set<number>();
  return lists.flat().filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
