import type { MediaVariants } from '../../domain/content';
import { renditionWidths } from '../../domain/imageFormats';

export { renditionWidths };

/**
 * A `srcset` of the renditions a photo has, smallest first, so the browser picks by the drawn width: a phone
 * (390 px at 3x) takes the medium one and never the 4096 px original. A space would end the address inside a
 * srcset, so spaces are escaped. For JPEG photos ResponsiveImage offers more (thumbnails, AVIF and WebP:
 * `pictureSrcSets` in src/domain/imageFormats.ts); this is what a photo of another format gets.
 */
export function imageSrcSet(image: MediaVariants): string {
  return (Object.keys(renditionWidths) as (keyof MediaVariants)[])
    .filter((key) => image[key])
    .map((key) => `${image[key].replace(/ /g, '%20')} ${renditionWidths[key]}w`)
    .join(', ');
}
