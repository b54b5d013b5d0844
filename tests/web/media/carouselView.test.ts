import { describe, expect, it } from 'vitest';
import {
  activeDot,
  canMove,
  dotCount,
  isStill,
  slideAfter,
  slideCount,
  slidesInView,
  type CarouselLayout,
} from '../../../src/components/media/carousel/carouselView';

const layout = (overrides: Partial<CarouselLayout>): CarouselLayout => ({
  itemCount: 5,
  rows: 1,
  slidesPerRow: 1,
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  ...overrides,
});

describe("a carousel's view, as react-slick computes it", () => {
  it('groups items in slides of rows', () => {
    expect(slideCount(layout({ itemCount: 7, rows: 3 }))).toBe(3);
    expect(slideCount(layout({ itemCount: 6, rows: 3 }))).toBe(2);
  });

  it('stands still when all slides fit in view', () => {
    expect(isStill(layout({ itemCount: 3, slidesToShow: 3 }))).toBe(true);
    expect(canMove(layout({ itemCount: 3, slidesToShow: 3 }), 0, 'next')).toBe(false);
    expect(slidesInView(layout({ itemCount: 3, slidesToShow: 3 }), 0)).toEqual([0, 1, 2]);
    expect(isStill(layout({ itemCount: 4, slidesToShow: 3 }))).toBe(false);
  });

  it('counts dots as react-slick does, looping or not', () => {
    expect(dotCount(layout({ itemCount: 5, slidesToShow: 3, slidesToScroll: 3 }))).toBe(2);
    expect(dotCount(layout({ itemCount: 5, slidesToShow: 3, slidesToScroll: 1, infinite: false }))).toBe(3);
    expect(activeDot(layout({ slidesToScroll: 3 }), 3)).toBe(1);
  });

  it('wraps moves round the end only when infinite, and stops at the last full view otherwise', () => {
    expect(slideAfter(layout({ slidesToShow: 3, slidesToScroll: 3 }), 3, 1)).toBe(1);
    expect(slideAfter(layout({}), 0, -1)).toBe(4);
    expect(slideAfter(layout({ slidesToShow: 2, infinite: false }), 3, 1)).toBe(3);
    expect(slideAfter(layout({ infinite: false }), 0, -1)).toBe(0);
    expect(canMove(layout({ slidesToShow: 2, infinite: false }), 3, 'next')).toBe(false);
    expect(canMove(layout({ infinite: false }), 0, 'prev')).toBe(false);
  });

  it('shows the slides from the current one, going round when infinite', () => {
    expect(slidesInView(layout({ slidesToShow: 3 }), 3)).toEqual([3, 4, 0]);
    expect(slidesInView(layout({ slidesToShow: 3, infinite: false }), 2)).toEqual([2, 3, 4]);
  });
});
