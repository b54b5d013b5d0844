/**
 * What a photo says about itself in its EXIF: the photographer (credit), a description and the moment it was taken.
 * The credit and the description are offered to the editor as suggestions (mediaRegistration.ts), not published.
 */
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { mediaLimits } from '../../../src/domain/editorialMedia';

export interface PhotoFacts {
  credit: string;
  caption: string;
  takenAt: Date | null;
}

const clean = (text: unknown, max: number) =>
  typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, max) : '';

/** The photo's facts, or null when sharp can't read it as a picture (the upload is not the image it claimed). */
export async function photoFacts(bytes: Buffer): Promise<PhotoFacts | null> {
  try {
    const metadata = await sharp(bytes).metadata();
    if (!metadata.format || !metadata.width || !metadata.height) return null;
    let credit = '';
    let caption = '';
    let takenAt: Date | null = null;
    if (metadata.exif) {
      try {
        const exif = exifReader(metadata.exif);
        credit =
          clean(exif.Image?.Artist, mediaLimits.credit) || clean(exif.Image?.Copyright, mediaLimits.credit);
        caption = clean(exif.Image?.ImageDescription, mediaLimits.caption);
        const taken = exif.Photo?.DateTimeOriginal;
        if (taken instanceof Date && !Number.isNaN(taken.getTime())) takenAt = taken;
      } catch {
        // A damaged EXIF block says nothing; the photo itself is fine.
      }
    }
    return { credit, caption, takenAt };
  } catch {
    return null;
  }
}
