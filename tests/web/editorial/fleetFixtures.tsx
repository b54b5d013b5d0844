import { Route, Routes } from 'react-router-dom';
import type { EditorialVehicle, FleetChoices, LoanModels } from '../../../src/domain/editorialFleetSchemas';
import FleetDeskPage from '../../../src/features/editorial/pages/FleetDeskPage';
import VehicleEditorPage from '../../../src/features/editorial/pages/VehicleEditorPage';
import type { StoredUser } from '../../../src/lib/storage';
import { renderWithProviders } from '../utils';
import { pressOfficer } from './editorialFixtures';

/** backoffice@imprensa.test: role 5, who manages the fleet. */
export const backoffice: StoredUser = {
  ...pressOfficer,
  id: 31,
  name: 'Bruna Backoffice',
  email: 'backoffice@imprensa.test',
  role: 5,
};

export const fleetChoices: FleetChoices = {
  cars: [
    {
      id: 1,
      title: 'Aurora Brisa',
      versions: [
        { id: 11, title: 'Comfortline' },
        { id: 12, title: 'Highline' },
      ],
    },
    { id: 2, title: 'Aurora Vento', versions: [{ id: 21, title: 'GTS' }] },
  ],
};

export function editorialVehicle(changes: Partial<EditorialVehicle> = {}): EditorialVehicle {
  return {
    id: 7,
    frota: 'FROTA-001234',
    placa: 'RTA4E21',
    chassis: '9BWZZZCR3TB104250',
    color: 'Branco Puro',
    modelYear: 2026,
    vehicleLocation: 'São Bernardo do Campo - SP',
    carId: 1,
    carVersionId: 12,
    carTitle: 'Aurora Brisa',
    versionTitle: 'Highline',
    outOfService: false,
    version: 3,
    lent: false,
    downtime: [],
    changes: [
      {
        at: '2026-11-21T13:30:00.000Z',
        who: 'Bruna Backoffice',
        action: 'create',
        actionText: 'Criou',
        fields: [],
      },
    ],
    ...changes,
  };
}

export const loanModels: LoanModels = {
  token: 'lista-1',
  items: [
    { carId: 1, title: 'Aurora Brisa', active: true, fleetCount: 3, published: true },
    { carId: 2, title: 'Aurora Vento', active: true, fleetCount: 2, published: true },
  ],
  candidates: [{ carId: 3, title: 'Aurora Serra', active: true, fleetCount: 1, published: true }],
  changes: [],
};

export function renderFleet(route: string, user: StoredUser = backoffice) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/redacao/frota" element={<FleetDeskPage />} />
      <Route path="/redacao/frota/:vehicleId" element={<VehicleEditorPage />} />
    </Routes>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
