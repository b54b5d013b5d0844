/**
 * The calls of the editorial area's news, media and albums (`/api/redacao/…`, shapes in src/domain/editorialSchemas.ts). Every
 * write invalidates the list, so /redacao shows the new state when the press officer goes back to it. The item itself
 * is not cached across visits: the editor keeps the version it started from, and a save answers with the new one.
 */
import { api } from '../../lib/api/api';
import type {
  AlbumDraftBody,
  AlbumSaveBody,
  EditorialAlbum,
  EditorialAlbumList,
  EditorialDocument,
  EditorialNews,
  EditorialNewsChoices,
  EditorialNewsList,
  EditorialNewsListQuery,
  EditorialMediaItem,
  EditorialPhotoList,
  MediaRegisterBody,
  MediaTextsBody,
  NewsDraftBody,
  NewsSaveBody,
} from '../../domain/editorialSchemas';
import type { NewsMove } from './editor/newsMoves';

const editorialBase = api.enhanceEndpoints({
  addTagTypes: ['EditorialNewsList', 'EditorialPhotos', 'EditorialAlbums'],
});

/** A query's params without the empty ones, so the address says only what narrows the list. */
const paramsOf = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const editorialApi = editorialBase.injectEndpoints({
  endpoints: (build) => ({
    getEditorialNewsList: build.query<EditorialNewsList, EditorialNewsListQuery>({
      query: (query) => ({ url: 'redacao/news', params: paramsOf({ ...query }) }),
      providesTags: ['EditorialNewsList'],
    }),
    getEditorialNews: build.query<EditorialNews, number>({
      query: (id) => `redacao/news/${id}`,
      keepUnusedDataFor: 0,
    }),
    getEditorialNewsChoices: build.query<EditorialNewsChoices, void>({
      query: () => 'redacao/news/choices',
    }),
    getEditorialPhotos: build.query<EditorialPhotoList, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: 'redacao/photos', params: paramsOf({ q, page }) }),
      providesTags: ['EditorialPhotos'],
    }),
    /** A finished upload becomes a photo or a video, 'processing' until its sizes are made. */
    registerEditorialMedia: build.mutation<EditorialMediaItem, MediaRegisterBody>({
      query: (body) => ({ url: 'redacao/media', method: 'POST', body }),
    }),
    /** A finished upload of a PDF becomes the release's file, for the news item to name when saved. */
    registerEditorialDocument: build.mutation<EditorialDocument, MediaRegisterBody>({
      query: (body) => ({ url: 'redacao/documents', method: 'POST', body }),
    }),
    getEditorialMedia: build.query<EditorialMediaItem, number>({
      query: (id) => `redacao/media/${id}`,
      // A photo that became ready joins the photos to choose from.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.state === 'ready') dispatch(editorialBase.util.invalidateTags(['EditorialPhotos']));
      },
    }),
    saveEditorialMediaTexts: build.mutation<EditorialMediaItem, { id: number; body: MediaTextsBody }>({
      query: ({ id, body }) => ({ url: `redacao/media/${id}`, method: 'PUT', body }),
      invalidatesTags: ['EditorialPhotos'],
    }),
    createEditorialNews: build.mutation<EditorialNews, NewsDraftBody>({
      query: (body) => ({ url: 'redacao/news', method: 'POST', body }),
      invalidatesTags: ['EditorialNewsList'],
    }),
    saveEditorialNews: build.mutation<EditorialNews, { id: number; body: NewsSaveBody }>({
      query: ({ id, body }) => ({ url: `redacao/news/${id}`, method: 'PUT', body }),
      invalidatesTags: ['EditorialNewsList'],
    }),
    /**
     * 'Publicar', 'Despublicar', 'Agendar publicação', 'Cancelar agendamento', 'Excluir' and 'Restaurar': a move of
     * the item's state from the version shown.
     */
    moveEditorialNews: build.mutation<
      EditorialNews,
      { id: number; move: NewsMove; version: number; publishAt?: string }
    >({
      query: ({ id, move, version, publishAt }) => ({
        url: `redacao/news/${id}/${move}`,
        method: 'POST',
        body: move === 'schedule' ? { version, publishAt } : { version },
      }),
      invalidatesTags: ['EditorialNewsList'],
    }),
    getEditorialAlbums: build.query<EditorialAlbumList, void>({
      query: () => 'redacao/albums',
      providesTags: ['EditorialAlbums'],
    }),
    getEditorialAlbum: build.query<EditorialAlbum, number>({
      query: (id) => `redacao/albums/${id}`,
      keepUnusedDataFor: 0,
    }),
    createEditorialAlbum: build.mutation<EditorialAlbum, AlbumDraftBody>({
      query: (body) => ({ url: 'redacao/albums', method: 'POST', body }),
      invalidatesTags: ['EditorialAlbums'],
    }),
    saveEditorialAlbum: build.mutation<EditorialAlbum, { id: number; body: AlbumSaveBody }>({
      query: ({ id, body }) => ({ url: `redacao/albums/${id}`, method: 'PUT', body }),
      invalidatesTags: ['EditorialAlbums'],
    }),
    moveEditorialAlbum: build.mutation<
      EditorialAlbum,
      { id: number; move: 'publish' | 'unpublish'; version: number }
    >({
      query: ({ id, move, version }) => ({
        url: `redacao/albums/${id}/${move}`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: ['EditorialAlbums'],
    }),
  }),
});

export const {
  useGetEditorialNewsListQuery,
  useGetEditorialNewsQuery,
  useLazyGetEditorialNewsQuery,
  useGetEditorialNewsChoicesQuery,
  useGetEditorialPhotosQuery,
  useRegisterEditorialMediaMutation,
  useRegisterEditorialDocumentMutation,
  useGetEditorialMediaQuery,
  useLazyGetEditorialMediaQuery,
  useSaveEditorialMediaTextsMutation,
  useCreateEditorialNewsMutation,
  useSaveEditorialNewsMutation,
  useMoveEditorialNewsMutation,
  useGetEditorialAlbumsQuery,
  useGetEditorialAlbumQuery,
  useLazyGetEditorialAlbumQuery,
  useCreateEditorialAlbumMutation,
  useSaveEditorialAlbumMutation,
  useMoveEditorialAlbumMutation,
} = editorialApi;
