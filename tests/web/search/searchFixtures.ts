import { searchCategories, searchCategoryLabels, type SearchCategory } from '../../../src/domain/search';
import type { SearchResponse, SearchResult } from '../../../src/domain/searchSchemas';

export function hit(
  category: SearchCategory,
  id: number,
  title: string,
  { parentId = null, date = null, media = `/media/images/busca-${category}-${id}-low.jpg` } = {} as {
    parentId?: number | null;
    date?: string | null;
    media?: string;
  },
): SearchResult {
  return {
    category_type: category,
    item: { title, media, object: { id, parent_id: parentId, subtitle: `Subtítulo de ${title}`, date } },
  };
}

/** One item of each of the ten categories, all about the Nivus, with two news items; and the page each leads to. */
export const nivusCatalogue: { hit: SearchResult; path: string }[] = [
  {
    hit: hit('news', 701, 'Aurora Nivus 2025 chega às lojas', { date: '2026-10-01T12:00:00.000Z' }),
    path: '/news/701',
  },
  {
    hit: hit('news', 702, 'Nivus bate recorde de vendas', { date: '2026-09-15T12:00:00.000Z' }),
    path: '/news/702',
  },
  { hit: hit('car', 12, 'Aurora Nivus'), path: '/cars/car/12' },
  { hit: hit('car_version', 31, 'Nivus Highline', { parentId: 12 }), path: '/cars/version/12/31' },
  { hit: hit('session', 4, 'Nivus na fábrica de Taubaté'), path: '/company/4' },
  { hit: hit('sub_session', 41, 'Linha de montagem do Nivus', { parentId: 4 }), path: '/company/4/41' },
  // Page id 1 is the root of its tree (spec section 2).
  { hit: hit('technology', 1, 'Tecnologia do Nivus'), path: '/technology' },
  { hit: hit('subtechnology', 22, 'Motor TSI do Nivus', { parentId: 2 }), path: '/technology/2/22' },
  { hit: hit('mobilidade-eletrica', 3, 'Nivus elétrico em estudo'), path: '/mobilidade-eletrica/3' },
  {
    hit: hit('submobilidade-eletrica', 33, 'Recarga do Nivus elétrico', { parentId: 3, media: '' }),
    path: '/mobilidade-eletrica/3/33',
  },
  { hit: hit('gallery', 9, 'Álbum Nivus 2025'), path: '/media-gallery/album/9' },
];

/** The findBy answer for these results: headers are the tab names of the categories that have any. */
export function searchAnswer(results: SearchResult[]): SearchResponse {
  const lists = Object.fromEntries(
    searchCategories.map((category) => [
      category,
      results.filter((result) => result.category_type === category),
    ]),
  ) as Record<SearchCategory, SearchResult[]>;
  return {
    ...lists,
    headers: searchCategories
      .filter((category) => lists[category].length > 0)
      .map((category) => searchCategoryLabels[category]),
    listAll: results,
    total: results.length,
  };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The catalogue's items whose title holds the query, accents aside, as the API's search would find them. */
export function searchCatalogue(query: string): SearchResult[] {
  return nivusCatalogue
    .map(({ hit }) => hit)
    .filter((hit) => fold(hit.item.title).includes(fold(query.trim())));
}
