import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.useRealTimers());

  it('writes `favorites` after each change, with the moment each was favorited, and a new store reads it back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = makeStore();
    vi.setSystemTime(new Date('2026-11-20T12:00:00.000Z'));
    expect(store.dispatch(addToFavorites(favorite(1))).added).toBe(true);
    vi.setSystemTime(new Date('2026-11-20T12:05:00.000Z'));
    store.dispatch(addToFavorites(favorite(2)));
    const first = { ...favorite(1), addedAt: '2026-11-20T12:00:00.000Z' };
    const second = { ...favorite(2), addedAt: '2026-11-20T12:05:00.000Z' };
    expect(stored()).toEqual([second, first]);

    expect(store.dispatch(addToFavorites(favorite(1)))).toEqual({ added: false, reason: 'present' });
    expect(stored()).toEqual([second, first]);

    const reloaded = makeStore();
    expect(selectFavorites(reloaded.getState())).toEqual([second, first]);

    reloaded.dispatch(removeFromFavorites(favorite(2).imageLink));
    expect(stored()).toEqual([first]);
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
