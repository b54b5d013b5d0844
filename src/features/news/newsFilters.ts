/**
 * The news list's filters (spec section 7, `news/json/filter`): a kind of content (`textEnum`) and, optionally, the
 * car or page it is about (`association_id`) and a version or level-2 page of it (`association_item_id`). They live in
 * the address's query under the wire's names, so a filtered list can be shared and survives a reload.
 */
import type { Menu, MenuItem, NewsTextEnum } from '../../domain/content';
import { sectionLabels, sectionNewsTextEnum, wireSectionKind, type SectionKind } from '../../domain/sections';

export interface NewsFilter {
  textEnum?: NewsTextEnum;
  associationId?: number;
  associationItemId?: number;
}

export interface NewsKind {
  value: NewsTextEnum;
  /** The Portuguese label of the choice. */
  label: string;
  /** The menu list whose entries the association is chosen from (`session` is the company tree). */
  menuList: keyof Menu;
  /** Labels of the association and item selects. */
  associationLabel: string;
  itemLabel: string;
}

const sectionKind = (kind: SectionKind): NewsKind => ({
  value: sectionNewsTextEnum[kind],
  label: sectionLabels[kind],
  menuList: wireSectionKind[kind], // the menu's lists are named as the wire names the trees
  associationLabel: 'Página',
  itemLabel: 'Subpágina',
});

export const newsKinds: readonly NewsKind[] = [
  sectionKind('company'),
  sectionKind('technology'),
  sectionKind('emobility'),
  { value: 'Carros', label: 'Carros', menuList: 'cars', associationLabel: 'Carro', itemLabel: 'Versão' },
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

/** The entries a kind's association is chosen from; empty until the menu arrives. */
export function associationChoices(menu: Menu | undefined, kind: NewsKind | undefined): MenuItem[] {
  return kind && menu ? menu[kind.menuList] : [];
}
