import { describe, expect, it } from 'vitest';
import {
  parseSiblingName,
  pictureSrcSets,
  siblingAddress,
  sourceCandidates,
} from '../../src/domain/imageFormats';

describe('the siblings of a JPEG rendition', () => {
  it('are named from the JPEG: format, and width for a thumbnail; a query stays', () => {
    expect(siblingAddress('/media/images/x-low.jpg', { format: 'avif' })).toBe('/media/images/x-low.avif');
    expect(siblingAddress('/media/images/x-low.jpg', { width: 320, format: 'webp' })).toBe(
      '/media/images/x-low-320.webp',
    );
    expect(siblingAddress('https://cdn/x.jpeg?sig=1', { width: 640, format: 'jpg' })).toBe(
      'https://cdn/x-640.jpg?sig=1',
    );
    expect(siblingAddress('/media/images/x.png', { format: 'avif' })).toBeNull();
    expect(siblingAddress('/media/videos/v-med.mp4', { format: 'webp' })).toBeNull();
  });

  it('are told from other names, with the JPEG they come from', () => {
    expect(parseSiblingName('x-low-320.avif')).toEqual({ source: 'x-low.jpg', width: 320, format: 'avif' });
    expect(parseSiblingName('x-low.webp')).toEqual({ source: 'x-low.jpg', width: null, format: 'webp' });
    expect(parseSiblingName('x-low-640.jpg')).toEqual({ source: 'x-low.jpg', width: 640, format: 'jpg' });
    // A plain JPEG is a rendition, not a sibling; other widths and formats are nothing we make.
    expect(parseSiblingName('x-low.jpg')).toBeNull();
    expect(parseSiblingName('x-low-480.jpg')).toBeNull();
    expect(parseSiblingName('x-low.png')).toBeNull();
    expect(sourceCandidates(parseSiblingName('x-320.webp')!)).toEqual(['x.jpg', 'x.jpeg', 'x.JPG', 'x.JPEG']);
  });
});

describe('the srcsets of a <picture>', () => {
  const photo = {
    mediaLow: '/media/images/a b-low.jpg',
    mediaMed: '/media/images/a b-med.jpg',
    media: '/media/images/a b-full.jpg',
  };

  it('go from the 320 px thumbnail up; AVIF and WebP stop at the medium, the JPEG has the full one', () => {
    const sets = pictureSrcSets(photo)!;
    expect(sets.avif).toBe(
      '/media/images/a%20b-low-320.avif 320w, /media/images/a%20b-low-640.avif 640w, ' +
        '/media/images/a%20b-low.avif 1024w, /media/images/a%20b-med.avif 1795w',
    );
    expect(sets.webp).toBe(sets.avif.replace(/\.avif/g, '.webp'));
    expect(sets.jpeg).toBe(
      '/media/images/a%20b-low-320.jpg 320w, /media/images/a%20b-low-640.jpg 640w, ' +
        '/media/images/a%20b-low.jpg 1024w, /media/images/a%20b-med.jpg 1795w, /media/images/a%20b-full.jpg 4096w',
    );
  });

  it('list a file standing for several renditions once (a car’s thumbnail)', () => {
    const thumb = '/media/images/thumb-car.jpg';
    expect(pictureSrcSets({ mediaLow: thumb, mediaMed: thumb, media: thumb })!.webp).toBe(
      '/media/images/thumb-car-320.webp 320w, /media/images/thumb-car-640.webp 640w, /media/images/thumb-car.webp 1024w',
    );
  });

  it('are none for a picture that is no JPEG', () => {
    expect(
      pictureSrcSets({ mediaLow: '/media/x.png', mediaMed: '/media/x.png', media: '/media/x.png' }),
    ).toBeNull();
    expect(pictureSrcSets({ mediaLow: '', mediaMed: '', media: '' })).toBeNull();
  });
});
