import { http, HttpResponse } from 'msw';
import type { MediaSetResponse } from '../../../src/domain/setSchemas';
import { albumFixture } from '../../fixtures/gallery';
import { newsDetailGallery, newsDetailResponse } from '../../fixtures/news';

/** The sets the fixtures hold: album 700's media and the news item's photos, each at its largest. */
export const setFixtures: Record<string, MediaSetResponse> = {
  [`album/${albumFixture.id}`]: {
    title: albumFixture.title,
    cover: albumFixture.items[0]!.mediaLow,
    files: albumFixture.items.map((item) => item.media),
    bytes: 48_000_000,
    atOnce: true,
  },
  [`news/${newsDetailResponse.news.id}`]: {
    title: newsDetailResponse.news.title,
    cover: newsDetailResponse.news.mediaLow,
    files: [newsDetailResponse.news.media, ...newsDetailGallery.map((item) => item.media)],
    bytes: 12_500_000,
    atOnce: true,
  },
};

/** `GET sets/{kind}/{id}` as the API answers it; an id the fixtures don't hold is a 404. */
export const setsHandlers = [
  http.get('*/api/sets/:kind/:id', ({ params }) => {
    const set = setFixtures[`${String(params.kind)}/${String(params.id)}`];
    if (set) return HttpResponse.json(set);
    return HttpResponse.json(
      { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado.' },
      { status: 404 },
    );
  }),
];

/** The pass every download asks first (src/domain/downloadPass.ts); a test refuses it with `server.use`. */
export const testDownloadPass = '1795000000.passe-de-teste';

export const downloadPassHandlers = [
  http.post('*/api/downloads/pass', () => HttpResponse.json({ pass: testDownloadPass })),
];
