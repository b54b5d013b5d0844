import { describe, expect, it } from 'vitest';
import {
  addFavorite,
  cartOfFavorites,
  favoriteOfMedia,
  favoritesMaxItems,
  isFavorite,
  removeFavorite,
} from '../../../src/domain/favorites';
import { favorite, favorites } from './favoriteBuilders';

describe('favorites rules', () => {
  it('puts a new item first', () => {
    const result = addFavorite([favorite(1), favorite(2)], favorite(3));
    expect(result).toEqual({ added: true, list: [favorite(3), favorite(1), favorite(2)] });
  });

  it("leaves the list as it is when the image link is listed already ('Ja adicionado')", () => {
    const list = [favorite(1), favorite(2)];
    const again = favorite(2, { name: 'Outro nome', contentLink: '/news/9' });
    expect(addFavorite(list, again)).toEqual({ added: false, reason: 'present' });
    expect(list).toEqual([favorite(1), favorite(2)]);
  });

  it(`refuses a new item once ${favoritesMaxItems} are listed`, () => {
    const full = favorites(favoritesMaxItems);
    expect(addFavorite(full, favorite(1000))).toEqual({ added: false, reason: 'full' });
    expect(addFavorite(full.slice(1), favorite(1000)).added).toBe(true);
  });

  it('removes by image link and keeps the others in order', () => {
    const list = favorites(3);
    expect(removeFavorite(list, favorite(2).imageLink)).toEqual([favorite(1), favorite(3)]);
    expect(removeFavorite(list, '/not/there.jpg')).toEqual(list);
    expect(isFavorite(list, favorite(3).imageLink)).toBe(true);
    expect(isFavorite(removeFavorite(list, favorite(3).imageLink), favorite(3).imageLink)).toBe(false);
  });

  it('makes the cart of the list: each title with its files', () => {
    const album = favorite(2, { name: 'Álbum', contentToDownload: ['/a.jpg', '/b.mp4'], mediaAmount: 2 });
    expect(cartOfFavorites([favorite(1), album])).toEqual([
      { title: 'Foto 1', files: ['/media/images/photo-1.jpg'] },
      { title: 'Álbum', files: ['/a.jpg', '/b.mp4'] },
    ]);
  });

  it("names a news item's release and its whole set apart, as the zip's folders are named", () => {
    const release = favorite(1, { name: 'Novo T-Cross', type: 'Press Release' });
    const set = favorite(2, { name: 'Novo T-Cross', type: 'Fotos e vídeos' });
    expect(cartOfFavorites([release, set, favorite(3)]).map((entry) => entry.title)).toEqual([
      'Novo T-Cross - Press Release',
      'Novo T-Cross - Fotos e vídeos',
      'Foto 3',
    ]);
  });

  it('makes the favorite of a photo: shown small, downloaded full size', () => {
    const photo = { title: 'T-Cross', media: '/p/full.jpg', mediaMed: '/p/med.jpg', mediaLow: '/p/low.jpg' };
    expect(favoriteOfMedia(photo, '/media-gallery/album/7')).toEqual({
      name: 'T-Cross',
      type: 'Imagem',
      imageLink: '/p/low.jpg',
      contentLink: '/media-gallery/album/7',
      contentToDownload: ['/p/full.jpg'],
      mediaAmount: 1,
    });
  });

  it('makes the favorite of an mp4 video a Video, shown by its poster', () => {
    const video = {
      title: 'Lançamento',
      media: '/v/high.mov',
      mediaMed: '/v/med.mp4',
      mediaLow: '/v/poster.jpg',
    };
    const item = favoriteOfMedia(video, '/media-gallery');
    expect(item.type).toBe('Video');
    expect(item.imageLink).toBe('/v/poster.jpg');
    expect(item.contentToDownload).toEqual(['/v/high.mov']);
  });

  it('falls back to the renditions a media item has', () => {
    const item = favoriteOfMedia({ title: 'Só média', media: '', mediaMed: '/m.jpg', mediaLow: '' }, '/x');
    expect(item.imageLink).toBe('/m.jpg');
    expect(item.contentToDownload).toEqual(['/m.jpg']);
  });
});
