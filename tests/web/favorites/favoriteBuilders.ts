import type { FavoriteItem } from '../../../src/domain/favorites';

/** A photo favorite numbered `n`, with its own image link (a favorite's identity). */
export function favorite(n: number, overrides: Partial<FavoriteItem> = {}): FavoriteItem {
  return {
    name: `Foto ${n}`,
    type: 'Imagem',
    imageLink: `/media/images/photo-${n}-low.jpg`,
    contentLink: `/media-gallery/album/${700 + n}`,
    contentToDownload: [`/media/images/photo-${n}.jpg`],
    mediaAmount: 1,
    ...overrides,
  };
}

export const favorites = (count: number) => Array.from({ length: count }, (_, i) => favorite(i + 1));

/** The store's favorites part, for `preloadedState`. */
export const favoritesState = (items: FavoriteItem[]) => ({ favorites: { items } });
