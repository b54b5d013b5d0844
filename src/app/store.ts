import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authPersistence } from '../features/auth/authPersistence';
import { authReducer } from '../features/auth/authSlice';
import { consentReducer } from '../features/consent/consentSlice';
import { favoritesPersistence } from '../features/favorites/favoritesPersistence';
import { favoritesReducer } from '../features/favorites/favoritesSlice';
import { api } from './api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  consent: consentReducer,
  favorites: favoritesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store, with its own request cache; tests build one each with the state they need. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(favoritesPersistence.middleware, authPersistence.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
