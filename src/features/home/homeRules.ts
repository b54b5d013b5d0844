/** Pure rules of the home page (spec sections 4 and 9). */
import type { MediaVariants } from '../../domain/content';
import { breakpoints, homeLimits, timings } from '../../domain/limits';
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

/** The media queries of the cars slider's steps: 3 per slide at 768 px and under, 2 at 544 and under. */
export const carsSliderQueries = {
  tablet: `(max-width: ${breakpoints.tablet}px)`,
  phone: `(max-width: ${breakpoints.phone}px)`,
} as const;

export function carsPerSlide(matches: { tablet: boolean; phone: boolean }): number {
  if (matches.phone) return 2;
  if (matches.tablet) return 3;
  return 4;
}

/** A slider loops only when it has more items than it shows at once; otherwise the clones would repeat cards. */
export function sliderLoops(itemCount: number, perView: number): boolean {
  return itemCount > perView;
}

/** The mobile tab bar sticks to the top once the page has scrolled beyond the banner plus 60 px. */
export function isTabBarSticky(scrollY: number, bannerHeight: number): boolean {
  return scrollY > bannerHeight + timings.stickyTabBarOffsetPx;
}
