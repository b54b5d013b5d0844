import { http, HttpResponse } from 'msw';
import {
  albumFixture,
  albumsFixture,
  galleryPhotosFixture,
  galleryVideosFixture,
} from '../../fixtures/gallery';

function pageOf<T>(items: T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? '9');
  return { pages: Math.ceil(items.length / limit), items: items.slice((page - 1) * limit, page * limit) };
}

/** The gallery calls of spec section 7, paging the fixtures as the API does (page from 1, 0 pages when empty). */
export const galleryHandlers = [
  http.get('*/api/buckets/json/photos', ({ request }) => {
    const { pages, items } = pageOf(galleryPhotosFixture, new URL(request.url));
    return HttpResponse.json({ bucket_media: items, pages });
  }),
  http.get('*/api/buckets/json/videos', ({ request }) => {
    const { pages, items } = pageOf(galleryVideosFixture, new URL(request.url));
    return HttpResponse.json({ bucket_media: items, pages });
  }),
  http.get('*/api/buckets/json', ({ request }) => {
    const { pages, items } = pageOf(albumsFixture, new URL(request.url));
    return HttpResponse.json({ bucket: items, pages });
  }),
  http.get('*/api/buckets/json/bucket/:id', ({ params, request }) => {
    if (Number(params.id) !== albumFixture.id) {
      return HttpResponse.json(
        { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado.' },
        { status: 404 },
      );
    }
    const { items: albumItems, ...album } = albumFixture;
    const { pages, items } = pageOf(albumItems, new URL(request.url));
    return HttpResponse.json({ bucket: { ...album, bucket_associations: items }, pages });
  }),
];
