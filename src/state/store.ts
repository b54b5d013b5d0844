/**
 * The one Redux store. Its slices are the client state more than one area reads (the signed-in user, the cookie
 * consent, the favorites list), kept in this layer so the shared components and every feature can use them without
 * importing one another; server data lives in RTK Query's cache (src/lib/api/api.ts).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authPersistence } from './auth/authPersistence';
import { authReducer } from './auth/authSlice';
import { sessionEnd } from './auth/sessionEnd';
import { consentReducer } from './consent/consentSlice';
import { createAccountFavorites, type FavoritesSyncLoader } from './favorites/accountFavorites';
import { favoritesPersistence } from './favorites/favoritesPersistence';
import { favoritesReducer } from './favorites/favoritesSlice';
import { api } from '../lib/api/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  consent: consentReducer,
  favorites: favoritesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store, with its own request cache; tests build one each with the state they need, and may stand in for
 * the network bringing the favorites sync's code (`loadFavoritesSync`).
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { loadFavoritesSync }: { loadFavoritesSync?: FavoritesSyncLoader } = {},
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        // The account's sync outermost: its listeners run after the others', once the session and the list are stored.
        .prepend(
          createAccountFavorites(loadFavoritesSync).middleware,
          favoritesPersistence.middleware,
          authPersistence.middleware,
          sessionEnd.middleware,
        )
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
