import { mergeFavorites, type FavoriteItem } from '../../domain/favorites';

/**
 * The account's answer with the changes this browser made while the call was on its way: `base` is the list the call
 * was made with, `local` the list now. What was removed here stays removed, what was added here goes in by its time.
 */
export function rebaseFavorites<T extends FavoriteItem>(
  base: readonly T[],
  local: readonly T[],
  account: readonly T[],
): T[] {
  const before = new Set(base.map((item) => item.imageLink));
  const now = new Set(local.map((item) => item.imageLink));
  const added = local.filter((item) => !before.has(item.imageLink));
  const kept = account.filter((item) => now.has(item.imageLink) || !before.has(item.imageLink));
  return mergeFavorites(added, kept);
}
