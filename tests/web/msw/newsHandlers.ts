import { http, HttpResponse } from 'msw';
import type { NewsItem } from '../../../src/domain/content';
import {
  newsDetailResponse,
  newsCarsFixture,
  newsListFixture,
  previewNewsId,
  previewNewsResponse,
  previewToken,
} from '../../fixtures/news';

const notFound = () =>
  HttpResponse.json(
    { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado' },
    { status: 404 },
  );

function pageOf(items: NewsItem[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? '10');
  return {
    pages: Math.ceil(items.length / limit),
    news: items.slice((page - 1) * limit, page * limit),
  };
}

/** The news calls of spec section 7, paging and filtering the fixtures as the API does. */
export const newsHandlers = [
  http.get('*/api/news/json', ({ request }) =>
    HttpResponse.json(pageOf(newsListFixture, new URL(request.url))),
  ),
  http.get('*/api/news/json/filter', ({ request }) => {
    const url = new URL(request.url);
    const textEnum = url.searchParams.get('textEnum');
    const associationId = url.searchParams.get('association_id');
    const itemId = url.searchParams.get('association_item_id');
    const matching = newsListFixture.filter((item) =>
      item.news_associations.some(
        (association) =>
          association.text_enum === textEnum &&
          (associationId === null || association.association_id === Number(associationId)) &&
          (itemId === null || association.association_item_id === Number(itemId)),
      ),
    );
    return HttpResponse.json(pageOf(matching, url));
  }),
  http.get('*/api/news/json/cars', () => HttpResponse.json(newsCarsFixture)),
  http.get('*/api/news/json/news/:id', ({ params, request }) => {
    const id = Number(params.id);
    const token = new URL(request.url).searchParams.get('token');
    if (id === newsDetailResponse.news.id) return HttpResponse.json(newsDetailResponse);
    if (id === previewNewsId && token === previewToken) return HttpResponse.json(previewNewsResponse);
    return notFound();
  }),
];
