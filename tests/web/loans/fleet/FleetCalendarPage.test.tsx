import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DowntimeBody, FleetCalendarResponse } from '../../../../src/domain/fleetCalendarSchemas';
import FleetCalendarPage from '../../../../src/features/loans/pages/FleetCalendarPage';
import { server } from '../../msw/server';
import { LocationProbe, currentAddress, renderWithProviders } from '../../utils';

const vehicle = {
  id: 11,
  carId: 1,
  frota: 'FR-BRISA-01',
  color: 'Prata Lunar',
  model_year: 2026,
  vehicle_location: 'Pátio São Paulo',
  vehicle_status: 'Disponível',
  placa: 'ABC1D11',
  chassis: '9BWZZZ377VT0011',
  car: { title: 'Aurora Brisa' },
  car_version: { title: 'Highline' },
};

const december: FleetCalendarResponse = {
  vehicle,
  month: '2026-12',
  bookings: [
    {
      loanId: 12,
      number: 'CMD-000012',
      status: 4,
      statusText: 'Aprovado',
      requester: 'Joana Jornalista',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
    },
  ],
  holds: [
    {
      loanId: 9,
      number: 'CMD-000009',
      status: 7,
      statusText: 'Veículo emprestado',
      requester: 'Carlos Colunista',
      startDate: '2026-11-28',
      endDate: '2026-12-02',
    },
  ],
  downtime: [
    { id: 5, fleetVehicleId: 11, startDate: '2026-12-20', endDate: '2026-12-21', reason: 'Revisão' },
  ],
};

interface Calls {
  months: string[];
  added: DowntimeBody[];
  removed: number[];
  free: string[];
}

function useFleetHandlers({
  refuseAdd,
  refuseStatus = 400,
}: { refuseAdd?: string; refuseStatus?: number } = {}) {
  const calls: Calls = { months: [], added: [], removed: [], free: [] };
  let downtime = [...december.downtime];
  server.use(
    http.get('*/api/car_frota/json/calendar/:id', ({ request, params }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      calls.months.push(`${String(params.id)} ${month}`);
      if (month !== '2026-12')
        return HttpResponse.json({ ...december, month, bookings: [], holds: [], downtime: [] });
      return HttpResponse.json({ ...december, downtime });
    }),
    http.post('*/api/car_frota/json/downtime', async ({ request }) => {
      const body = (await request.json()) as DowntimeBody;
      calls.added.push(body);
      if (refuseAdd) return HttpResponse.json({ message: refuseAdd }, { status: refuseStatus });
      const stop = { id: 6, ...body };
      downtime = [...downtime, stop];
      return HttpResponse.json({ downtime: stop }, { status: 201 });
    }),
    http.delete('*/api/car_frota/json/downtime/:id', ({ params }) => {
      calls.removed.push(Number(params.id));
      downtime = downtime.filter((stop) => stop.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/car_frota/json/free', ({ request }) => {
      calls.free.push(new URL(request.url).search);
      return HttpResponse.json({
        frotas: [{ ...vehicle, id: 13, frota: 'FR-BRISA-03', placa: 'ABC1D13' }],
      });
    }),
  );
  return calls;
}

function renderCalendar(role: number, route = '/frota/11/agenda?mes=2026-12') {
  const userData = {
    token: 's'.repeat(43),
    user: { id: 90 + role, name: `Pessoa ${role}`, email: `p${role}@imprensa.test`, role, loggedIn: true },
  };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/frota/:vehicleId/agenda" element={<FleetCalendarPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

const day = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'dezembro de 2026' }))
    .getAllByRole('listitem')
    .find(
      (item) => item.matches('.fleet-day') && name.test(item.querySelector('.fleet-day__name')!.textContent!),
    )!;

describe('/frota/{id}/agenda', () => {
  it("shows the vehicle's month: bookings, loans out and out-of-service days on their days, in Portuguese", async () => {
    const calls = useFleetHandlers();
    renderCalendar(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agenda do veículo FR-BRISA-01' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'dezembro de 2026' })).toBeVisible();
    expect(calls.months).toEqual(['11 2026-12']);
    expect(screen.getByText('ABC1D11')).toBeInTheDocument();

    const days = within(screen.getByRole('list', { name: 'dezembro de 2026' }))
      .getAllByRole('listitem')
      .filter((item) => item.matches('.fleet-day'));
    expect(days).toHaveLength(31);
    expect(days[0]!.querySelector('.fleet-day__name')!.textContent).toBe('terça-feira, 1 de dezembro');
    expect(day(/^terça-feira, 1 de/)).toHaveTextContent('Em comodato: CMD-000009 · Carlos Colunista');
    expect(day(/^quinta-feira, 10 de/)).toHaveTextContent('Reservado: CMD-000012 · Joana Jornalista');
    expect(day(/^quinta-feira, 10 de/)).toHaveTextContent('10/12/2026 a 12/12/2026 · Aprovado');
    expect(day(/^sábado, 12 de/)).toHaveTextContent('CMD-000012');
    expect(day(/^domingo, 13 de/)).toHaveTextContent('Livre');
    expect(day(/^domingo, 20 de/)).toHaveTextContent('Fora de serviço: Revisão');
    expect(day(/^segunda-feira, 21 de/)).toHaveTextContent('Fora de serviço: Revisão');
    expect(day(/^terça-feira, 22 de/)).toHaveTextContent('Livre');

    // A manager reads the calendar but does not mark a vehicle out of service.
    expect(screen.queryByRole('heading', { name: 'Marcar fora de serviço' })).not.toBeInTheDocument();
  });

  it('goes to the months before and after', async () => {
    const calls = useFleetHandlers();
    const { user } = renderCalendar(5);
    await screen.findByRole('heading', { level: 2, name: 'dezembro de 2026' });
    await user.click(screen.getByRole('link', { name: /Próximo mês/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'janeiro de 2027' })).toBeVisible();
    expect(currentAddress()).toBe('/frota/11/agenda?mes=2027-01');
    expect(await screen.findByText(/Nenhuma reserva, comodato ou período fora de serviço/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: /Mês anterior/ }));
    await user.click(await screen.findByRole('link', { name: /Mês anterior/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'novembro de 2026' })).toBeVisible();
    expect(calls.months).toEqual(expect.arrayContaining(['11 2027-01', '11 2026-11']));
  });

  it('lets those who manage the fleet mark a period out of service, with a reason', async () => {
    const calls = useFleetHandlers();
    const { user } = renderCalendar(5);
    const form = await screen.findByRole('form', { name: 'Marcar fora de serviço' });
    await user.type(within(form).getByLabelText('Data início'), '14122026');
    await user.type(within(form).getByLabelText('Data fim'), '15122026');
    await user.click(within(form).getByRole('button', { name: 'Salvar período' }));
    // No reason: refused before any call, the field says why and takes the focus.
    const reason = within(form).getByLabelText('Motivo');
    expect(reason).toHaveAccessibleDescription('Informe o motivo (mínimo de 3 caracteres).');
    expect(reason).toHaveFocus();
    expect(calls.added).toEqual([]);

    await user.type(reason, 'Troca de pneus');
    await user.click(within(form).getByRole('button', { name: 'Salvar período' }));
    expect(await within(form).findByText('Período fora de serviço registrado.')).toBeVisible();
    expect(calls.added).toEqual([
      { fleetVehicleId: 11, startDate: '2026-12-14', endDate: '2026-12-15', reason: 'Troca de pneus' },
    ]);
    await waitFor(() =>
      expect(day(/^segunda-feira, 14 de/)).toHaveTextContent('Fora de serviço: Troca de pneus'),
    );
  });

  it.each([
    ['a rule', 'Período superior a 90 dias.', 400],
    [
      'days a loan holds',
      'O período coincide com a solicitação CMD-000012, que já reserva o veículo nesses dias. Escolha outras datas ou altere a solicitação antes.',
      409,
    ],
  ])("shows the server's refusal of a period over %s", async (_name, message, status) => {
    useFleetHandlers({ refuseAdd: message, refuseStatus: status });
    const { user } = renderCalendar(1);
    const form = await screen.findByRole('form', { name: 'Marcar fora de serviço' });
    await user.type(within(form).getByLabelText('Data início'), '11122026');
    await user.type(within(form).getByLabelText('Data fim'), '12122026');
    await user.type(within(form).getByLabelText('Motivo'), 'Funilaria');
    await user.click(within(form).getByRole('button', { name: 'Salvar período' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  it('removes a period after asking', async () => {
    const calls = useFleetHandlers();
    const { user } = renderCalendar(5);
    await user.click(await screen.findByRole('button', { name: 'Remover período 20/12/2026 a 21/12/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(dialog).toHaveTextContent('Remover o período fora de serviço de 20/12/2026 a 21/12/2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(calls.removed).toEqual([5]));
    expect(await screen.findByText('Nenhum período fora de serviço neste mês.')).toBeVisible();
    await waitFor(() => expect(day(/^domingo, 20 de/)).toHaveTextContent('Livre'));
  });

  it("lists the model's vehicles free for a period, each linking to its calendar", async () => {
    const calls = useFleetHandlers();
    const { user } = renderCalendar(2);
    const panel = await screen.findByRole('region', { name: 'Veículos livres do modelo: Aurora Brisa' });
    await user.type(within(panel).getByLabelText('Data início'), '10122026');
    await user.type(within(panel).getByLabelText('Data fim'), '12122026');
    await user.click(within(panel).getByRole('button', { name: 'Ver livres' }));
    const link = await within(panel).findByRole('link', { name: 'Agenda de FR-BRISA-03' });
    expect(link).toHaveAttribute('href', '/frota/13/agenda?mes=2026-12');
    expect(calls.free).toEqual(['?carId=1&startDate=2026-12-10&endDate=2026-12-12']);
  });

  it.each([10, 4])('tells role %i it may not see the fleet, and asks nothing', async (role) => {
    const calls = useFleetHandlers();
    renderCalendar(role);
    expect(await screen.findByText('Você não tem permissão para ver a agenda da frota.')).toBeVisible();
    expect(calls.months).toEqual([]);
  });
});
