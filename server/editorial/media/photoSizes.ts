/**
 * A photo's three sizes (spec section 3: ~1024, ~1795 and ~4096 px wide, never enlarged) as JPEGs, and the modern
 * siblings the public pages offer (AVIF, WebP, the 320/640 px thumbnails: src/domain/imageFormats.ts), made once
 * from pixels decoded once.
 */
import sharp from 'sharp';
import { pixelsLabel } from '../../../src/domain/fileNames';
import { renditionWidths } from '../../../src/domain/imageFormats';
import { encodeSiblings, siblingsOf } from '../../media/imageSiblings';

export interface MadeFile {
  name: string;
  data: Buffer;
}

export interface PhotoSizes {
  files: MadeFile[];
  /** '1024 x 683 px' per size. */
  labels: { low: string; med: string; full: string };
  /** The three JPEGs, for their byte counts and checksums. */
  jpegs: { low: Buffer; med: Buffer; full: Buffer };
}

const widths = { low: renditionWidths.mediaLow, med: renditionWidths.mediaMed, full: renditionWidths.media };

export async function makePhotoSizes(
  original: Buffer,
  names: { fileLow: string; fileMed: string; fileFull: string },
): Promise<PhotoSizes> {
  // Turned as the camera meant, on white where it was transparent (a PNG logo), in sRGB as every browser shows it.
  const decoded = await sharp(original, { failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromPixels = () =>
    sharp(decoded.data, {
      raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels as 3 },
    });
  const made = {} as Record<'low' | 'med' | 'full', { data: Buffer; width: number; height: number }>;
  for (const size of ['low', 'med', 'full'] as const) {
    const { data, info } = await fromPixels()
      .resize({ width: widths[size], withoutEnlargement: true })
      .jpeg({ quality: 85, progressive: true })
      .toBuffer({ resolveWithObject: true });
    made[size] = { data, width: info.width, height: info.height };
  }
  const siblings = new Map([
    ...(await encodeSiblings(
      made.low.data,
      siblingsOf(names.fileLow, { thumbnails: true, width: made.low.width }),
    )),
    ...(await encodeSiblings(
      made.med.data,
      siblingsOf(names.fileMed, { thumbnails: false, width: made.med.width }),
    )),
  ]);
  const label = (size: 'low' | 'med' | 'full') => pixelsLabel(made[size]);
  return {
    files: [
      { name: names.fileLow, data: made.low.data },
      { name: names.fileMed, data: made.med.data },
      { name: names.fileFull, data: made.full.data },
      ...[...siblings].map(([name, data]) => ({ name, data })),
    ],
    labels: { low: label('low'), med: label('med'), full: label('full') },
    jpegs: { low: made.low.data, med: made.med.data, full: made.full.data },
  };
}
