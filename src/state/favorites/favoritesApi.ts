/**
 * The signed-in journalist's favorites on the API (src/domain/favoriteSchemas.ts): read the account's list, replace
 * it, merge the browser's into it at sign-in. Mutations, the read included: each call is one step of the sync in
 * accountFavorites.ts, whose answer goes into the favorites slice, never into a cache.
 */
import { api } from '../../lib/api/api';
import type { FavoritesList } from '../../domain/favoriteSchemas';

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    readAccountFavorites: build.mutation<FavoritesList, void>({
      query: () => ({ url: 'favorites', method: 'GET' }),
    }),
    saveAccountFavorites: build.mutation<FavoritesList, FavoritesList>({
      query: (body) => ({ url: 'favorites', method: 'PUT', body }),
    }),
    mergeAccountFavorites: build.mutation<FavoritesList, FavoritesList>({
      query: (body) => ({ url: 'favorites/merge', method: 'POST', body }),
    }),
  }),
});
