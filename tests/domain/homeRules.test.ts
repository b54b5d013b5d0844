import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../../src/components/media/srcSet';
import {
  bannerSlidesNear,
  homeItemCounts,
  isTabBarStuck,
  isVideo,
  panelsNear,
  sliderLoops,
} from '../../src/features/home/homeRules';
import { galleryImageSizes, newsImageSizes } from '../../src/features/home/imageSizes';

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

  it('loops a slider only with more items than it shows', () => {
    expect(sliderLoops(4, 4)).toBe(false);
    expect(sliderLoops(5, 4)).toBe(true);
    expect(sliderLoops(0, 1)).toBe(false);
  });

  it('counts the tab bar stuck once its place has scrolled above the header edge it sticks to', () => {
    expect(isTabBarStuck(300, 56)).toBe(false);
    expect(isTabBarStuck(56, 56)).toBe(false); // resting right under the header: the page is not scrolled
    expect(isTabBarStuck(55.8, 56)).toBe(false); // a fraction of a pixel off
    expect(isTabBarStuck(55, 56)).toBe(true);
    expect(isTabBarStuck(-800, 56)).toBe(true);
  });

  it('draws the open panel and its neighbours', () => {
    expect(panelsNear(0, 5)).toEqual([0, 1]);
    expect(panelsNear(2, 5)).toEqual([1, 2, 3]);
    expect(panelsNear(4, 5)).toEqual([3, 4]);
  });

  it('gives media to the banner slide shown and the next one, looping', () => {
    expect(bannerSlidesNear(0, 5)).toEqual([0, 1]);
    expect(bannerSlidesNear(4, 5)).toEqual([4, 0]);
    expect(bannerSlidesNear(0, 1)).toEqual([0]);
    expect(bannerSlidesNear(0, 0)).toEqual([]);
  });
});

describe('image sizes', () => {
  it('follow the news layout: 3 per row from 992 px, 2 from 545 px, 1 below, or the whole row', () => {
    expect(newsImageSizes(false)).toBe(
      '(min-width: 1200px) 357px, (min-width: 992px) calc((95vw - 4rem) / 3), ' +
        '(min-width: 545px) calc((92vw - 1rem) / 2), 92vw',
    );
    expect(newsImageSizes(true)).toBe(
      '(min-width: 1200px) 357px, (min-width: 992px) calc((95vw - 4rem) / 3), 92vw',
    );
  });

  it('follow the gallery layout: 3 per row from 769 px, 2 from 545 px, 1 below, or the whole row', () => {
    expect(galleryImageSizes(false)).toMatch(
      /\(min-width: 769px\) calc\(88vw \/ 3\), \(min-width: 545px\) 45vw, 92vw$/,
    );
    expect(galleryImageSizes(true)).toMatch(/\(min-width: 769px\) calc\(88vw \/ 3\), 92vw$/);
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
