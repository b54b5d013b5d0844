import type { MediaVariants } from '../../domain/content';
import { imageMimeTypes, pictureSrcSets } from '../../domain/imageFormats';
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
 * rendition its screen needs. The `<picture>` is `display: contents`: the `<img>` keeps its place in the layout.
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
  const sets = pictureSrcSets(image);
  const img = (
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
  );
  if (!sets) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type={imageMimeTypes.avif} srcSet={sets.avif} sizes={sizes} />
      <source type={imageMimeTypes.webp} srcSet={sets.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
