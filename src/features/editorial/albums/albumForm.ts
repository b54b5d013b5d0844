/** The album editor's form: what the press officer changes before 'Salvar', and the body it becomes. */
import type { AlbumSaveBody, EditorialAlbum, EditorialMediaItem } from '../../../domain/editorialSchemas';

/** The cover, with its title to name it where the items are not shown with it (the conflict view). */
export type CoverChoice = { mediaId: number; title: string } | null;

export interface AlbumForm {
  title: string;
  description: string;
  /** In the album's order; each as last read, for its thumbnail and state. */
  items: EditorialMediaItem[];
  cover: CoverChoice;
}

export const coverOf = (items: EditorialMediaItem[], mediaId: number | null): CoverChoice => {
  const item = items.find((had) => had.id === mediaId);
  return mediaId === null ? null : { mediaId, title: item?.title ?? `#${mediaId}` };
};

export const albumFormOf = (album: EditorialAlbum): AlbumForm => ({
  title: album.title,
  description: album.description,
  items: album.items,
  cover: coverOf(album.items, album.coverMediaId),
});

export const albumFieldsOf = (form: AlbumForm) => ({
  title: form.title,
  description: form.description,
  mediaIds: form.items.map((item) => item.id),
  coverMediaId: form.cover?.mediaId ?? null,
});

export const albumBodyOf = (form: AlbumForm, version: number): AlbumSaveBody => ({
  version,
  ...albumFieldsOf(form),
});

/** The items with the one at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
