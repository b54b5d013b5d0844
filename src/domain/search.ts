/**
 * Site search (spec sections 2, 3, 5 and 7): the ten result categories, their tab names, the query rule, and where a
 * result leads. The server validates the query with the same rule the header applies.
 */
import type { SectionKind } from './sections';

/** The `category_type` of a result, as the spec names them. */
export const searchCategories = [
  'news',
  'car',
  'car_version',
  'session',
  'sub_session',
  'technology',
  'subtechnology',
  'mobilidade-eletrica',
  'submobilidade-eletrica',
  'gallery',
] as const;
export type SearchCategory = (typeof searchCategories)[number];

/** The tab (`headers`) name of each category. */
export const searchCategoryLabels: Record<SearchCategory, string> = {
  news: 'Notícias',
  car: 'Carros',
  car_version: 'Versões',
  session: 'Empresa',
  sub_session: 'Empresa: páginas',
  technology: 'Tecnologia',
  subtechnology: 'Tecnologia: páginas',
  'mobilidade-eletrica': 'Mobilidade Elétrica',
  'submobilidade-eletrica': 'Mobilidade Elétrica: páginas',
  gallery: 'Galeria',
};

/** Spec sections 5 and 9: a lookup needs 3 trimmed characters; the box takes at most 60. */
export const searchLimits = { minLength: 3, maxLength: 60, quickResults: 8, fullResults: 200 } as const;

export const searchTexts = {
  empty: 'Por favor, preencher o campo para realizar a pesquisa',
  searching: 'Buscando resultados...',
  noResults: 'Não foram encontrados resultados',
  invalid: 'A pesquisa deve ter de 3 a 60 caracteres.',
} as const;

/** The query as searched: trimmed, inner runs of spaces made one; null when it is too short or too long. */
export function searchQueryOf(raw: string | null | undefined): string | null {
  const query = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (query.length < searchLimits.minLength || query.length > searchLimits.maxLength) return null;
  return query;
}

/** The section tree of a page category, and whether it is a level-2 page. */
export const sectionOfCategory: Partial<Record<SearchCategory, { kind: SectionKind; level: 1 | 2 }>> = {
  session: { kind: 'company', level: 1 },
  sub_session: { kind: 'company', level: 2 },
  technology: { kind: 'technology', level: 1 },
  subtechnology: { kind: 'technology', level: 2 },
  'mobilidade-eletrica': { kind: 'emobility', level: 1 },
  'submobilidade-eletrica': { kind: 'emobility', level: 2 },
};
