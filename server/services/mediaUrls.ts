/** Addresses of stored media files: `{mediaBaseUrl}/{folder}/{file}`, by default `/media/{folder}/{file}`. */
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
 * Links are relative to the site by default, so they work at whatever address the site is reached (a LAN address,
 * 127.0.0.1, a proxy); with a CDN the base is its absolute address. The file name is always the last segment of a
 * link (`mediaFileName` in src/domain/media.ts reads it for the download call).
 */
export function mediaUrlBuilder(mediaBaseUrl: string) {
  const base = mediaBaseUrl.replace(/\/$/, '');
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
