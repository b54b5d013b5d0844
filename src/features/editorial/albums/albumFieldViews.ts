import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';
import type { FieldView } from '../frame/fieldDifferences';
import type { AlbumForm, CoverChoice } from './albumForm';

const t = editorialTexts.albums;
const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const items = (value: unknown) => (value ?? []) as EditorialMediaItem[];

/**
 * How each field of the album form reads when two versions are compared (the conflict view). The items are told by
 * their titles and compared by which they are and in what order: an item read again while it is being prepared, or
 * since retitled, is the same item.
 */
export const albumFieldViews: Record<keyof AlbumForm, FieldView> = {
  title: { label: t.title, show: plain, text: true },
  description: { label: t.description, show: plain, text: true },
  items: {
    label: t.items,
    show: (value) =>
      items(value)
        .map((item) => item.title)
        .join(', '),
    compared: (value) => items(value).map((item) => item.id),
  },
  cover: {
    label: t.isCover,
    show: (value) => (value as CoverChoice)?.title ?? '',
    compared: (value) => (value as CoverChoice)?.mediaId ?? null,
  },
};
