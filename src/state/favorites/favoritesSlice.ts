/**
 * The favorites list in the app (spec sections 3 and 4): kept in Redux so the header count, the preview and the
 * cart page agree, and written to local storage (`favorites`) after every change so it survives a reload. The rules
 * (first place, 'Ja adicionado', removal) are those of src/domain/favorites.ts. While signed in, the visitor's changes
 * also go to the account (accountFavorites.ts), and the list the account or another tab holds comes back as
 * `favoritesSynced`, which is never sent back.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';
import {
  addFavorite,
  removeFavorite,
  type AddFavoriteResult,
  type DatedFavorite,
  type FavoriteItem,
} from '../../domain/favorites';
import { trackEvent } from '../../lib/analytics';
import { favoritesStorage } from '../../lib/storage';

export interface FavoritesState {
  items: FavoriteItem[];
}

const favoritesSlice = createSlice({
  name: 'favorites',
  // Read when a store is made, not when this module loads: each test's fresh store sees its own storage.
  initialState: (): FavoritesState => ({ items: favoritesStorage.read() }),
  reducers: {
    favoritesReplaced(state, action: PayloadAction<FavoriteItem[]>) {
      state.items = action.payload;
    },
    /** The list as the account or another tab of the site holds it: shown, not a change of the visitor's. */
    favoritesSynced(state, action: PayloadAction<FavoriteItem[]>) {
      state.items = action.payload;
    },
    favoriteRemoved(state, action: PayloadAction<string>) {
      state.items = removeFavorite(state.items, action.payload);
    },
    favoritesCleared(state) {
      state.items = [];
    },
  },
});

export const { favoritesReplaced, favoritesSynced, favoriteRemoved, favoritesCleared } =
  favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;

/**
 * Adds `item` first, unless its image link is listed already; answers what happened, for the message to show. The
 * moment it was favorited goes with it: merging the browser's list with the account's orders by it.
 */
export const addToFavorites =
  (item: FavoriteItem) =>
  (dispatch: AppDispatch, getState: () => RootState): AddFavoriteResult => {
    const dated: DatedFavorite = { ...item, addedAt: new Date().toISOString() };
    const result = addFavorite(getState().favorites.items, dated);
    if (result.added) {
      dispatch(favoritesReplaced(result.list));
      trackEvent('add_to_favorites', { item_name: item.name, item_type: item.type });
    }
    return result;
  };

/** Removes the favorite whose image link is `imageLink`. */
export const removeFromFavorites = (imageLink: string) => (dispatch: AppDispatch) =>
  dispatch(favoriteRemoved(imageLink));

/** Empties the list, after a cart request or at the visitor's word. */
export const clearFavorites = () => (dispatch: AppDispatch) => dispatch(favoritesCleared());

export const selectFavorites = (state: RootState) => state.favorites.items;
export const selectFavoritesCount = (state: RootState) => state.favorites.items.length;
