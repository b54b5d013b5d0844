import { Route, Routes } from 'react-router-dom';
import type { CarDesk, EditorialCar, EditorialCarVersion } from '../../../src/domain/editorialCarSchemas';
import CarDeskPage from '../../../src/features/editorial/pages/CarDeskPage';
import CarEditorPage from '../../../src/features/editorial/pages/CarEditorPage';
import CarVersionEditorPage from '../../../src/features/editorial/pages/CarVersionEditorPage';
import type { StoredUser } from '../../../src/lib/storage';
import { LocationProbe, renderWithProviders } from '../utils';
import { pressOfficer } from './editorialFixtures';

/** The cars as the desk reads them: a published model with a version, a draft concept, no classics. */
export const carDesk: CarDesk = {
  categories: [
    {
      categoryCar: 3,
      label: 'Modelos',
      cars: [
        {
          id: 3,
          title: 'Aurora Polo',
          state: 'published',
          stateText: 'Publicado',
          position: 0,
          url: '/cars/car/3',
          isHighlight: true,
          showMenu: true,
          versions: [
            {
              id: 31,
              title: 'Polo Track',
              state: 'published',
              stateText: 'Publicada',
              position: 0,
              url: '/cars/version/3/31',
            },
            {
              id: 32,
              title: 'Polo GTS',
              state: 'draft',
              stateText: 'Rascunho',
              position: 1,
              url: '/cars/version/3/32?token=gts',
            },
          ],
        },
      ],
    },
    {
      categoryCar: 2,
      label: 'Conceitos',
      cars: [
        {
          id: 5,
          title: 'Aurora ID. Buzz',
          state: 'draft',
          stateText: 'Rascunho',
          position: 0,
          url: '/cars/car/5?token=buzz',
          isHighlight: false,
          showMenu: false,
          versions: [],
        },
      ],
    },
    { categoryCar: 1, label: 'Clássicos', cars: [] },
  ],
};

const pageRead = {
  subtitle: 'O hatch.',
  description: '<p>Desde 2017 no Brasil.</p>',
  mediaId: 12,
  sideMediaId: null,
  sideDescription: '',
  bottomTitle: '',
  bottomMediaId: null,
  position: 0,
  blocks: [{ id: 51, type: 1 as const, text: '<p>Primeiro bloco.</p>', textMed: '', textLow: '' }],
  version: 3,
  state: 'published' as const,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T13:30:00.000Z',
  changes: [
    {
      at: '2026-11-21T13:30:00.000Z',
      who: 'Renata Redação',
      action: 'update' as const,
      actionText: 'Salvou',
      fields: ['Título', 'Miniatura'],
    },
  ],
};

/** A saved car as the API answers it; `changes` override any field. */
export function editorialCar(id: number, changes: Partial<EditorialCar> = {}): EditorialCar {
  return {
    id,
    title: 'Aurora Polo',
    ...pageRead,
    categoryCar: 3,
    thumbMediaId: 14,
    isHighlight: false,
    highlightPosition: null,
    showMenu: true,
    thumbnails: {
      mediaId: '/media/12-thumb.jpg',
      sideMediaId: null,
      bottomMediaId: null,
      thumbMediaId: '/media/14-thumb.jpg',
    },
    stateText: 'Publicado',
    url: `/cars/car/${id}`,
    versions: [carDesk.categories[0]!.cars[0]!.versions[0]!],
    ...changes,
  };
}

/** A saved version of car 3 as the API answers it. */
export function carVersion(id: number, changes: Partial<EditorialCarVersion> = {}): EditorialCarVersion {
  return {
    id,
    carId: 3,
    carTitle: 'Aurora Polo',
    title: 'Polo Track',
    ...pageRead,
    pdfFile: null,
    pdfUrl: null,
    thumbnails: { mediaId: '/media/12-thumb.jpg', sideMediaId: null, bottomMediaId: null },
    stateText: 'Publicada',
    url: `/cars/version/3/${id}`,
    ...changes,
  };
}

/** The cars' routes at `route` for `user`; with `showAddress`, the router's address too. */
export function renderCars(
  route: string,
  { user = pressOfficer, showAddress = false }: { user?: StoredUser; showAddress?: boolean } = {},
) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/redacao/carros" element={<CarDeskPage />} />
        <Route path="/redacao/carros/:carId" element={<CarEditorPage />} />
        <Route path="/redacao/carros/:carId/versoes/:versionId" element={<CarVersionEditorPage />} />
      </Routes>
      {showAddress && <LocationProbe />}
    </>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
