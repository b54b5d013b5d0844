/**
 * What the events tests share: events as `GET events` answers them (the caller's own guest row only), the signed-in
 * guest, and /eventos rendered with a page to go back to.
 */
import { Route, Routes } from 'react-router-dom';
import type { WireEvent } from '../../../src/domain/eventSchemas';
import type { GuestStatus } from '../../../src/domain/events';
import EventsPage from '../../../src/features/events/pages/EventsPage';
import type { StoredUser } from '../../../src/lib/storage';
import { renderWithProviders } from '../utils';

/** jornalista@imprensa.test as `GET login` leaves it. */
export const guest: StoredUser = {
  id: 7,
  name: 'Joana Jornalista',
  email: 'jornalista@imprensa.test',
  role: 10,
  loggedIn: true,
  cpf: '529.982.247-25',
  rg: '12.345.678-9',
  cnh: '',
  cnhPicture: '',
};

/** An upcoming event (10/12/2030, 19:00 – 22:00 in Brazil) to which the guest is invited; `changes` override. */
export function wireEvent(
  id: number,
  changes: Partial<WireEvent> = {},
  answer: { status?: GuestStatus; description?: string } = {},
): WireEvent {
  const status = answer.status ?? 1;
  return {
    id,
    title: `Lançamento Aurora ${id}`,
    description: '<p>Apresentação do novo <strong>Aurora Brisa</strong>.</p><script>alert(1)</script>',
    location: 'Autódromo de Interlagos, São Paulo',
    startDate: '2030-12-10T19:00:00-03:00',
    endDate: '2030-12-10T22:00:00-03:00',
    isOld: false,
    templates: [],
    guests: [
      {
        id: guest.id,
        events_guests: {
          status,
          description: answer.description ?? '',
          answeredAt: status === 1 ? null : '2030-11-20T12:00:00.000Z',
        },
      },
    ],
    ...changes,
  };
}

/** An event that has ended (01/10/2025). */
export const pastEvent = (id: number, answer: { status?: GuestStatus; description?: string } = {}) =>
  wireEvent(
    id,
    {
      title: `Coletiva ${id}`,
      startDate: '2025-10-01T10:00:00-03:00',
      endDate: '2025-10-01T12:00:00-03:00',
      isOld: true,
    },
    answer,
  );

/** The page at `route` for the signed-in guest; `hasEvents` is the flag before the page loads. */
export function renderEventsPage(route = '/eventos', hasEvents = true) {
  const userData = { token: 'x'.repeat(43), user: guest };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/eventos" element={<EventsPage />} />
      <Route path="/lista-comodato" element={<EventsPage />} />
      <Route path="/area-logada" element={<h1>Área Logada</h1>} />
    </Routes>,
    { route, preloadedState: { auth: { userData, hasEvents } } },
  );
}
