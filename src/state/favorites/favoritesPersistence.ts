/**
 * Writes the favorites to local storage after each change, and takes in the changes another tab of the site made,
 * so two open tabs never overwrite each other's list with a stale one.
 */
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../store';
import { favoritesStorage } from '../../lib/storage';
import { favoriteRemoved, favoritesCleared, favoritesReplaced, favoritesSynced } from './favoritesSlice';

export const favoritesPersistence = createListenerMiddleware();

favoritesPersistence.startListening({
  matcher: isAnyOf(favoritesReplaced, favoritesSynced, favoriteRemoved, favoritesCleared),
  effect: (_action, api) => {
    const state = api.getState() as RootState;
    favoritesStorage.write(state.favorites.items);
  },
});

/**
 * Follows the `favorites` key when another tab writes it; answers the unsubscribe. That tab sends its own changes to
 * the account: here they are only shown.
 */
export function followFavoritesOfOtherTabs(dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== 'favorites' && event.key !== null) return;
    dispatch(favoritesSynced(favoritesStorage.read()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
