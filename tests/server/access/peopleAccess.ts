/**
 * The people area's lines of the API's access table (../accessRoutes.ts): the administrator alone, with or without
 * the admin flag (DECISIONS.md "Staff areas beyond the spec"). A refused write aims at the seeded agent with a body
 * that would act; an allowed caller sends an empty body (400), so the answer says only that the guard let it in.
 */
import type { Caller, SignedInRoute, Who } from '../accessRoutes';

const only = (...callers: Caller[]): Who => ({ says: callers.join(', '), callers });
const administrators = only(1, '1?admin=1');

const writes: { path: string; method: 'PUT' | 'POST'; payload: object }[] = [
  { path: '', method: 'PUT', payload: { version: 1, role: 1, tier: null } },
  { path: '/block', method: 'POST', payload: { version: 1, reason: 'Devolveu o carro com avarias.' } },
  {
    path: '/unblock',
    method: 'POST',
    payload: { version: 1, justification: 'Conversamos e está tudo certo.' },
  },
  { path: '/suspend', method: 'POST', payload: { version: 1 } },
  { path: '/reinstate', method: 'POST', payload: { version: 1 } },
  { path: '/erase', method: 'POST', payload: { version: 1, confirmation: 'jornalista@imprensa.test' } },
];

export const peopleAreaRoutes: SignedInRoute[] = [
  { method: 'GET', path: '/api/redacao/people', who: administrators },
  {
    method: 'GET',
    path: '/api/redacao/people/:id',
    who: administrators,
    call: (rows) => ({ url: `/api/redacao/people/${rows.agentId}` }),
  },
  {
    method: 'GET',
    path: '/api/redacao/people/:id/export',
    who: administrators,
    call: (rows) => ({ url: `/api/redacao/people/${rows.agentId}/export` }),
  },
  ...writes.map(({ path, method, payload }): SignedInRoute => ({
    method,
    path: `/api/redacao/people/:id${path}`,
    who: administrators,
    call: (rows) => ({ url: `/api/redacao/people/${rows.agentId}${path}`, payload }),
    allowedCall: { url: `/api/redacao/people/1${path}`, payload: {} },
  })),
];
