/**
 * The `sizes` hints of the home page's photos: how wide each is drawn at every breakpoint of home.css, so the browser
 * picks the smallest rendition that stays sharp. The breakpoints are those of src/domain/limits.ts (home.css uses the
 * same numbers; tests/web/home/breakpoints.test.ts holds it to them). Widths follow the layout:
 * - page content (sections and panels): the window less its side padding, clamp(1rem, 4vw, 2rem) each side, and at
 *   most 75rem (1200 px) less 4rem from 1200 px up;
 * - news: 3 columns from 992 px, 2 within the panels from 545 px, 1 below (the first of three spans the row);
 * - gallery: 3 columns from 769 px, 2 from 545 px, 1 below (the first of three spans the row below 769 px);
 * - banner: the whole window.
 */
import { breakpoints } from '../../domain/limits';

const wide = 1200; // the content's widest box, 75rem
const { desktop, tablet, phone } = breakpoints;

/** A `sizes` value from [min-width, width] steps, widest first, and the width below them all. */
function sizes(steps: [minWidth: number, width: string][], below: string): string {
  return [...steps.map(([minWidth, width]) => `(min-width: ${minWidth}px) ${width}`), below].join(', ');
}

// Below 992 px the side padding is 4vw (16 px at the narrowest, 32 px from 800 px: close enough to 4vw).
const panelWidth = '92vw';

/** A news card's photo; `spansRow` for the first of three cards below 992 px. */
export function newsImageSizes(spansRow: boolean): string {
  const desktopSteps: [number, string][] = [
    [wide, `${Math.floor((wide - 64 - 2 * 32) / 3)}px`], // 2rem gaps
    [desktop, 'calc((95vw - 4rem) / 3)'], // gaps of 2.5vw
  ];
  if (spansRow) return sizes(desktopSteps, panelWidth);
  return sizes([...desktopSteps, [phone + 1, 'calc((92vw - 1rem) / 2)']], panelWidth);
}

/** A gallery photo; `spansRow` for the first of three items below 769 px. */
export function galleryImageSizes(spansRow: boolean): string {
  const threeColumns: [number, string][] = [
    [wide, `${Math.floor((wide - 64 - 2 * 24) / 3)}px`], // 1.5rem gaps
    [desktop, 'calc((96vw - 4rem) / 3)'], // gaps of 2vw
    [tablet + 1, 'calc(88vw / 3)'],
  ];
  if (spansRow) return sizes(threeColumns, panelWidth);
  return sizes([...threeColumns, [phone + 1, '45vw']], panelWidth);
}

/** A banner slide fills the window's width at every size. */
export const bannerImageSizes = '100vw';

/**
 * A car's thumbnail (home.css, `.home-cars-grid` and the slider): 4 per slide from 992 px, less the arrows' gutters
 * and the cards' 1rem padding; below, a grid of 3 columns from 545 px, 2 below, 0.75rem apart, in the panel.
 */
export const carImageSizes = sizes(
  [
    [wide, `${Math.floor((wide - 64 - 2 * 48) / 4 - 16)}px`],
    [desktop, 'calc((95vw - 6rem) / 4 - 1rem)'],
    [phone + 1, 'calc((92vw - 1.5rem) / 3)'],
  ],
  'calc((92vw - 0.75rem) / 2)',
);
