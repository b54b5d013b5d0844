/**
 * The `sizes` hint of a gallery photo: rows of 3 from the desktop breakpoint (992 px), 2 from 545 px, 1 below, in
 * the page's box (`site-container`: at most 75rem, side padding about 4vw). A 390 px phone draws a photo about
 * 360 px wide, which even at 3x stays under the medium rendition (1795 px): the full file is never fetched there.
 */
import { breakpoints } from '../../domain/limits';

const wide = 1200; // the content's widest box, 75rem

export const galleryCardSizes = [
  `(min-width: ${wide}px) ${Math.floor((wide - 64 - 2 * 24) / 3)}px`,
  `(min-width: ${breakpoints.desktop}px) calc((92vw - 3rem) / 3)`,
  `(min-width: ${breakpoints.phone + 1}px) calc((92vw - 1.5rem) / 2)`,
  '92vw',
].join(', ');
