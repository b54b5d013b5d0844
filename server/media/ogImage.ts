/**
 * The picture of a link preview (`og:image`): 1200x630, the shape social networks draw, cut from the medium
 * rendition of a photo (or from a video's poster) and kept in `media/og/`, made once per source file.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaTypeOf } from '../../src/domain/media';
import type { LeadMedia } from '../site/pageMeta';

export const ogImageSize = { width: 1200, height: 630 } as const;

/** The rendition a preview is cut from: a photo's medium one (else full, else low), a video's poster. */
export function previewSource(image: LeadMedia): string {
  if (image.kind === 'video' || mediaTypeOf(image.fileMed) === 'video') return image.fileLow;
  return [image.fileMed, image.fileFull, image.fileLow].find((file) => mediaTypeOf(file) === 'image') ?? '';
}

export interface OgImageMaker {
  /** The file name under `media/og/`, or null when the source is not on disk or can't be read. */
  make(image: LeadMedia): Promise<string | null>;
}

export function createOgImageMaker(mediaDir: string, log?: { warn(message: string): void }): OgImageMaker {
  const ogDir = path.join(mediaDir, 'og');
  const making = new Map<string, Promise<string | null>>();

  async function make(image: LeadMedia, source: string, name: string): Promise<string | null> {
    const sourceFile = path.resolve(mediaDir, image.folder, source);
    // A folder name from the database must not lead out of the media folder ('../..').
    if (!sourceFile.startsWith(mediaDir + path.sep) || !existsSync(sourceFile)) return null;
    const target = path.join(ogDir, name);
    if (existsSync(target)) return name;
    await mkdir(ogDir, { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    try {
      await sharp(sourceFile)
        .rotate()
        .resize(ogImageSize.width, ogImageSize.height, { fit: 'cover', position: 'centre' })
        .jpeg({ quality: 82, progressive: true, mozjpeg: true })
        .toFile(partial);
      await rename(partial, target);
      return name;
    } catch (error) {
      await rm(partial, { force: true });
      log?.warn(`og:image of media ${image.id} not made from ${sourceFile}: ${(error as Error).message}`);
      return null;
    }
  }

  return {
    make(image) {
      const source = previewSource(image);
      if (!source) return Promise.resolve(null);
      // Named by the media and its source file: an editor who replaces the file gets a new preview.
      const digest = createHash('sha1').update(`${image.folder}/${source}`).digest('hex').slice(0, 12);
      const name = `${image.id}-${digest}.jpg`;
      let made = making.get(name);
      if (!made) {
        made = make(image, source, name).finally(() => making.delete(name));
        making.set(name, made);
      }
      return made;
    },
  };
}
