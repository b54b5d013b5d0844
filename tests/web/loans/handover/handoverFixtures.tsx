import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { addDays, format, parseISO } from 'date-fns';
import type { HandoverFacts, HandoverLoan } from '../../../../src/domain/handover';
import { todayInBrazil } from '../../../../src/domain/brazilTime';
import type { WireLoan } from '../../../../src/domain/loanSchemas';
import type { StoredUser } from '../../../../src/lib/storage';
import { renderWithProviders } from '../../utils';

/** backoffice@imprensa.test as `GET login` leaves it. */
export const backoffice: StoredUser = {
  id: 3,
  name: 'Bruna Backoffice',
  email: 'backoffice@imprensa.test',
  role: 5,
  loggedIn: true,
  cpf: '',
  rg: '',
  cnh: '',
  cnhPicture: '',
};

const fleetVehicle = {
  id: 11,
  frota: 'FRT-2045',
  color: 'Prata',
  model_year: 2026,
  vehicle_location: 'São Paulo',
  vehicle_status: 'Disponível',
  placa: 'BRA2E19',
  chassis: '9BWZZZ377VT004251',
  car: { title: 'Aurora Brisa' },
  car_version: { title: 'Comfortline' },
};

/** A listed loan as the API shapes it; `changes` override any field. */
export function wireLoan(id: number, changes: Partial<WireLoan> = {}): WireLoan {
  return {
    id,
    number: `CMD-${String(id).padStart(6, '0')}`,
    status: 4,
    statusText: 'Aprovado',
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    created_at: '2026-11-20T12:00:00.000Z',
    description: 'Avaliação para a matéria de domingo.',
    email_agent: 'jornalista@imprensa.test',
    car_frotum_id: 11,
    cnhPicture: 'cnh-1.png',
    option1: { id: 1, title: 'Aurora Brisa', car_frota: [fleetVehicle] },
    option2: { id: 3, title: 'Aurora Volt', car_frota: [] },
    car_frotum: {
      title: 'Aurora Brisa Comfortline',
      color: 'Prata',
      placa: 'BRA2E19',
      frota: 'FRT-2045',
      chassis: '9BWZZZ377VT004251',
    },
    isOwner: true,
    driverName: 'Joana Jornalista',
    otherCPF: '',
    modelCar: 'Aurora Brisa',
    clientTier: 2,
    user: {
      id: 7,
      name: 'Joana Jornalista',
      midia_name: 'Jornal do Povo',
      midia_type: 'Jornal',
      tier: 2,
      role: 10,
      rg: '12.345.678-9',
      cnh: '12345678901',
      cpf: '52998224725',
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
      address: 'Rua A, 1',
      email: 'jornalista@imprensa.test',
      phone1: '11999990000',
      isAllowed: true,
      deniedReason: null,
      cnhPicture: 'cnh-1.png',
    },
    driver: {
      id: 7,
      isRequester: true,
      name: 'Joana Jornalista',
      cpf: '529.982.247-25',
      rg: '12.345.678-9',
      cnh: '12345678901',
      cnhPicture: 'cnh-1.png',
      isAllowed: true,
      deniedReason: null,
    },
    ...changes,
  };
}

/** Brazil's today plus `days`, yyyy-mm-dd: the pickup and checklist rules read the real today. */
export const isoDay = (days: number) =>
  format(addDays(parseISO(todayInBrazil(new Date())), days), 'yyyy-MM-dd');

/** The delivery checklist as the lists give it, recorded by Bruna at 15230 km. */
export const deliveredAt = { at: '2026-11-20T12:30:00.000Z', by: 'Bruna Backoffice', km: 15230 };

/**
 * A loan as /retirar and /checklist list it: by default starting today, its delivery checklist recorded, not picked
 * up yet; `handover` overrides those facts.
 */
export function handoverLoan(
  id: number,
  changes: Partial<WireLoan> = {},
  handover: Partial<HandoverFacts> = {},
): HandoverLoan {
  return {
    ...wireLoan(id, { startDate: isoDay(0), endDate: isoDay(3), ...changes }),
    handover: { delivery: deliveredAt, pickedUp: null, ...handover },
  };
}

/** `page` at `route` for `user`, with /home-comodato to land on. */
export function renderHandoverPage(page: ReactElement, route: string, user: StoredUser = backoffice) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path={route} element={page} />
      <Route path="/home-comodato" element={<h1>Empréstimo de Veículos</h1>} />
    </Routes>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
