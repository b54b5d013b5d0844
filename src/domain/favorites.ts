/**
 * The favorites list (spec sections 3 and 4): what a visitor collects to download later as one zip. The rules here
 * are pure; the app keeps the list in Redux and local storage (`favorites`), the server checks the cart it is sent.
 */
import { mediaTypeOf } from './media';

/** The kinds the spec names; the cart page shows them as written. */
export type FavoriteType = 'Imagem' | 'Video' | 'Anexo' | 'Press Release';

/** A favorite as stored under `favorites` (spec section 3). `imageLink` identifies it. */
export interface FavoriteItem {
  name: string;
  type: FavoriteType | string;
  /** What the list shows for it (a photo's small rendition, a video's poster); also its identity. */
  imageLink: string;
  /** The page it was found on, for the cart to link back. */
  contentLink: string;
  /** The files that go into the zip. */
  contentToDownload: string[];
  mediaAmount: number;
}

/** Spec section 9: the preview lists at most this many, with a more-indicator beyond. */
export const favoritesPreviewLimit = 5;
/** Spec section 9: the preview closes by itself after this long. */
export const favoritesPopoverMs = 3000;
/**
 * The most favorites a list keeps, and so the most items a cart request may carry: far more than anyone picks by
 * hand, and it bounds what one request can ask the server to zip.
 */
export const favoritesMaxItems = 100;
/** The most files one favorite may bring (an album's photos and videos). */
export const favoriteMaxFiles = 200;

export type AddFavoriteResult =
  { added: true; list: FavoriteItem[] } | { added: false; reason: 'present' | 'full' };

/** Adds `item` first; an item whose image link is already listed changes nothing ('Ja adicionado'). */
export function addFavorite(list: readonly FavoriteItem[], item: FavoriteItem): AddFavoriteResult {
  if (list.some((existing) => existing.imageLink === item.imageLink))
    return { added: false, reason: 'present' };
  if (list.length >= favoritesMaxItems) return { added: false, reason: 'full' };
  return { added: true, list: [item, ...list] };
}

export function removeFavorite(list: readonly FavoriteItem[], imageLink: string): FavoriteItem[] {
  return list.filter((item) => item.imageLink !== imageLink);
}

export function isFavorite(list: readonly FavoriteItem[], imageLink: string): boolean {
  return list.some((item) => item.imageLink === imageLink);
}

/** A photo or video's three renditions, as the API answers them. */
export interface FavoriteMedia {
  title: string;
  media: string;
  mediaMed: string;
  mediaLow: string;
}

/**
 * The favorite of one photo or video: shown by its small rendition (a video's poster), downloaded at its largest
 * (a photo's full size, a video's high MOV), linked back to the page it was found on.
 */
export function favoriteOfMedia(item: FavoriteMedia, contentLink: string): FavoriteItem {
  const video = mediaTypeOf(item.mediaMed) === 'video' || mediaTypeOf(item.media) === 'video';
  const largest = item.media || item.mediaMed || item.mediaLow;
  return {
    name: item.title,
    type: video ? 'Video' : 'Imagem',
    imageLink: item.mediaLow || item.mediaMed || item.media,
    contentLink,
    contentToDownload: largest ? [largest] : [],
    mediaAmount: 1,
  };
}

/** The favorite of a file such as a version's PDF spec sheet. */
export function favoriteOfAttachment(
  name: string,
  fileLink: string,
  imageLink: string,
  contentLink: string,
): FavoriteItem {
  return { name, type: 'Anexo', imageLink, contentLink, contentToDownload: [fileLink], mediaAmount: 1 };
}

/** What `POST cartfiles` and `POST cartfiles/size` carry for the list (spec section 3, Cart download request). */
export function cartOfFavorites(list: readonly FavoriteItem[]): { title: string; files: string[] }[] {
  return list.map((item) => ({ title: item.name, files: [...item.contentToDownload] }));
}
