import type { MediaVariants } from '../../domain/content';
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

/** A photo in its low, medium and full renditions, lazy unless it is the page's main image. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  width = 1024,
  height = 683,
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
    <img
      src={image.mediaLow || image.mediaMed || image.media}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
