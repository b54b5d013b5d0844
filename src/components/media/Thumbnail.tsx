import { pictureSrcSets } from '../../domain/imageFormats';
import { PictureSources } from './PictureSources';

export interface ThumbnailProps {
  /** The picture's one address (a card's `mediaThumb`: a photo's low rendition, or a portrait). */
  src: string;
  alt: string;
  /** How wide it is drawn: '200px', '(min-width: 992px) 220px, 30vw'. */
  sizes: string;
  /** Intrinsic size of the drawn box's shape, so the layout is reserved before the file arrives. */
  width: number;
  height: number;
  className?: string;
}

/**
 * A small picture from a single address: for a JPEG, a `<picture>` with its 320 and 640 px thumbnails (and the
 * address itself, 1024 w) in AVIF, WebP and JPEG, so a 200 px card never downloads the 1024 px rendition; any other
 * file as it is. Always lazy: thumbnails sit in lists and cards, never as a page's main image.
 */
export function Thumbnail({ src, alt, sizes, width, height, className }: ThumbnailProps) {
  const sets = pictureSrcSets({ mediaLow: src, mediaMed: src, media: src });
  return (
    <PictureSources sets={sets} sizes={sizes}>
      <img
        className={className}
        src={src}
        srcSet={sets?.jpeg}
        sizes={sets ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </PictureSources>
  );
}
