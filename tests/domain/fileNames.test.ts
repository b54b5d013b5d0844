import { describe, expect, it } from 'vitest';
import { mediaDownloadName, pixelsOf, titleSlug } from '../../src/domain/fileNames';
import { pdfFileName } from '../../src/domain/sharing';

describe('the names of the files a visitor takes away', () => {
  it('names a photo from its title, size and pixels, in plain lower-case ASCII', () => {
    expect(
      mediaDownloadName({
        title: 'Aurora T-Cross Prestige em estúdio',
        rendition: 'full',
        sizeLabel: '4096 x 2731 px · 3,9 MB',
        storedName: 'photo-tcross-05-full.JPG',
      }),
    ).toBe('aurora-t-cross-prestige-em-estudio-grande-4096x2731.jpg');
    expect(
      mediaDownloadName({
        title: 'Ação!',
        rendition: 'low',
        sizeLabel: '1024 x 683 px',
        storedName: 'a.jpg',
      }),
    ).toBe('acao-pequena-1024x683.jpg');
  });

  it('leaves out pixels a label does not state, and names an untitled item', () => {
    expect(
      mediaDownloadName({
        title: 'Polo em movimento',
        rendition: 'med',
        sizeLabel: 'MP4',
        storedName: 'v.mp4',
      }),
    ).toBe('polo-em-movimento-media.mp4');
    expect(mediaDownloadName({ title: '***', rendition: 'full', sizeLabel: '', storedName: 'x' })).toBe(
      'midia-grande',
    );
  });

  it('keeps a slug short enough for any file system, without a trailing hyphen', () => {
    const slug = titleSlug(`${'palavra '.repeat(30)}fim`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('reads the pixels of a size label', () => {
    expect(pixelsOf('1795 x 1197 px · 1,2 MB')).toBe('1795x1197');
    expect(pixelsOf('1,2 MB')).toBe('');
  });

  it('names a page PDF by the same rule', () => {
    expect(pdfFileName('Aurora T-Cross: a nova geração')).toBe('aurora-t-cross-a-nova-geracao.pdf');
    expect(pdfFileName('')).toBe('aurora-imprensa.pdf');
  });
});
