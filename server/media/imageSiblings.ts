/**
 * Writes the siblings of a public JPEG rendition (src/domain/imageFormats.ts): the same picture in AVIF and WebP,
 * and for a low rendition the 320 and 640 px thumbnails in all three formats. The seed makes them with the
 * renditions; the media route makes one it lacks when it is first asked for (a data folder seeded before they
 * existed, a file an editor placed by hand).
 *
 * Encoder settings are chosen for the seed's time on a small machine (measured on 2 cores, sharp 0.35): AVIF at
 * effort 1 costs about half of effort 2 for files ~10% bigger, and still about 25% smaller than WebP; WebP at
 * effort 2 is within 5% of effort 4 at half the time.
 */
import sharp, { type Sharp } from 'sharp';
import {
  modernFormats,
  thumbnailWidths,
  type ModernFormat,
  type SiblingName,
  type ThumbnailWidth,
} from '../../src/domain/imageFormats';

export const siblingEncoders = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 75, effort: 2 },
  // mozjpeg would save ~10% for 5-10 times the time: these thumbnails are the fallback of the rare browser
  // without WebP.
  jpg: { quality: 80 },
} as const;

function encode(pipeline: Sharp, format: ModernFormat | 'jpg'): Sharp {
  if (format === 'avif') return pipeline.avif(siblingEncoders.avif);
  if (format === 'webp') return pipeline.webp(siblingEncoders.webp);
  return pipeline.jpeg(siblingEncoders.jpg);
}

/** The file name of a sibling of `jpegName` (`x-low.jpg`, width 320, avif → `x-low-320.avif`). */
export function siblingFileName(
  jpegName: string,
  width: ThumbnailWidth | null,
  format: ModernFormat | 'jpg',
) {
  const base = jpegName.replace(/\.jpe?g$/i, '');
  return `${base}${width ? `-${width}` : ''}.${format}`;
}

/**
 * The siblings a rendition gets: AVIF and WebP at its own size (unless `ownSize` is false); with `thumbnails`, also
 * each thumbnail width narrower than the picture (a 400 px portrait gets the 320 px one only), in the three formats.
 */
export function siblingsOf(
  jpegName: string,
  { thumbnails, width, ownSize = true }: { thumbnails: boolean; width: number; ownSize?: boolean },
): SiblingName[] {
  const names: SiblingName[] = ownSize
    ? modernFormats.map((format) => ({ source: jpegName, width: null, format }))
    : [];
  if (!thumbnails) return names;
  for (const thumbnail of thumbnailWidths) {
    if (thumbnail >= width) continue;
    for (const format of [...modernFormats, 'jpg'] as const)
      names.push({ source: jpegName, width: thumbnail, format });
  }
  return names;
}

export interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: number };
}

/**
 * Encodes the asked siblings of one JPEG: decoded once (or given as the pixels the JPEG was made from), resized
 * once per width. Answers the buffers by file name.
 */
export async function encodeSiblings(
  jpeg: Buffer | string | Pixels,
  wanted: SiblingName[],
): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  if (!wanted.length) return out;
  // `rotate()` applies an EXIF orientation, so a sibling stands the way the JPEG is shown.
  const decoded =
    typeof jpeg === 'string' || Buffer.isBuffer(jpeg)
      ? await sharp(jpeg).rotate().raw().toBuffer({ resolveWithObject: true })
      : jpeg;
  const fromRaw = (data: Buffer, info: { width: number; height: number; channels: number }) =>
    sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 },
    });
  const widths = [...new Set(wanted.map((sibling) => sibling.width))];
  for (const width of widths) {
    const pixels = width
      ? await fromRaw(decoded.data, decoded.info)
          .resize({ width, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true })
      : decoded;
    for (const sibling of wanted.filter((each) => each.width === width)) {
      const data = await encode(fromRaw(pixels.data, pixels.info), sibling.format).toBuffer();
      out.set(siblingFileName(sibling.source, sibling.width, sibling.format), data);
    }
  }
  return out;
}
