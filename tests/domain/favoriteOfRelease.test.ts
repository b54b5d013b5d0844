import { describe, expect, it } from 'vitest';
import { favoriteMaxFiles, favoriteOfRelease } from '../../src/domain/favorites';

const photo = (n: number) => ({
  title: `Foto ${n}`,
  media: `/media/images/f${n}-full.jpg`,
  mediaMed: `/media/images/f${n}-med.jpg`,
  mediaLow: `/media/images/f${n}-low.jpg`,
});

describe('a press release as one favorite', () => {
  it('brings its PDF first, then each photo once at its largest, and is known by its PDF link', () => {
    const favorite = favoriteOfRelease(
      { id: 124, title: 'Aurora T-Cross chega às lojas', media: [photo(1), photo(2), photo(1)] },
      'https://imprensa.example',
      '/news/124',
    );
    expect(favorite).toEqual({
      name: 'Aurora T-Cross chega às lojas',
      type: 'Press Release',
      imageLink: 'https://imprensa.example/news/124/PDF',
      contentLink: '/news/124',
      contentToDownload: [
        'https://imprensa.example/news/124/PDF',
        '/media/images/f1-full.jpg',
        '/media/images/f2-full.jpg',
      ],
      mediaAmount: 3,
    });
  });

  it('stays within the files one favorite may bring', () => {
    const media = Array.from({ length: favoriteMaxFiles + 5 }, (_, n) => photo(n));
    const favorite = favoriteOfRelease(
      { id: 1, title: 'Muitas fotos', media },
      'https://x.example',
      '/news/1',
    );
    expect(favorite.contentToDownload).toHaveLength(favoriteMaxFiles);
    expect(favorite.mediaAmount).toBe(favoriteMaxFiles);
  });
});
