import type { MediaSizes, MediaVariants } from '../../domain/content';
import { mediaTypeOf } from '../../domain/media';

/**
 * A photo or video as every media card has it: its renditions, their size labels and its title; where the page has
 * them, its caption and credit. A picture shown under words of its page ('{page}: foto 1') carries its own title as
 * `fileTitle`: the server names its files after that one, and a download names them as the server does.
 */
export type MediaItem = MediaVariants &
  MediaSizes & { title: string; fileTitle?: string; caption?: string; credit?: string };

/** Screen-reader words before a credit, which is often a bare name ('Ana Lima'). */
export const creditLabel = 'Crédito:';

/** A media item is a video when one of its files is (spec section 3: the type is told by the extension). */
export function isVideoItem(item: MediaVariants): boolean {
  return mediaTypeOf(item.mediaMed) === 'video' || mediaTypeOf(item.media) === 'video';
}

/** What a photo's 'Ampliar' needs: open the lightbox at it, given the button (focus returns there after). */
export interface Enlarger {
  open: (opener: HTMLElement) => void;
  /** Fetches the lightbox's code ahead of the click (a pointer over, or focus on, 'Ampliar'). */
  preload: () => void;
}
