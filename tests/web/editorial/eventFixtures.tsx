import { Route, Routes } from 'react-router-dom';
import type { EditorialEvent } from '../../../src/domain/editorialEventSchemas';
import EventDeskPage from '../../../src/features/editorial/pages/EventDeskPage';
import EventEditorPage from '../../../src/features/editorial/pages/EventEditorPage';
import type { StoredUser } from '../../../src/lib/storage';
import { renderWithProviders } from '../utils';
import { pressOfficer } from './editorialFixtures';

/** An upcoming event with two guests, one answered, and an address still to register; `changes` override fields. */
export function editorialEvent(changes: Partial<EditorialEvent> = {}): EditorialEvent {
  return {
    id: 8,
    title: 'Lançamento do Zênite',
    description: '<p>Apresentação do novo SUV.</p>',
    location: 'Autódromo de Interlagos',
    start: '2026-12-10T19:00',
    end: '2026-12-10T22:00',
    startDate: '2026-12-10T22:00:00.000Z',
    endDate: '2026-12-11T01:00:00.000Z',
    textBlocks: ['<p>Transporte sai às 17h.</p>'],
    version: 3,
    state: 'upcoming',
    stateText: 'Próximo',
    locked: null,
    cancelledAt: null,
    cancelNote: null,
    guests: [
      {
        userId: 7,
        name: 'Joana Jornalista',
        email: 'jornalista@imprensa.test',
        status: 2,
        statusText: 'Aceito',
        description: 'Pauta: o motor turbo',
        invitedAt: '2026-11-20T12:00:00.000Z',
        answeredAt: '2026-11-21T13:30:00.000Z',
      },
      {
        userId: 9,
        name: 'Paulo Pendente',
        email: 'paulo@jornal.test',
        status: 1,
        statusText: 'Pendente',
        description: '',
        invitedAt: '2026-11-20T12:00:00.000Z',
        answeredAt: null,
      },
    ],
    invitees: [{ email: 'sem.conta@exemplo.test', invitedAt: '2026-11-20T12:00:00.000Z' }],
    changes: [
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

export function renderEvents(route: string, user: StoredUser = pressOfficer) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/redacao/eventos" element={<EventDeskPage />} />
      <Route path="/redacao/eventos/:eventId" element={<EventEditorPage />} />
    </Routes>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
