import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import type { EditorialNews, EditorialNewsChoices } from '../../../src/domain/editorialSchemas';
import NewsDeskPage from '../../../src/features/editorial/pages/NewsDeskPage';
import NewsEditorPage from '../../../src/features/editorial/pages/NewsEditorPage';
import type { StoredUser } from '../../../src/lib/storage';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';

/** redacao@imprensa.test as `GET login` leaves it: role 0, the press office. */
export const pressOfficer: StoredUser = {
  id: 20,
  name: 'Renata Redação',
  email: 'redacao@imprensa.test',
  role: 0,
  loggedIn: true,
  cpf: '',
  rg: '',
  cnh: '',
  cnhPicture: '',
};

/** A journalist: no `publish`. */
export const journalist: StoredUser = { ...pressOfficer, id: 7, email: 'jornalista@imprensa.test', role: 10 };

/** A saved draft as the API answers it; `changes` override any field. */
export function editorialNews(id: number, changes: Partial<EditorialNews> = {}): EditorialNews {
  return {
    id,
    title: 'Aurora Volt chega ao Brasil',
    subtitle: 'O elétrico compacto estreia em dezembro.',
    description: '<p>A Aurora anuncia o Volt.</p>',
    newsDate: '2026-11-20',
    mediaId: null,
    albumId: null,
    associations: [{ textEnum: 'Carros', associationId: 3, associationItemId: null }],
    version: 4,
    state: 'draft',
    stateText: 'Rascunho',
    publishAt: null,
    publishAtLocal: null,
    url: `/news/${id}?preview=abc`,
    previewLink: { url: `/news/${id}?preview=abc`, expiresAt: '2026-11-27T12:00:00.000Z', expired: false },
    mediaThumbnail: null,
    slug: '',
    metaDescription: '',
    shareTitle: '',
    shareMediaId: null,
    shareThumbnail: null,
    pdfFile: null,
    pdfUrl: null,
    mediaIds: [],
    photoSet: [],
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-21T13:30:00.000Z',
    changes: [
      {
        at: '2026-11-21T13:30:00.000Z',
        who: 'Renata Redação',
        action: 'update',
        actionText: 'Salvou',
        fields: ['Título', 'Texto'],
      },
      {
        at: '2026-11-20T12:00:00.000Z',
        who: 'Renata Redação',
        action: 'create',
        actionText: 'Criou',
        fields: [],
      },
    ],
    ...changes,
  };
}

export const choices: EditorialNewsChoices = {
  subjects: [
    { textEnum: 'Carros', id: 3, title: 'Aurora Volt', items: [{ id: 31, title: 'Volt Comfort' }] },
    { textEnum: 'Empresa', id: 5, title: 'Fábrica de Taubaté', items: [] },
  ],
  albums: [{ id: 8, title: 'Lançamento do Volt', published: true }],
};

/** The choices and the photos, which every editor test reads. */
export function serveEditorChoices() {
  server.use(
    http.get('*/api/redacao/news/choices', () => HttpResponse.json(choices)),
    http.get('*/api/redacao/photos', () =>
      HttpResponse.json({
        list: [{ id: 12, title: 'Volt de frente', thumbnail: '/media/12-thumb.jpg' }],
        total: 1,
      }),
    ),
  );
}

/** The editorial routes at `route` for `user`. */
export function renderEditorial(route: string, user: StoredUser = pressOfficer) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/redacao" element={<NewsDeskPage />} />
      <Route path="/redacao/noticias/nova" element={<NewsEditorPage />} />
      <Route path="/redacao/noticias/:newsId" element={<NewsEditorPage />} />
    </Routes>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
