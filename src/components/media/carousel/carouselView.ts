/**
 * Where a carousel stands and where a move takes it, computed as react-slick 0.31 computes them
 * (slider.js groups children into slides of `rows` × `slidesPerRow`; dots.js counts and lights the dots;
 * arrows.js disables them at the ends), so the first view drawn before react-slick has loaded (CarouselPreview)
 * shows and moves exactly as react-slick will go on.
 */
export interface CarouselLayout {
  /** Children, before grouping into slides. */
  itemCount: number;
  rows: number;
  slidesPerRow: number;
  slidesToShow: number;
  slidesToScroll: number;
  infinite: boolean;
}

/** How many slides the children make once grouped in rows. */
export function slideCount({ itemCount, rows, slidesPerRow }: CarouselLayout): number {
  return Math.ceil(itemCount / (rows * slidesPerRow));
}

/** Fewer slides than shown at once: react-slick draws them flat, with no arrows, dots or moves ('unslick'). */
export function isStill(layout: CarouselLayout): boolean {
  return slideCount(layout) <= layout.slidesToShow;
}

export function dotCount(layout: CarouselLayout): number {
  const slides = slideCount(layout);
  return layout.infinite
    ? Math.ceil(slides / layout.slidesToScroll)
    : Math.ceil((slides - layout.slidesToShow) / layout.slidesToScroll) + 1;
}

/** The dot lit while `current` is the first slide shown. */
export function activeDot(layout: CarouselLayout, current: number): number {
  return Math.floor(current / layout.slidesToScroll);
}

/** The first slide shown after `steps` presses of an arrow (negative: back), wrapping only when infinite. */
export function slideAfter(layout: CarouselLayout, current: number, steps: number): number {
  const slides = slideCount(layout);
  const target = current + steps * layout.slidesToScroll;
  if (layout.infinite) return ((target % slides) + slides) % slides;
  return Math.min(Math.max(target, 0), Math.max(slides - layout.slidesToShow, 0));
}

/** Whether an arrow would move at all: without `infinite`, the one at either end is disabled. */
export function canMove(layout: CarouselLayout, current: number, direction: 'prev' | 'next'): boolean {
  if (isStill(layout)) return false;
  if (layout.infinite) return true;
  return direction === 'prev' ? current > 0 : current < slideCount(layout) - layout.slidesToShow;
}

/** The slides in view with `current` first: `slidesToShow` of them, going round the end when infinite. */
export function slidesInView(layout: CarouselLayout, current: number): number[] {
  const slides = slideCount(layout);
  if (isStill(layout)) return Array.from({ length: slides }, (_, index) => index);
  const shown = Math.min(layout.slidesToShow, slides);
  return Array.from({ length: shown }, (_, offset) => current + offset)
    .map((index) => (layout.infinite ? index % slides : index))
    .filter((index) => index < slides);
}
