/**
 * Lines of the API's access table (../accessRoutes.ts) for this staff area, written out from DECISIONS.md's table:
 * /redacao/eventos is for those who manage events, the press office (0) and the administrator (1, with or without
 * the flag). An allowed caller's writes send a body the schema refuses (400), so the table's event and its guest stay
 * as the refused calls aim at them.
 */
import type { Caller, SignedInRoute, Who } from '../accessRoutes';

const only = (...callers: Caller[]): Who => ({ says: callers.join(', '), callers });
const eventManagers = only(0, 1, '1?admin=1');

const eventBody = {
  title: 'Evento do acesso',
  description: '<p>Descrição.</p>',
  location: 'São Paulo',
  start: '2026-12-10T19:00',
  end: '2026-12-10T22:00',
  textBlocks: [],
};

export const eventAreaRoutes: SignedInRoute[] = [
  { method: 'GET', path: '/api/redacao/events', who: eventManagers },
  {
    method: 'GET',
    path: '/api/redacao/events/accounts',
    who: eventManagers,
    call: () => ({ url: '/api/redacao/events/accounts?search=imprensa' }),
  },
  {
    method: 'POST',
    path: '/api/redacao/events',
    who: eventManagers,
    call: () => ({ url: '/api/redacao/events', payload: eventBody }),
    allowedCall: { url: '/api/redacao/events', payload: {} },
  },
  {
    method: 'GET',
    path: '/api/redacao/events/:id',
    who: eventManagers,
    call: (rows) => ({ url: `/api/redacao/events/${rows.eventId}` }),
  },
  {
    method: 'PUT',
    path: '/api/redacao/events/:id',
    who: eventManagers,
    call: (rows) => ({ url: `/api/redacao/events/${rows.eventId}`, payload: { ...eventBody, version: 1 } }),
    allowedCall: { url: '/api/redacao/events/1', payload: {} },
  },
  {
    method: 'POST',
    path: '/api/redacao/events/:id/invitations',
    who: eventManagers,
    call: (rows) => ({
      url: `/api/redacao/events/${rows.eventId}/invitations`,
      payload: { userIds: [rows.agentId], emails: ['acesso@imprensa.test'] },
    }),
    allowedCall: { url: '/api/redacao/events/1/invitations', payload: {} },
  },
  {
    method: 'POST',
    path: '/api/redacao/events/:id/withdrawals',
    who: eventManagers,
    call: (rows) => ({
      url: `/api/redacao/events/${rows.eventId}/withdrawals`,
      payload: { email: 'acesso@imprensa.test' },
    }),
    allowedCall: { url: '/api/redacao/events/1/withdrawals', payload: {} },
  },
  {
    method: 'POST',
    path: '/api/redacao/events/:id/cancel',
    who: eventManagers,
    call: (rows) => ({
      url: `/api/redacao/events/${rows.eventId}/cancel`,
      payload: { version: 1, note: 'Cancelado no teste de acesso.' },
    }),
    allowedCall: { url: '/api/redacao/events/1/cancel', payload: {} },
  },
  {
    method: 'GET',
    path: '/api/redacao/events/:id/guests.csv',
    who: eventManagers,
    call: (rows) => ({ url: `/api/redacao/events/${rows.eventId}/guests.csv` }),
  },
];
