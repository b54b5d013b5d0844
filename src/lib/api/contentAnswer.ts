/**
 * The answer of a content read (a car, a version, a section page): the page under its wire key and the news and
 * gallery lists shown with it. Guarded like responseShape.ts: an answer of an unexpected shape gives `page: null`
 * (the page says it could not load) and empty lists, never a crash deep inside a component.
 */
import type { GalleryItem, NewsItem } from '../../domain/content';
import { listOf } from './responseShape';

export interface ContentAnswer<P> {
  page: P | null;
  news: NewsItem[];
  gallery: GalleryItem[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{ [key]: page, news, gallery }`; `first` takes the page out of a one-item list (the section roots'
 * `session[0]`). `lists` names the page's own list fields (`templates`, `versions`, `listsub`), made lists.
 */
export function contentAnswer<P>(
  response: unknown,
  key: string,
  { first = false, lists = [] }: { first?: boolean; lists?: string[] } = {},
): ContentAnswer<P> {
  const source = isObject(response) ? response : {};
  const raw = first ? listOf<unknown>(source[key])[0] : source[key];
  const page = isObject(raw)
    ? (Object.fromEntries([
        ...Object.entries(raw),
        ...['templates', ...lists].map((field) => [field, listOf(raw[field])]),
      ]) as P)
    : null;
  return { page, news: listOf<NewsItem>(source.news), gallery: listOf<GalleryItem>(source.gallery) };
}
