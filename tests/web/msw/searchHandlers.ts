import { http, HttpResponse } from 'msw';
import { searchLimits } from '../../../src/domain/search';
import { searchAnswer, searchCatalogue } from '../search/searchFixtures';

/** `elastic/elastic/findBy` over the search fixtures: quickSearch=true answers the first few, as the API does. */
export const searchHandlers = [
  http.get('*/api/elastic/elastic/findBy', ({ request }) => {
    const url = new URL(request.url);
    const found = searchCatalogue(url.searchParams.get('search') ?? '');
    const quick = url.searchParams.get('quickSearch') === 'true';
    return HttpResponse.json(searchAnswer(quick ? found.slice(0, searchLimits.quickResults) : found));
  }),
];
