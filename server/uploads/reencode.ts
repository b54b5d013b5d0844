/**
 * An uploaded picture decoded and written again in its own format: what is stored is pixels the newsroom encoded,
 * never the sender's bytes. Metadata goes (EXIF with the GPS position of where a licence was photographed, XMP, the
 * camera's serial, ICC profiles: sharp keeps none unless told to), after the EXIF orientation is applied so the
 * picture still stands upright.
 */
import sharp from 'sharp';
import type { uploadImageTypes } from '../../src/domain/loanRequest';

type UploadType = (typeof uploadImageTypes)[number];

export interface Reencoded {
  data: Buffer;
  /**
   * GIFs come back as PNG: writing GIF means reducing the picture to a 256-colour palette, and one still picture (the
   * first frame) is all a licence or a checklist needs. The stored name's extension follows this type.
   */
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/**
 * Null when the bytes do not decode whole: a file cut off in transit, or damaged. `maxPixels` is checked again here
 * (the caller already refused larger headers): nothing is decoded past it, whatever the header said before.
 */
export async function reencodeUpload(
  bytes: Buffer,
  type: UploadType,
  maxPixels: number,
): Promise<Reencoded | null> {
  // 'error' stops at a truncated file or a damaged block, instead of storing grey pixels where the data ran out.
  // Not sharp's stricter default, 'warning': phone JPEGs often carry recoverable oddities (extraneous bytes before a
  // marker) that would refuse a good picture, and what we store is our own encoding anyway.
  const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
  const contentType = type === 'image/gif' ? 'image/png' : type;
  // Quality 90 rather than sharp's 80: a licence's small print must stay legible.
  const encoder =
    contentType === 'image/jpeg'
      ? image.jpeg({ quality: 90 })
      : contentType === 'image/webp'
        ? image.webp({ quality: 90 })
        : image.png();
  try {
    return { data: await encoder.toBuffer(), contentType };
  } catch {
    return null;
  }
}
