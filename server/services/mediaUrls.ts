/** Public addresses of stored media files: `{publicUrl}/media/{folder}/{file}`. */
import type { MediaSizes, MediaVariants } from '../../src/domain/content';

export interface MediaFiles {
  folder: string;
  fileLow: string;
  fileMed: string;
  fileFull: string;
}

export interface MediaLabels {
  sizeLow: string;
  sizeMed: string;
  sizeFull: string;
}

export type MediaUrlBuilder = ReturnType<typeof mediaUrlBuilder>;

/**
 * Links are absolute because the spec's download call takes the file name as the sixth segment of the link
 * (`http:`, ``, host, `media`, folder, file).
 */
export function mediaUrlBuilder(publicUrl: string) {
  const base = `${publicUrl.replace(/\/$/, '')}/media`;
  const file = (folder: string, name: string) =>
    `${base}/${encodeURIComponent(folder)}/${encodeURIComponent(name)}`;
  return {
    file,
    variants(media: MediaFiles | null): MediaVariants {
      if (!media) return { media: '', mediaMed: '', mediaLow: '' };
      return {
        media: file(media.folder, media.fileFull),
        mediaMed: file(media.folder, media.fileMed),
        mediaLow: file(media.folder, media.fileLow),
      };
    },
    sizes(media: MediaLabels | null): MediaSizes {
      return {
        mediaSize: media?.sizeFull ?? '',
        mediaSizeMedium: media?.sizeMed ?? '',
        mediaSizeLow: media?.sizeLow ?? '',
      };
    },
  };
}
