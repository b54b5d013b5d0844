import { addDays, format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { todayInBrazil } from '../../../../src/domain/brazilTime';
import type {
  ApprovalBody,
  FleetVehicle,
  FleetVehicleWithAgenda,
  LoanDriver,
  LoanUser,
  WireLoan,
} from '../../../../src/domain/loanSchemas';
import { statusLabelFor, type LoanStatus } from '../../../../src/domain/loanStatus';
import ApprovalDetailPage from '../../../../src/features/loans/pages/ApprovalDetailPage';
import ApprovalsPage from '../../../../src/features/loans/pages/ApprovalsPage';
import { server } from '../../msw/server';
import { LocationProbe, renderWithProviders } from '../../utils';

/** Brazil's today plus `days`, ISO. */
export const isoDay = (days: number) =>
  format(addDays(parseISO(todayInBrazil(new Date())), days), 'yyyy-MM-dd');
/** The same, as typed in the date fields. */
export const typedDay = (days: number) => format(parseISO(isoDay(days)), 'dd/MM/yyyy');

export const vehicle = (id: number, frota: string, model: string): FleetVehicle => ({
  id,
  frota,
  color: 'Prata Lunar',
  model_year: 2026,
  vehicle_location: 'Pátio São Paulo',
  vehicle_status: 'Revisado, tanque cheio',
  placa: `ABC1D${id}${id}`,
  chassis: `9BWZZZ377VT00${id}`,
  car: { title: model },
  car_version: { title: 'Highline' },
});

export const brisaFree = vehicle(11, 'FR-BRISA-01', 'Aurora Brisa');
export const brisaBusy = vehicle(12, 'FR-BRISA-02', 'Aurora Brisa');
export const trilha = vehicle(21, 'FR-TRILHA-01', 'Aurora Trilha');
export const voltFound = vehicle(31, 'FR-VOLT-77', 'Aurora Volt');

export const agent: LoanUser = {
  id: 7,
  name: 'Joana Jornalista',
  midia_name: 'Diário do Motor',
  midia_type: 'Jornal impresso',
  tier: 2,
  role: 10,
  rg: '12.345.678-9',
  cnh: '12345678901',
  cpf: '529.982.247-25',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  address: 'Rua das Flores, 100',
  email: 'jornalista@imprensa.test',
  phone1: '(11) 9 8888-7777',
  phone2: '(11) 3333-2222',
  isAllowed: true,
  deniedReason: null,
  cnhPicture: 'cnh-joana.png',
};

/** The agent as the driver of her own request ('Eu mesmo'). */
export const agentDriving: LoanDriver = {
  id: agent.id,
  isRequester: true,
  name: agent.name,
  cpf: agent.cpf,
  rg: agent.rg,
  cnh: agent.cnh,
  cnhPicture: 'cnh-joana.png',
  isAllowed: true,
  deniedReason: null,
};

/** Another registered person driving ('Outro condutor'), blocked. */
export const blockedDriver: LoanDriver = {
  id: 8,
  isRequester: false,
  name: 'Bernardo Bloqueado',
  cpf: '111.444.777-35',
  rg: '23.456.789-0',
  cnh: '07823456190',
  cnhPicture: 'cnh-bernardo.png',
  isAllowed: false,
  deniedReason: 'Devolveu o veículo com avarias em 2025.',
};

export function loanOf(id: number, status: LoanStatus, overrides: Partial<WireLoan> = {}): WireLoan {
  return {
    id,
    number: `CMD-${String(id).padStart(6, '0')}`,
    status,
    statusText: statusLabelFor(status, 5),
    startDate: isoDay(3),
    endDate: isoDay(6),
    created_at: `${isoDay(-2)}T12:00:00.000Z`,
    description: 'Teste de longa duração para a revista, com fotos em estrada.',
    email_agent: agent.email,
    car_frotum_id: null,
    cnhPicture: 'cnh-joana.png',
    option1: { id: 1, title: 'Aurora Brisa', car_frota: [brisaFree, brisaBusy] },
    option2: { id: 2, title: 'Aurora Trilha', car_frota: [trilha] },
    car_frotum: null,
    isOwner: true,
    driverName: agent.name,
    otherCPF: '',
    modelCar: 'Aurora Brisa',
    clientTier: null,
    user: agent,
    driver: agentDriving,
    ...overrides,
  };
}

/** A loan backoffice approved with a vehicle, now with a manager. */
export const withVehicle = (id: number, status: LoanStatus): WireLoan =>
  loanOf(id, status, {
    car_frotum_id: brisaFree.id,
    car_frotum: {
      title: 'Aurora Brisa',
      color: brisaFree.color,
      placa: brisaFree.placa,
      frota: brisaFree.frota,
      chassis: brisaFree.chassis,
    },
    clientTier: 1,
  });

const agendaOf = (list: FleetVehicle[]): FleetVehicleWithAgenda[] =>
  list.map((item) => {
    const available = item.id !== brisaBusy.id;
    return {
      ...item,
      available,
      agendaText: available ? 'Disponível no período' : 'Indisponível no período',
    };
  });

/** What the fake API saw. */
export interface ApprovalCalls {
  lists: string[];
  approved: ApprovalBody[];
  rejected: ApprovalBody[];
  searches: string[];
  pictures: { name: string; authorization: string | null }[];
}

/** The approval calls, answering `list` and `loans` by id; `refuse` makes approve/reject answer that error. */
export function useApprovalHandlers({
  list = [] as WireLoan[],
  loans = [] as WireLoan[],
  refuse,
}: { list?: WireLoan[]; loans?: WireLoan[]; refuse?: { status: number; message: string } } = {}) {
  const calls: ApprovalCalls = { lists: [], approved: [], rejected: [], searches: [], pictures: [] };
  let current = list;
  const move = (kind: 'approved' | 'rejected') =>
    http.post(`*/api/lendingcontract/${kind === 'approved' ? 'approve' : 'reject'}`, async ({ request }) => {
      const body = (await request.json()) as ApprovalBody;
      calls[kind].push(body);
      if (refuse) return HttpResponse.json({ message: refuse.message }, { status: refuse.status });
      const loan = [...current, ...loans].find((item) => item.id === body.idloan)!;
      // The list the server answers next no longer holds the loan.
      current = current.filter((item) => item.id !== body.idloan);
      return HttpResponse.json({ success: true, loan: { ...loan, status: loan.status + 1 } });
    });
  server.use(
    // A page of the list, as the server pages it (page from 1, 20 by default).
    http.get('*/api/lendingcontract/approvals', ({ request }) => {
      const url = new URL(request.url);
      calls.lists.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const rows = current.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ list: rows, total: current.length, page, limit });
    }),
    // The filter form's choices: the models and requesters of the list.
    http.get('*/api/lendingcontract/approvals/choices', () =>
      HttpResponse.json({
        models: [...new Map(current.map((loan) => [loan.option1.id, loan.option1.title])).entries()].map(
          ([id, title]) => ({ id, title }),
        ),
        requesters: [...new Map(current.map((loan) => [loan.user.id, loan.user.name])).entries()].map(
          ([id, name]) => ({ id, name }),
        ),
      }),
    ),
    http.get('*/api/lendingcontract/:id', ({ params }) => {
      const loan = loans.find((item) => item.id === Number(params.id));
      return loan
        ? HttpResponse.json(loan)
        : HttpResponse.json({ message: 'Solicitação não encontrada.' }, { status: 404 });
    }),
    http.get('*/api/car_frota/json/agenda', () =>
      HttpResponse.json({ frotas: agendaOf([brisaFree, brisaBusy, trilha, voltFound]) }),
    ),
    http.get('*/api/car_frota/json/search', ({ request }) => {
      const frota = new URL(request.url).searchParams.get('frota') ?? '';
      calls.searches.push(frota);
      const found = [voltFound].filter((item) => item.frota.includes(frota.toUpperCase()));
      return HttpResponse.json({ frotas: agendaOf(found) });
    }),
    http.get('*/api/medias/private/:name', ({ params, request }) => {
      calls.pictures.push({ name: String(params.name), authorization: request.headers.get('authorization') });
      return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      });
    }),
    move('approved'),
    move('rejected'),
  );
  return calls;
}

export const sessionToken = 's'.repeat(43);

/** /aprovacao and /aprovacao/{id} for a user of `role`, opened at `route`. */
export function renderApprovals(role: number, route = '/aprovacao') {
  const userData = {
    token: sessionToken,
    user: { id: 90 + role, name: `Pessoa ${role}`, email: `p${role}@imprensa.test`, role, loggedIn: true },
  };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/aprovacao" element={<ApprovalsPage />} />
        <Route path="/aprovacao/:loanId" element={<ApprovalDetailPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
