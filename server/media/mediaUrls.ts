/** Addresses of stored media files: `{mediaBaseUrl}/{folder}/{file}`, by default `/media/{folder}/{file}`. */
import type { MediaSizes, MediaVariants } from '../../src/domain/content';
import { formatFileSize } from '../../src/domain/format';

export interface MediaFiles {
  folder: string;
  fileLow: string;
  fileMed: string;
  fileFull: string;
}

/** The stored pixel labels and the measured bytes (null until server/media/mediaBytes.ts measured the file). */
export interface MediaLabels {
  sizeLow: string;
  sizeMed: string;
  sizeFull: string;
  bytesLow: number | null;
  bytesMed: number | null;
  bytesFull: number | null;
}

/** '1024 x 683 px · 180 KB': the pixels, and the file size once it is known. */
function sizeLabel(pixels: string, bytes: number | null): string {
  if (bytes === null) return pixels;
  return pixels ? `${pixels} · ${formatFileSize(bytes)}` : formatFileSize(bytes);
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
    /** The beginning of every media address, without its last '/'. */
    base,
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
      if (!media) return { mediaSize: '', mediaSizeMedium: '', mediaSizeLow: '' };
      return {
        mediaSize: sizeLabel(media.sizeFull, media.bytesFull),
        mediaSizeMedium: sizeLabel(media.sizeMed, media.bytesMed),
        mediaSizeLow: sizeLabel(media.sizeLow, media.bytesLow),
      };
    },
  };
}
