/**
 * Lines of the API's access table (../accessRoutes.ts) for this staff area, written out from DECISIONS.md's table:
 * /redacao/frota is for those who manage the fleet, the administrator (1, with or without the flag) and the
 * backoffice (5). An allowed caller's writes send a body the schema refuses (400), so the table's vehicle and
 * out-of-service period stay as the refused calls aim at them.
 */
import type { Caller, SignedInRoute, Who } from '../accessRoutes';

const only = (...callers: Caller[]): Who => ({ says: callers.join(', '), callers });
const fleetManagers = only(1, '1?admin=1', 5);

const vehicleBody = {
  frota: 'FROTA-ACESSO-01',
  placa: 'ACS1A23',
  chassis: '9BWZZZACS0B123456',
  color: 'Branco Puro',
  modelYear: 2026,
  vehicleLocation: 'São Paulo - SP',
  carId: 1,
  carVersionId: 1,
};

export const fleetAreaRoutes: SignedInRoute[] = [
  { method: 'GET', path: '/api/redacao/fleet', who: fleetManagers },
  { method: 'GET', path: '/api/redacao/fleet/choices', who: fleetManagers },
  {
    method: 'POST',
    path: '/api/redacao/fleet',
    who: fleetManagers,
    call: () => ({ url: '/api/redacao/fleet', payload: vehicleBody }),
    allowedCall: { url: '/api/redacao/fleet', payload: {} },
  },
  {
    method: 'GET',
    path: '/api/redacao/fleet/:id',
    who: fleetManagers,
    call: (rows) => ({ url: `/api/redacao/fleet/${rows.vehicleId}` }),
  },
  {
    method: 'PUT',
    path: '/api/redacao/fleet/:id',
    who: fleetManagers,
    call: (rows) => ({
      url: `/api/redacao/fleet/${rows.vehicleId}`,
      payload: { ...vehicleBody, version: 1 },
    }),
    allowedCall: { url: '/api/redacao/fleet/1', payload: {} },
  },
  {
    method: 'POST',
    path: '/api/redacao/fleet/:id/remove',
    who: fleetManagers,
    call: (rows) => ({ url: `/api/redacao/fleet/${rows.vehicleId}/remove`, payload: { version: 1 } }),
    allowedCall: { url: '/api/redacao/fleet/1/remove', payload: {} },
  },
  {
    method: 'POST',
    path: '/api/redacao/fleet/:id/downtime',
    who: fleetManagers,
    call: (rows) => ({
      url: `/api/redacao/fleet/${rows.vehicleId}/downtime`,
      payload: { startDate: '2026-12-01', endDate: '2026-12-02', reason: 'Revisão' },
    }),
    allowedCall: { url: '/api/redacao/fleet/1/downtime', payload: {} },
  },
  {
    method: 'DELETE',
    path: '/api/redacao/fleet/:id/downtime/:downtimeId',
    who: fleetManagers,
    call: (rows) => ({ url: `/api/redacao/fleet/${rows.vehicleId}/downtime/${rows.downtimeId}` }),
    allowedCall: { url: '/api/redacao/fleet/1/downtime/abc' },
  },
  // The request wizard's models, saved whole.
  { method: 'GET', path: '/api/redacao/fleet-models', who: fleetManagers },
  {
    method: 'PUT',
    path: '/api/redacao/fleet-models',
    who: fleetManagers,
    call: () => ({ url: '/api/redacao/fleet-models', payload: { token: '', items: [] } }),
    allowedCall: { url: '/api/redacao/fleet-models', payload: {} },
  },
];
