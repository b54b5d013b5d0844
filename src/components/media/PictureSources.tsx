import type { ReactElement } from 'react';
import { imageMimeTypes, type PictureSrcSets } from '../../domain/imageFormats';

/**
 * An `<img>` offered in AVIF and WebP ahead of its JPEG: a `<picture>` with a source per format, or the `<img>`
 * alone when the file has no siblings (not a JPEG). The `<picture>` is `display: contents`, so the `<img>` keeps
 * its place in the layout (a grid cell, a flex item) and the page's CSS keeps styling it. A rule for a container's
 * direct children (`.slide > *`) must name `.slide > picture > img` too: the `<picture>` has no box to place.
 */
export function PictureSources({
  sets,
  sizes,
  children,
}: {
  sets: PictureSrcSets | null;
  sizes: string;
  children: ReactElement;
}) {
  if (!sets) return children;
  return (
    <picture style={{ display: 'contents' }}>
      <source type={imageMimeTypes.avif} srcSet={sets.avif} sizes={sizes} />
      <source type={imageMimeTypes.webp} srcSet={sets.webp} sizes={sizes} />
      {children}
    </picture>
  );
}
