/**
 * The calls of the lists the editorial area saves whole (`/api/redacao/contacts`, `/api/redacao/banner`, shapes in
 * src/domain/editorialListSchemas.ts). A list is not cached across visits: the editor keeps the version it started
 * from, and a save of the draft, a publication or a discard answers with the list as it then is and its new version.
 */
import { api } from '../../../lib/api/api';
import type {
  BannerSaveBody,
  ContactsSaveBody,
  EditorialBanner,
  EditorialContacts,
} from '../../../domain/editorialListSchemas';

export interface ListMove {
  move: 'publish' | 'discard';
  version: number;
}

export const listsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditorialContacts: build.query<EditorialContacts, void>({
      query: () => 'redacao/contacts',
      keepUnusedDataFor: 0,
    }),
    saveEditorialContacts: build.mutation<EditorialContacts, ContactsSaveBody>({
      query: (body) => ({ url: 'redacao/contacts', method: 'PUT', body }),
    }),
    /** 'Publicar' and 'Descartar rascunho', from the version shown. */
    moveEditorialContacts: build.mutation<EditorialContacts, ListMove>({
      query: ({ move, version }) => ({ url: `redacao/contacts/${move}`, method: 'POST', body: { version } }),
    }),
    getEditorialBanner: build.query<EditorialBanner, void>({
      query: () => 'redacao/banner',
      keepUnusedDataFor: 0,
    }),
    saveEditorialBanner: build.mutation<EditorialBanner, BannerSaveBody>({
      query: (body) => ({ url: 'redacao/banner', method: 'PUT', body }),
    }),
    moveEditorialBanner: build.mutation<EditorialBanner, ListMove>({
      query: ({ move, version }) => ({ url: `redacao/banner/${move}`, method: 'POST', body: { version } }),
    }),
  }),
});

export const {
  useGetEditorialContactsQuery,
  useLazyGetEditorialContactsQuery,
  useSaveEditorialContactsMutation,
  useMoveEditorialContactsMutation,
  useGetEditorialBannerQuery,
  useLazyGetEditorialBannerQuery,
  useSaveEditorialBannerMutation,
  useMoveEditorialBannerMutation,
} = listsApi;
