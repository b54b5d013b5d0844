import { describe, expect, it } from 'vitest';
import { favoritesMaxItems, mergeFavorites, type DatedFavorite } from '../../src/domain/favorites';

/** A photo favorite `n`, favorited at minute `minute` of the day (no time when null): a later minute is newer. */
function favorite(n: number, minute: number | null, name = `Foto ${n}`): DatedFavorite {
  return {
    name,
    type: 'Imagem',
    imageLink: `/media/images/photo-${n}-low.jpg`,
    contentLink: '/media-gallery',
    contentToDownload: [`/media/images/photo-${n}-full.jpg`],
    mediaAmount: 1,
    ...(minute === null ? {} : { addedAt: new Date(Date.UTC(2026, 10, 20, 0, minute)).toISOString() }),
  };
}
const names = (list: DatedFavorite[]) => list.map((item) => item.name);

describe('merging two favorites lists', () => {
  it('keeps every item of both, newest first', () => {
    const browser = [favorite(4, 40), favorite(2, 20)];
    const account = [favorite(3, 30), favorite(1, 10)];
    expect(names(mergeFavorites(browser, account))).toEqual(['Foto 4', 'Foto 3', 'Foto 2', 'Foto 1']);
    expect(names(mergeFavorites(account, browser))).toEqual(['Foto 4', 'Foto 3', 'Foto 2', 'Foto 1']);
  });

  it('keeps a photo favorited on both devices once, where and as it was favorited last', () => {
    const browser = [favorite(1, 50, 'Foto 1 (no computador)'), favorite(2, 20)];
    const account = [favorite(3, 30), favorite(1, 10, 'Foto 1 (no celular)')];
    const merged = mergeFavorites(browser, account);
    expect(names(merged)).toEqual(['Foto 1 (no computador)', 'Foto 3', 'Foto 2']);
    expect(mergeFavorites(account, browser)).toEqual(merged);
  });

  it('on a tie keeps the first list’s copy and puts it first', () => {
    const merged = mergeFavorites(
      [favorite(1, 10, 'daqui'), favorite(2, 10)],
      [favorite(3, 10), favorite(1, 10, 'de lá')],
    );
    expect(names(merged)).toEqual(['daqui', 'Foto 2', 'Foto 3']);
  });

  it('puts items stored before times were kept after the dated ones, as the oldest, in their order', () => {
    const browser = [favorite(5, 50), favorite(1, null), favorite(2, null)];
    const account = [favorite(4, 5), favorite(3, null), favorite(1, null, 'Foto 1 de lá')];
    expect(names(mergeFavorites(browser, account))).toEqual([
      'Foto 5',
      'Foto 4',
      'Foto 1',
      'Foto 2',
      'Foto 3',
    ]);
  });

  it('takes a dated copy over an undated one of the same photo', () => {
    const merged = mergeFavorites([favorite(1, null), favorite(2, null)], [favorite(2, 30, 'Foto 2 datada')]);
    expect(names(merged)).toEqual(['Foto 2 datada', 'Foto 1']);
  });

  it('counts a time that is not one as no time', () => {
    const garbled = { ...favorite(1, null), addedAt: 'ontem' };
    expect(names(mergeFavorites([garbled, favorite(2, 1)], []))).toEqual(['Foto 2', 'Foto 1']);
  });

  it(`keeps at most ${favoritesMaxItems}, leaving out the oldest`, () => {
    const browser = Array.from({ length: 70 }, (_, i) => favorite(i + 1, 1000 - 2 * i));
    const account = Array.from({ length: 70 }, (_, i) => favorite(i + 101, 999 - 2 * i));
    const merged = mergeFavorites(browser, account);
    expect(merged).toHaveLength(favoritesMaxItems);
    expect(names(merged.slice(0, 3))).toEqual(['Foto 1', 'Foto 101', 'Foto 2']);
    expect(merged.at(-1)?.name).toBe('Foto 150');
    expect(names(mergeFavorites(browser, account, 2))).toEqual(['Foto 1', 'Foto 101']);
  });

  it('leaves both lists as they were', () => {
    const browser = [favorite(2, 20), favorite(1, 10)];
    const account = [favorite(1, 30)];
    mergeFavorites(browser, account);
    expect(browser).toEqual([favorite(2, 20), favorite(1, 10)]);
    expect(account).toEqual([favorite(1, 30)]);
  });
});
