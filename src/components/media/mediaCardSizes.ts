/**
 * The `sizes` hints of a media card's picture (mediaCard.css), in the page's box (`site-container`: at most 75rem,
 * side padding about 4vw). A 390 px phone draws a card about 360 px wide, which even at 3x stays under the medium
 * rendition (1795 px): the full file is never fetched for a card.
 */
import { breakpoints } from '../../domain/limits';

const wide = 1200; // the content's widest box, 75rem

/** How the cards are laid out: across the page's box, or in a content page's main column beside its aside. */
export type MediaCardLayout = 'page' | 'column';

export const mediaCardSizes: Record<MediaCardLayout, string> = {
  // Rows of 3 from 992 px, 2 from 545 px, 1 below; 1.5rem gaps.
  page: [
    `(min-width: ${wide}px) ${Math.floor((wide - 64 - 2 * 24) / 3)}px`,
    `(min-width: ${breakpoints.desktop}px) calc((92vw - 3rem) / 3)`,
    `(min-width: ${breakpoints.phone + 1}px) calc((92vw - 1.5rem) / 2)`,
    '92vw',
  ].join(', '),
  // Rows of 2 from 545 px in the main column, which leaves 20rem and a 2.5rem gap to the aside from 992 px.
  column: [
    `(min-width: ${wide}px) ${Math.floor((wide - 64 - 360 - 24) / 2)}px`,
    `(min-width: ${breakpoints.desktop}px) calc((92vw - 24rem) / 2)`,
    `(min-width: ${breakpoints.phone + 1}px) calc((92vw - 1.5rem) / 2)`,
    '92vw',
  ].join(', '),
};
