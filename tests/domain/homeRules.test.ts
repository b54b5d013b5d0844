import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../../src/components/media/srcSet';
import {
  carsPerSlide,
  homeItemCounts,
  isTabBarSticky,
  isVideo,
  sliderLoops,
} from '../../src/features/home/homeRules';

describe('home rules', () => {
  it('recognises a video by its medium rendition', () => {
    expect(isVideo({ mediaMed: 'https://cdn/x/clip-med.mp4' })).toBe(true);
    expect(isVideo({ mediaMed: 'https://cdn/x/clip-med.MP4?v=2' })).toBe(true);
    expect(isVideo({ mediaMed: 'https://cdn/x/photo-med.jpg' })).toBe(false);
  });

  it('shows every news and gallery item on desktop, 3 of each below 992 px', () => {
    expect(homeItemCounts(true)).toEqual({ news: 6, gallery: 9 });
    expect(homeItemCounts(false)).toEqual({ news: 3, gallery: 3 });
  });

  it('puts 4 cars per slide, 3 at 768 px and under, 2 at 544 and under', () => {
    expect(carsPerSlide({ tablet: false, phone: false })).toBe(4);
    expect(carsPerSlide({ tablet: true, phone: false })).toBe(3);
    expect(carsPerSlide({ tablet: true, phone: true })).toBe(2);
  });

  it('loops a slider only with more items than it shows', () => {
    expect(sliderLoops(4, 4)).toBe(false);
    expect(sliderLoops(5, 4)).toBe(true);
    expect(sliderLoops(0, 1)).toBe(false);
  });

  it('sticks the tab bar beyond the banner height plus 60 px', () => {
    expect(isTabBarSticky(460, 400)).toBe(false);
    expect(isTabBarSticky(461, 400)).toBe(true);
    expect(isTabBarSticky(61, 0)).toBe(true);
  });
});

describe('image srcset', () => {
  it('lists the renditions by width, smallest first', () => {
    expect(
      imageSrcSet({ mediaLow: 'https://a/l.jpg', mediaMed: 'https://a/m.jpg', media: 'https://a/f.jpg' }),
    ).toBe('https://a/l.jpg 1024w, https://a/m.jpg 1795w, https://a/f.jpg 4096w');
  });

  it('leaves out a missing rendition and escapes spaces, which would end an address', () => {
    expect(imageSrcSet({ mediaLow: 'https://a/my photo.jpg', mediaMed: '', media: 'https://a/f.jpg' })).toBe(
      'https://a/my%20photo.jpg 1024w, https://a/f.jpg 4096w',
    );
  });
});
