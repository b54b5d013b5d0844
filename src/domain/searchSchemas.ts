/**
 * Wire shape of `GET elastic/elastic/findBy?search&quickSearch` (spec sections 3 and 7): `headers` (the tab names of
 * the categories that have results), `listAll` (every result, best first), one list per category, and `total`.
 * Each result is `{ category_type, item: { title, media, object } }`; `object` holds what the app needs to link it.
 */
import { Type, type Static } from 'typebox';
import { searchCategories, searchLimits, type SearchCategory as Category } from './search';

// An enum rather than a union of literals built by map(): map() makes an array, not a tuple, and the union's static
// type collapsed to `never`.
export const SearchCategory = Type.Unsafe<Category>({ type: 'string', enum: [...searchCategories] });

export const SearchResultObject = Type.Object({
  /** The item's id: news, car, version, page or album. */
  id: Type.Integer(),
  /** A version's car, a level-2 page's level-1 page; null otherwise. */
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  subtitle: Type.String(),
  /** News: its date (ISO); others: null. */
  date: Type.Union([Type.String(), Type.Null()]),
});

export const SearchResult = Type.Object({
  category_type: SearchCategory,
  item: Type.Object({
    title: Type.String(),
    /** A small picture link, or '' when the item has none. */
    media: Type.String(),
    object: SearchResultObject,
  }),
});

const perCategory = Object.fromEntries(
  searchCategories.map((category) => [category, Type.Array(SearchResult)]),
) as Record<(typeof searchCategories)[number], ReturnType<typeof Type.Array<typeof SearchResult>>>;

export const SearchResponse = Type.Object({
  headers: Type.Array(Type.String()),
  listAll: Type.Array(SearchResult),
  ...perCategory,
  total: Type.Integer({ minimum: 0 }),
});

export const SearchQuerystring = Type.Object({
  search: Type.String({ maxLength: 200 }),
  quickSearch: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});

export type SearchResult = Static<typeof SearchResult>;
export type SearchResponse = Static<typeof SearchResponse>;
export { searchLimits };
