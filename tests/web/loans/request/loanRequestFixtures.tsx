import { addDays, format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import LoanRequestPage from '../../../../src/features/loans/pages/LoanRequestPage';
import { todayInBrazil } from '../../../../src/domain/brazilTime';
import type {
  CarsFrotaResponse,
  DriverResponse,
  LoanCarOption,
  LoanRequestBody,
  ModelAvailabilityResponse,
} from '../../../../src/domain/loanSchemas';
import type { StoredUser } from '../../../../src/lib/storage';
import type { LoanRequestDraft } from '../../../../src/features/loans/request/loanRequestDraft';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../utils';

/** jornalista@imprensa.test as `GET login` leaves it: a complete profile, without a CNH on record. */
export const journalist: StoredUser = {
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

/** A registered person another user may name as driver. */
export const otherDriverCpf = '111.444.777-35';
export const otherDriver: DriverResponse = {
  name: 'Carlos Condutor',
  rg: '98.765.432-1',
  cnh: '12345678901',
  cnhPicture: 'cnh-carlos.jpg',
};
/** Registered, but without an RG. */
export const noRgCpf = '390.533.447-05';
/** Valid, but nobody's. */
export const unknownCpf = '976.341.859-30';

const car = (id: number, title: string): LoanCarOption => ({
  id,
  title,
  subtitle: '',
  isHighlight: false,
  highlight_position: null,
  categoryCar: 3,
  media: null,
  description: '',
  showMenu: true,
  car_category_id: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  car_frota: [],
});
export const cars: CarsFrotaResponse = {
  cars: [car(1, 'Aurora Brisa'), car(2, 'Aurora Trilha'), car(3, 'Aurora Volt')],
};

/** Every model with a car free, whatever the period. */
export const allFree: ModelAvailabilityResponse = {
  models: cars.cars.map((car) => ({ carId: car.id, free: 1 })),
};

/** What the fake API saw, for the tests to check. */
export interface LoanCalls {
  lookups: string[];
  /** The availability's periods, 'startDate..endDate'. */
  availability: string[];
  uploads: number;
  requests: LoanRequestBody[];
}

/** The wizard's calls, answering as the API does; `overrides` replace any of them. */
export function useLoanHandlers() {
  const calls: LoanCalls = { lookups: [], availability: [], uploads: 0, requests: [] };
  server.use(
    http.get('*/api/car_frota/json/cars_frota', () => HttpResponse.json(cars)),
    http.get('*/api/car_frota/json/availability', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.availability.push(`${query.get('startDate')}..${query.get('endDate')}`);
      return HttpResponse.json(allFree);
    }),
    http.get('*/api/users/driver/:cpf', ({ params }) => {
      const cpf = String(params.cpf);
      calls.lookups.push(cpf);
      if (cpf === '11144477735') return HttpResponse.json(otherDriver);
      if (cpf === '39053344705') return HttpResponse.json({ ...otherDriver, name: 'Sem RG', rg: '' });
      return HttpResponse.json({ message: 'Condutor não encontrado.' }, { status: 404 });
    }),
    http.post('*/api/medias/upload-front', async ({ request }) => {
      // Multipart, the picture under `file`, as the API reads it.
      const file = (await request.formData()).get('file');
      // Node's File, not jsdom's: checked by shape.
      if (typeof file !== 'object' || file === null || !('name' in file))
        return HttpResponse.json({ message: 'Sem arquivo.' }, { status: 400 });
      calls.uploads += 1;
      return HttpResponse.json({ size: 2048, bucket: 'private', media: 'cnh-stored-1.png' });
    }),
    http.post('*/api/lendingcontract/request', async ({ request }) => {
      calls.requests.push((await request.json()) as LoanRequestBody);
      return HttpResponse.json({ success: true, id: 42 });
    }),
  );
  return calls;
}

/** /solicita-comodato for `user`, with the places it leads to. */
export function renderLoanRequest(user: StoredUser = journalist) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/solicita-comodato" element={<LoanRequestPage />} />
      <Route path="/" element={<h1>Página inicial</h1>} />
      <Route path="/registry" element={<h1>Cadastro</h1>} />
    </Routes>,
    { route: '/solicita-comodato', preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

/** The wizard's step button, whatever it reads. */
export const stepButton = () => screen.getByRole('button', { name: /^(Prosseguir|Enviar)$/ });

/** Brazil's today plus `days`, as typed in the date fields. */
export const typedDay = (days: number) =>
  format(addDays(parseISO(todayInBrazil(new Date())), days), 'dd/MM/yyyy');

export const pngFile = (name = 'minha-cnh.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/** A draft with step 1 done (the journalist drives), left in session storage as the wizard leaves it. */
export const driverDone: LoanRequestDraft = {
  userId: journalist.id,
  step: 1,
  selectedDriver: 'me',
  name: 'Joana Jornalista',
  otherCPF: '529.982.247-25',
  otherCNH: '12345678901',
  otherRG: '12.345.678-9',
  cnhPicture: 'cnh-stored-1.png',
  cnhPictureFileName: 'minha-cnh.png',
  option1: 0,
  option2: 0,
  startDate: '',
  endDate: '',
  description: '',
  termsAccepted: false,
};

export const storeDraft = (draft: Partial<LoanRequestDraft>) =>
  sessionStorage.setItem('loan-request-draft', JSON.stringify({ ...driverDone, ...draft }));

export const readDraft = (): LoanRequestDraft | null => {
  const raw = sessionStorage.getItem('loan-request-draft');
  return raw ? (JSON.parse(raw) as LoanRequestDraft) : null;
};
