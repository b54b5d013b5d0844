/**
 * The calls of the lists the editorial area saves whole (`/api/redacao/contacts`, `/api/redacao/banner`, shapes in
 * src/domain/editorialListSchemas.ts). A list is not cached across visits: the editor keeps the version it started
 * from, and a save answers with the list as saved and its new version.
 */
import { api } from '../../../lib/api/api';
import type {
  BannerSaveBody,
  ContactsSaveBody,
  EditorialBanner,
  EditorialContacts,
} from '../../../domain/editorialListSchemas';

export const listsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditorialContacts: build.query<EditorialContacts, void>({
      query: () => 'redacao/contacts',
      keepUnusedDataFor: 0,
    }),
    saveEditorialContacts: build.mutation<EditorialContacts, ContactsSaveBody>({
      query: (body) => ({ url: 'redacao/contacts', method: 'PUT', body }),
    }),
    getEditorialBanner: build.query<EditorialBanner, void>({
      query: () => 'redacao/banner',
      keepUnusedDataFor: 0,
    }),
    saveEditorialBanner: build.mutation<EditorialBanner, BannerSaveBody>({
      query: (body) => ({ url: 'redacao/banner', method: 'PUT', body }),
    }),
  }),
});

export const {
  useGetEditorialContactsQuery,
  useLazyGetEditorialContactsQuery,
  useSaveEditorialContactsMutation,
  useGetEditorialBannerQuery,
  useLazyGetEditorialBannerQuery,
  useSaveEditorialBannerMutation,
} = listsApi;
