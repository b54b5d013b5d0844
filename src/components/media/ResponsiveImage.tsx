import type { MediaVariants } from '../../domain/content';
import { pictureSrcSets } from '../../domain/imageFormats';
import { PicturePlaceholder } from './PicturePlaceholder';
import { PictureSources } from './PictureSources';
import { imageSrcSet } from './srcSet';

export interface ResponsiveImageProps {
  image: MediaVariants;
  /** What the picture shows; the item's title when nothing better is known. */
  alt: string;
  /** How wide the image is drawn, for the browser to pick a rendition: '(min-width: 992px) 33vw, 100vw'. */
  sizes: string;
  /** Intrinsic size, so the layout reserves the box before the file arrives; the renditions are 3:2. */
  width?: number;
  height?: number;
  /** The page's main image (the first banner slide): fetched at once, ahead of the rest. */
  priority?: boolean;
  className?: string;
}

/**
 * A photo in its renditions, lazy unless it is the page's main image. A JPEG photo is a `<picture>`: AVIF, then
 * WebP, then the JPEG, each from the 320 px thumbnail up, so a card takes a few kilobytes and a phone's banner the
 * rendition its screen needs (PictureSources). Without any address, a placeholder of the same shape instead.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  width = 1024,
  height = 683,
  priority = false,
  className,
}: ResponsiveImageProps) {
  // An item without a picture (a news item with no main photo) keeps the box, with the newsroom's mark in it.
  if (!image.mediaLow && !image.mediaMed && !image.media)
    return <PicturePlaceholder width={width} height={height} className={className} />;
  const sets = pictureSrcSets(image);
  return (
    <PictureSources sets={sets} sizes={sizes}>
      <img
        src={image.mediaLow || image.mediaMed || image.media}
        srcSet={sets?.jpeg ?? imageSrcSet(image)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </PictureSources>
  );
}
