/**
 * Rules of a content page (spec section 3, "Content page" and "Template block"): which text of a block a screen
 * shows, and the media slots read as renditions. Pure: the web app's content kit uses them, the tests hold them.
 */
import type { ContentPage, MediaVariants, TemplateBlock } from './content';
import { breakpoints } from './limits';

/** The widths a content page tells apart: phones (544 px and under), tablets (768 and under) and the rest. */
export type ContentViewport = 'phone' | 'tablet' | 'wide';

export function contentViewportOf(width: number): ContentViewport {
  if (width <= breakpoints.phone) return 'phone';
  if (width <= breakpoints.tablet) return 'tablet';
  return 'wide';
}

/**
 * The text of a type-1 block for a screen: the short `textLow` on a phone and `textMed` on a tablet when the
 * editor wrote them ('' when not), else the full `text`. A phone without `textLow` takes `textMed` before `text`.
 */
export function templateText(
  block: Pick<TemplateBlock, 'text' | 'textMed' | 'textLow'>,
  viewport: ContentViewport,
) {
  if (viewport === 'phone' && block.textLow) return block.textLow;
  if (viewport !== 'wide' && block.textMed) return block.textMed;
  return block.text;
}

export type MediaSlot = 'media' | 'sideMedia' | 'bottomMedia';

/** A page's media slot as renditions, or null when the slot is empty ('' in every field). */
export function slotMedia(page: ContentPage, slot: MediaSlot): MediaVariants | null {
  const media = page[slot];
  const mediaMed = page[`${slot}Med`];
  const mediaLow = page[`${slot}Low`];
  if (!media && !mediaMed && !mediaLow) return null;
  return { media, mediaMed, mediaLow };
}
