import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import type { EditorialSectionPage, SectionPageTree } from '../../../src/domain/editorialPageSchemas';
import SectionPageEditorPage from '../../../src/features/editorial/pages/SectionPageEditorPage';
import SectionPagesDeskPage from '../../../src/features/editorial/pages/SectionPagesDeskPage';
import type { StoredUser } from '../../../src/lib/storage';
import { LocationProbe, renderWithProviders } from '../utils';
import { server } from '../msw/server';
import { pressOfficer } from './editorialFixtures';

/** The company tree as the API answers it: the root, two level-1 pages (one a draft), a level-2 page. */
export const companyTree: SectionPageTree = {
  kind: 'company',
  pages: [
    {
      id: 1,
      parentId: null,
      level: 0,
      title: 'Empresa',
      state: 'published',
      stateText: 'Publicada',
      position: 0,
      url: '/company',
    },
    {
      id: 4,
      parentId: null,
      level: 1,
      title: 'História',
      state: 'draft',
      stateText: 'Rascunho',
      position: 1,
      url: '/company/4?token=abc',
    },
    {
      id: 2,
      parentId: null,
      level: 1,
      title: 'Fábricas',
      state: 'published',
      stateText: 'Publicada',
      position: 2,
      url: '/company/2',
    },
    {
      id: 3,
      parentId: 2,
      level: 2,
      title: 'Taubaté',
      state: 'published',
      stateText: 'Publicada',
      position: 0,
      url: '/company/2/3',
    },
  ],
};

/** A saved level-1 company page as the API answers it; `changes` override any field. */
export function sectionPage(id: number, changes: Partial<EditorialSectionPage> = {}): EditorialSectionPage {
  return {
    kind: 'company',
    id,
    parentId: null,
    parentTitle: null,
    level: 1,
    title: 'Fábricas',
    subtitle: 'Onde o Aurora nasce.',
    description: '<p>Quatro fábricas no Brasil.</p>',
    mediaId: 12,
    sideMediaId: null,
    sideDescription: '<p>Desde 1959.</p>',
    bottomTitle: '',
    bottomMediaId: null,
    position: 2,
    thumbnails: { mediaId: '/media/12-thumb.jpg', sideMediaId: null, bottomMediaId: null },
    blocks: [
      { id: 51, type: 1, text: '<p>Primeiro bloco.</p>', textMed: '', textLow: '' },
      { id: 52, type: 2, mediaId: 13, mediaKind: 'image', thumbnail: '/media/13-thumb.jpg' },
    ],
    version: 3,
    state: 'published',
    stateText: 'Publicada',
    url: `/company/${id}`,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-21T13:30:00.000Z',
    changes: [
      {
        at: '2026-11-21T13:30:00.000Z',
        who: 'Renata Redação',
        action: 'update',
        actionText: 'Salvou',
        fields: ['Título', 'Blocos'],
      },
    ],
    ...changes,
  };
}

/** The photos to choose from. */
export function servePhotos() {
  server.use(
    http.get('*/api/redacao/photos', () =>
      HttpResponse.json({
        list: [{ id: 14, title: 'Linha de montagem', thumbnail: '/media/14-thumb.jpg' }],
        total: 1,
      }),
    ),
  );
}

/** The section pages' routes at `route` for `user`; with `showAddress`, the router's address too. */
export function renderSectionPages(
  route: string,
  { user = pressOfficer, showAddress = false }: { user?: StoredUser; showAddress?: boolean } = {},
) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/redacao/paginas" element={<SectionPagesDeskPage />} />
        <Route path="/redacao/paginas/:kind/:pageId" element={<SectionPageEditorPage />} />
      </Routes>
      {showAddress && <LocationProbe />}
    </>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
