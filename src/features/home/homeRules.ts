/** Pure rules of the home page (spec sections 4 and 9). */
import type { MediaVariants } from '../../domain/content';
import { homeLimits } from '../../domain/limits';
import { mediaTypeOf } from '../../domain/media';

/** A banner slide or gallery item is a video when its medium rendition is one (an MP4); its low one is the poster. */
export function isVideo(item: Pick<MediaVariants, 'mediaMed'>): boolean {
  return mediaTypeOf(item.mediaMed) === 'video';
}

/** How many news and gallery items the page shows: all the payload carries on desktop, 3 of each below it. */
export function homeItemCounts(isDesktop: boolean): { news: number; gallery: number } {
  return isDesktop
    ? { news: homeLimits.news, gallery: homeLimits.gallery }
    : { news: homeLimits.mobileNews, gallery: homeLimits.mobileGallery };
}

/** Cars per slide of the desktop cars slider (below 992 px the cars are a grid, spec section 9's 4 per slide). */
export const carsPerSlide = 4;

/** A slider loops only when it has more items than it shows at once; otherwise the clones would repeat cards. */
export function sliderLoops(itemCount: number, perView: number): boolean {
  return itemCount > perView;
}

/**
 * The mobile tab bar is stuck under the site header once the place it holds in the page (`placeTop`, from the top of
 * the window) has scrolled above the line it sticks to (`stickyTop`, the header's bottom edge). Half a pixel of
 * slack: browsers place boxes at fractions of a pixel.
 */
export function isTabBarStuck(placeTop: number, stickyTop: number): boolean {
  return placeTop < stickyTop - 0.5;
}

/**
 * The panels whose content is drawn when `index` is open: it and its neighbours, so a swipe never lands on an empty
 * panel; the others wait (their images would be downloaded before anyone looks at them). Panels once drawn stay.
 */
export function panelsNear(index: number, count: number): number[] {
  return [index - 1, index, index + 1].filter((candidate) => candidate >= 0 && candidate < count);
}

/** The banner slides whose media is drawn when `index` shows: it and the next one (looping to the first). */
export function bannerSlidesNear(index: number, count: number): number[] {
  if (count === 0) return [];
  return [...new Set([index % count, (index + 1) % count])];
}
