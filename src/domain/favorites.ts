/**
 * The favorites list (spec sections 3 and 4): what a visitor collects to download later as one zip. The rules here
 * are pure; the app keeps the list in Redux and local storage (`favorites`), the server checks the cart it is sent.
 */
import { mediaTypeOf } from './media';
import { releasePdfLink } from './sharing';

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

/** A press release as its favorite is made: the news item and its own photos and videos (lead and blocks). */
export interface FavoriteRelease {
  id: number;
  title: string;
  media: readonly FavoriteMedia[];
}

/**
 * The favorite of a whole press release (spec section 3's 'Press Release'): one entry that brings the release's PDF,
 * printed when the zip is made, and its photos and videos at their largest. It is identified by its PDF's link, so
 * favoriting one of its photos on its own is another entry; the list shows it with a document sign, as an attachment.
 */
export function favoriteOfRelease(
  release: FavoriteRelease,
  publicUrl: string,
  contentLink: string,
): FavoriteItem {
  const pdf = releasePdfLink(publicUrl, release.id);
  const files = [
    ...new Set(release.media.map((item) => item.media || item.mediaMed || item.mediaLow).filter(Boolean)),
  ].slice(0, favoriteMaxFiles - 1);
  return {
    name: release.title,
    type: 'Press Release',
    imageLink: pdf,
    contentLink,
    contentToDownload: [pdf, ...files],
    mediaAmount: files.length + 1,
  };
}

/** What `POST cartfiles` and `POST cartfiles/size` carry for the list (spec section 3, Cart download request). */
/** The longest title a cart entry may carry (cartSchemas.ts). */
export const cartTitleMax = 300;

export function cartOfFavorites(list: readonly FavoriteItem[]): { title: string; files: string[] }[] {
  // Each favorite is a folder of the zip, named by its title: a news item's release and its whole set share the
  // title, so there the kind tells the folders apart ('… - Press Release', '… - Fotos e vídeos').
  const named = new Map<string, number>();
  for (const item of list) named.set(item.name.toLowerCase(), (named.get(item.name.toLowerCase()) ?? 0) + 1);
  return list.map((item) => ({
    title:
      (named.get(item.name.toLowerCase()) ?? 0) > 1 && item.type ? `${item.name} - ${item.type}` : item.name,
    files: [...item.contentToDownload],
  }));
}

// --- one list from two: the browser's and the account's ------------------------------------------------------------

/**
 * A favorite with the moment it was favorited (ISO 8601), which orders it when two lists become one. Items stored
 * before the moment was kept have none: they count as the oldest.
 */
export type DatedFavorite = FavoriteItem & { addedAt?: string };

/** When `item` was favorited, in ms since the epoch; null when unknown (no time, or one that is not a time). */
function favoritedAt(item: DatedFavorite): number | null {
  if (typeof item.addedAt !== 'string') return null;
  const time = Date.parse(item.addedAt);
  return Number.isNaN(time) ? null : time;
}

/**
 * One list from two (at sign-in, the browser's signed-out list and the account's), losing nothing the limit leaves
 * room for: each image link once, as the copy favorited last (on a tie, `first`'s); newest first; items without a
 * time after every dated one, in the order they had (`first`'s, then `second`'s); at most `limit`, the oldest
 * left out. The same photo favorited on two devices is one favorite, placed by its latest favoriting.
 */
export function mergeFavorites<T extends DatedFavorite>(
  first: readonly T[],
  second: readonly T[],
  limit = favoritesMaxItems,
): T[] {
  type Kept = { item: T; time: number | null; order: number };
  const kept = new Map<string, Kept>();
  [...first, ...second].forEach((item, order) => {
    const time = favoritedAt(item);
    const copy = kept.get(item.imageLink);
    if (!copy || (time !== null && (copy.time === null || time > copy.time)))
      kept.set(item.imageLink, { item, time, order });
  });
  const newestFirst = (a: Kept, b: Kept) => {
    if (a.time === null || b.time === null || a.time === b.time)
      return a.time === b.time ? a.order - b.order : a.time === null ? 1 : -1;
    return b.time - a.time;
  };
  return [...kept.values()]
    .sort(newestFirst)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.item);
}

/**
 * A set taken whole as its favorite is made ('Favoritar todas' under a news item's photos, or an album's): what
 * `GET sets/{kind}/{id}` answers, the files 'Baixar todas' and 'Baixar álbum' deliver.
 */
export interface FavoriteSet {
  kind: 'news' | 'album';
  id: number;
  title: string;
  /** The set's picture, small ('' when it has none). */
  cover: string;
  files: readonly string[];
}

/** What a set's favorite is called in the list: an album, or a news item's photos and videos. */
export const setFavoriteTypes = { news: 'Fotos e vídeos', album: 'Álbum' } as const;

/**
 * A set's image link: its cover, told apart by a fragment naming the set. The cover alone is also its photo's own
 * favorite (and a news item's release is its PDF): the set is another favorite, and favoriting one never says 'Ja
 * adicionado' for the other. A fragment changes nothing the browser fetches, so the list still shows the cover.
 */
export const setFavoriteLink = (set: Pick<FavoriteSet, 'kind' | 'id' | 'cover'>) =>
  `${set.cover.split('#', 1)[0]}#todas-${set.kind}-${set.id}`;

/** The picture an image link shows: without the fragment a set's favorite adds. */
export const favoritePicture = (imageLink: string) => imageLink.split('#', 1)[0] ?? '';

/**
 * The favorite of a whole set ('Favoritar todas'): one entry, shown by its cover, that brings every file the set's
 * download delivers (at most `favoriteMaxFiles`), linked back to the page it was found on.
 */
export function favoriteOfSet(set: FavoriteSet, contentLink: string): FavoriteItem {
  const files = set.files.slice(0, favoriteMaxFiles);
  return {
    name: set.title,
    type: setFavoriteTypes[set.kind],
    imageLink: setFavoriteLink(set),
    contentLink,
    contentToDownload: files,
    mediaAmount: files.length,
  };
}
