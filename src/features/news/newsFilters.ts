/**
 * The news list's filters (spec section 7, `news/json/filter`): a kind of content (`textEnum`) and, optionally, the
 * car or page it is about (`association_id`) and a version or level-2 page of it (`association_item_id`). They live in
 * the address's query under the wire's names, so a filtered list can be shared and survives a reload.
 */
import type { Menu, MenuItem, NewsTextEnum } from '../../domain/content';
import {
  sectionLabels,
  sectionNewsTextEnum,
  wireSectionKind,
  type SectionKind,
  type WireSectionKind,
} from '../../domain/sections';

export interface NewsFilter {
  textEnum?: NewsTextEnum;
  associationId?: number;
  associationItemId?: number;
}

export interface NewsKind {
  value: NewsTextEnum;
  /** The Portuguese label of the choice. */
  label: string;
  /**
   * Where the association is chosen from: a section tree of the menu (`session` is the company tree), or the cars
   * with news (`news/json/cars`), since the menu leaves out the cars it does not show, whose news are news too.
   */
  choices: WireSectionKind | 'newsCars';
  /** Labels of the association and item selects. */
  associationLabel: string;
  itemLabel: string;
}

const sectionKind = (kind: SectionKind): NewsKind => ({
  value: sectionNewsTextEnum[kind],
  label: sectionLabels[kind],
  choices: wireSectionKind[kind], // the menu's lists are named as the wire names the trees
  associationLabel: 'Página',
  itemLabel: 'Subpágina',
});

export const newsKinds: readonly NewsKind[] = [
  sectionKind('company'),
  sectionKind('technology'),
  sectionKind('emobility'),
  { value: 'Carros', label: 'Carros', choices: 'newsCars', associationLabel: 'Carro', itemLabel: 'Versão' },
];

export const newsKindOf = (value: NewsTextEnum | undefined): NewsKind | undefined =>
  newsKinds.find((kind) => kind.value === value);

const queryKeys = {
  textEnum: 'textEnum',
  associationId: 'association_id',
  associationItemId: 'association_item_id',
};

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/**
 * The filter an address asks for. Anything unknown or out of order is dropped, never sent: an association without
 * a kind, an item without an association.
 */
export function newsFilterFromQuery(query: URLSearchParams): NewsFilter {
  const kind = newsKinds.find((candidate) => candidate.value === query.get(queryKeys.textEnum));
  if (!kind) return {};
  const associationId = positiveId(query.get(queryKeys.associationId));
  if (associationId === undefined) return { textEnum: kind.value };
  const associationItemId = positiveId(query.get(queryKeys.associationItemId));
  return associationItemId === undefined
    ? { textEnum: kind.value, associationId }
    : { textEnum: kind.value, associationId, associationItemId };
}

/** The query of an address for a filter (empty for the whole list). */
export function newsFilterToQuery(filter: NewsFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.textEnum) query.set(queryKeys.textEnum, filter.textEnum);
  if (filter.textEnum && filter.associationId !== undefined) {
    query.set(queryKeys.associationId, String(filter.associationId));
    if (filter.associationItemId !== undefined)
      query.set(queryKeys.associationItemId, String(filter.associationItemId));
  }
  return query;
}

export const isFiltered = (filter: NewsFilter) => filter.textEnum !== undefined;

/** The lists the associations are chosen from; each undefined until it arrives. */
export interface NewsFilterLists {
  menu: Menu | undefined;
  newsCars: MenuItem[] | undefined;
}

/** The entries a kind's association is chosen from; empty until its list arrives. */
export function associationChoices(lists: NewsFilterLists, kind: NewsKind | undefined): MenuItem[] {
  if (!kind) return [];
  return (kind.choices === 'newsCars' ? lists.newsCars : lists.menu?.[kind.choices]) ?? [];
}
