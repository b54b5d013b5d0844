import type { Settings } from 'react-slick';
import type { ContentViewport } from '../../domain/contentPage';
import { breakpoints, timings } from '../../domain/limits';

export type RelatedOrientation = 'horizontal' | 'vertical';

/** Spec section 9, "Carousel". */
export const relatedCarousel = {
  slidesPerView: 3,
  verticalSlides: 7,
  /** Rows of one slide below 544 px. */
  phoneRows: 3,
} as const;

/**
 * react-slick settings of the related-content carousel (spec section 9): 3 slides per view and per scroll (the
 * vertical list of a version shows 7), infinite only with more than 3 items, 500 ms; 768 px and under it runs
 * vertically without arrows, 544 px and under it is one slide of 3 rows. Below 768 px dots replace the arrows, so
 * the items beyond the first slide stay reachable without a swipe. react-slick's `responsive` breakpoints apply up
 * to and including their width.
 */
export function relatedCarouselSettings(count: number, orientation: RelatedOrientation): Settings {
  const infinite = count > relatedCarousel.slidesPerView;
  const perView = relatedCarousel.slidesPerView;
  return {
    speed: timings.carouselSpeedMs,
    infinite,
    arrows: true,
    dots: false,
    slidesToShow: orientation === 'vertical' ? relatedCarousel.verticalSlides : perView,
    slidesToScroll: perView,
    vertical: orientation === 'vertical',
    verticalSwiping: orientation === 'vertical',
    responsive: [
      {
        breakpoint: breakpoints.tablet,
        settings: {
          infinite,
          vertical: true,
          // A finger dragging up or down scrolls the page, never the list: sideways swipes and the dots move it.
          verticalSwiping: false,
          arrows: false,
          dots: true,
          slidesToShow: perView,
          slidesToScroll: perView,
        },
      },
      {
        breakpoint: breakpoints.phone,
        settings: {
          infinite,
          vertical: false,
          verticalSwiping: false,
          arrows: false,
          dots: true,
          slidesToShow: 1,
          slidesToScroll: 1,
          rows: relatedCarousel.phoneRows,
          slidesPerRow: 1,
        },
      },
    ],
  };
}

/**
 * The settings in force at a viewport, `responsive` resolved. react-slick 0.31 applies its `responsive` entries only
 * when a media query changes, never at the first render: a page opened on a phone would keep the desktop settings
 * until the window crossed a breakpoint. The carousel resolves them itself from the window's width instead.
 */
export function settingsAt(settings: Settings, viewport: ContentViewport): Settings {
  const { responsive = [], ...base } = settings;
  const breakpoint =
    viewport === 'phone' ? breakpoints.phone : viewport === 'tablet' ? breakpoints.tablet : null;
  const rule = responsive.find((entry) => entry.breakpoint === breakpoint);
  return rule && typeof rule.settings === 'object' ? { ...base, ...rule.settings } : base;
}
