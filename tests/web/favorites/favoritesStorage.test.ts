import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/state/store';
import {
  addToFavorites,
  clearFavorites,
  removeFromFavorites,
  selectFavorites,
  selectFavoritesCount,
} from '../../../src/state/favorites/favoritesSlice';
import { favorite } from './favoriteBuilders';

const stored = () => JSON.parse(localStorage.getItem('favorites') ?? 'null') as unknown;

describe('favorites in local storage', () => {
  it('writes `favorites` after each change and a new store reads it back', () => {
    const store = makeStore();
    expect(store.dispatch(addToFavorites(favorite(1))).added).toBe(true);
    store.dispatch(addToFavorites(favorite(2)));
    expect(stored()).toEqual([favorite(2), favorite(1)]);

    expect(store.dispatch(addToFavorites(favorite(1)))).toEqual({ added: false, reason: 'present' });
    expect(stored()).toEqual([favorite(2), favorite(1)]);

    const reloaded = makeStore();
    expect(selectFavorites(reloaded.getState())).toEqual([favorite(2), favorite(1)]);

    reloaded.dispatch(removeFromFavorites(favorite(2).imageLink));
    expect(stored()).toEqual([favorite(1)]);
    expect(selectFavoritesCount(reloaded.getState())).toBe(1);

    reloaded.dispatch(clearFavorites());
    expect(stored()).toEqual([]);
  });

  it('starts empty and resets the key when the stored value is corrupt', () => {
    localStorage.setItem('favorites', '[{"name": "sem o resto"}]');
    expect(selectFavorites(makeStore().getState())).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();

    localStorage.setItem('favorites', '{oops');
    expect(selectFavorites(makeStore().getState())).toEqual([]);
  });
});
