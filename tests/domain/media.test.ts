import { describe, expect, it } from 'vitest';
import { mediaFileName, mediaTypeOf } from '../../src/domain/media';

describe('media links', () => {
  it('tells images and videos by extension', () => {
    expect(mediaTypeOf('/media/images/a.JPEG')).toBe('image');
    expect(mediaTypeOf('/media/videos/a.mp4?v=1')).toBe('video');
    expect(mediaTypeOf('/media/videos/a.mov')).toBe('other');
  });

  it('reads the file name of relative, absolute and CDN links alike', () => {
    expect(mediaFileName('/media/images/photo-1-full.jpg')).toBe('photo-1-full.jpg');
    expect(mediaFileName('http://localhost:3000/media/images/photo-1-full.jpg')).toBe('photo-1-full.jpg');
    expect(mediaFileName('https://cdn.aurora.test/media/videos/clip%20um.mp4?x=1#t')).toBe('clip um.mp4');
  });
});
