/**
 * The picture of a link preview (`og:image`): 1200x630, the shape social networks draw, cut from the medium
 * rendition of a photo (or from a video's poster) and kept in the file store under `media/og/`: made once per source
 * file, for every process.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { mediaTypeOf } from '../../src/domain/media';
import type { LeadMedia } from '../site/pageMeta';
import type { FileStore } from '../storage/fileStore';
import { mediaKey, mediaPrefix } from './mediaKeys';

export const ogImageSize = { width: 1200, height: 630 } as const;

/** The rendition a preview is cut from: a photo's medium one (else full, else low), a video's poster. */
export function previewSource(image: LeadMedia): string {
  if (image.kind === 'video' || mediaTypeOf(image.fileMed) === 'video') return image.fileLow;
  return [image.fileMed, image.fileFull, image.fileLow].find((file) => mediaTypeOf(file) === 'image') ?? '';
}

export interface OgImageMaker {
  /** The file name under `media/og/`, or null when the source is not in the store or can't be read. */
  make(image: LeadMedia): Promise<string | null>;
}

export function createOgImageMaker(files: FileStore, log?: { warn(message: string): void }): OgImageMaker {
  const making = new Map<string, Promise<string | null>>();

  async function make(image: LeadMedia, source: string, name: string): Promise<string | null> {
    const target = `${mediaPrefix}og/${name}`;
    if (await files.stat(target)) return name;
    // A folder name from the database must not lead out of the media ('../..').
    const sourceKey = mediaKey(image.folder, source);
    const picture = sourceKey ? await files.read(sourceKey) : null;
    if (!picture) return null;
    try {
      const preview = await sharp(picture)
        .rotate()
        .resize(ogImageSize.width, ogImageSize.height, { fit: 'cover', position: 'centre' })
        .jpeg({ quality: 82, progressive: true, mozjpeg: true })
        .toBuffer();
      await files.put(target, preview, { contentType: 'image/jpeg' });
      return name;
    } catch (error) {
      log?.warn(`og:image of media ${image.id} not made from ${sourceKey}: ${(error as Error).message}`);
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
