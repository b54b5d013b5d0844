import type { MediaVariants } from '../../domain/content';

/** Nominal widths of the three photo renditions (spec section 3: ~1024, ~1795 and ~4096 px wide). */
export const renditionWidths = { mediaLow: 1024, mediaMed: 1795, media: 4096 } as const satisfies Record<
  keyof MediaVariants,
  number
>;

/**
 * A `srcset` of the renditions a photo has, smallest first, so the browser picks by the drawn width: a phone
 * (390 px at 3x) takes the medium one and never the 4096 px original. A space would end the address inside a
 * srcset, so spaces are escaped.
 */
export function imageSrcSet(image: MediaVariants): string {
  return (Object.keys(renditionWidths) as (keyof MediaVariants)[])
    .filter((key) => image[key])
    .map((key) => `${image[key].replace(/ /g, '%20')} ${renditionWidths[key]}w`)
    .join(', ');
}
