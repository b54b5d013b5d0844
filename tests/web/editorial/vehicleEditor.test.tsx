import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { fleetDeskMessages } from '../../../src/domain/editorialFleet';
import type {
  EditorialVehicle,
  VehicleCreateBody,
  VehicleDowntimeBody,
  VehicleSaveBody,
} from '../../../src/domain/editorialFleetSchemas';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import { server } from '../msw/server';
import { editorialVehicle, fleetChoices, renderFleet } from './fleetFixtures';

/** A refusal to answer instead, or undefined to answer as the server would. */
type Answer = () => Response | undefined;

function useVehicleHandlers(
  start: EditorialVehicle = editorialVehicle(),
  answers: { create?: Answer; save?: Answer; downtime?: Answer } = {},
) {
  const calls = {
    created: [] as VehicleCreateBody[],
    saved: [] as VehicleSaveBody[],
    downtime: [] as VehicleDowntimeBody[],
    removedDowntime: [] as number[],
    removed: [] as number[],
    reads: 0,
  };
  let vehicle = start;
  server.use(
    http.get('*/api/redacao/fleet/choices', () => HttpResponse.json(fleetChoices)),
    http.get('*/api/redacao/fleet', () => HttpResponse.json({ vehicles: [] })),
    http.get('*/api/redacao/fleet-models', () =>
      HttpResponse.json({ token: 't', items: [], candidates: [], changes: [] }),
    ),
    http.get('*/api/redacao/fleet/:id', () => {
      calls.reads += 1;
      return HttpResponse.json(vehicle);
    }),
    http.post('*/api/redacao/fleet', async ({ request }) => {
      const body = (await request.json()) as VehicleCreateBody;
      calls.created.push(body);
      const refusal = answers.create?.();
      if (refusal) return refusal;
      vehicle = editorialVehicle({ ...body, placa: body.placa.toUpperCase(), version: 1 });
      return HttpResponse.json(vehicle, { status: 201 });
    }),
    http.put('*/api/redacao/fleet/:id', async ({ request }) => {
      const body = (await request.json()) as VehicleSaveBody;
      calls.saved.push(body);
      const refusal = answers.save?.();
      if (refusal) return refusal;
      const { version, ...fields } = body;
      vehicle = {
        ...vehicle,
        ...fields,
        version: version + 1,
        changes: [
          {
            at: '2026-11-21T14:00:00.000Z',
            who: 'Bruna Backoffice',
            action: 'update',
            actionText: 'Salvou',
            fields: ['Cor'],
          },
          ...vehicle.changes,
        ],
      };
      return HttpResponse.json(vehicle);
    }),
    http.post('*/api/redacao/fleet/:id/remove', ({ params }) => {
      calls.removed.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/redacao/fleet/:id/downtime', async ({ request }) => {
      const body = (await request.json()) as VehicleDowntimeBody;
      calls.downtime.push(body);
      const refusal = answers.downtime?.();
      if (refusal) return refusal;
      vehicle = {
        ...vehicle,
        downtime: [{ id: 40, fleetVehicleId: vehicle.id, ...body }],
        changes: [
          {
            at: '2026-11-21T14:10:00.000Z',
            who: 'Bruna Backoffice',
            action: 'outOfService',
            actionText: `Tirou de serviço: ${body.reason} (14/12/2026 a 16/12/2026)`,
            fields: [],
          },
          ...vehicle.changes,
        ],
      };
      return HttpResponse.json(vehicle, { status: 201 });
    }),
    http.delete('*/api/redacao/fleet/:id/downtime/:downtimeId', ({ params }) => {
      calls.removedDowntime.push(Number(params.downtimeId));
      vehicle = {
        ...vehicle,
        downtime: [],
        changes: [
          {
            at: '2026-11-21T14:20:00.000Z',
            who: 'Bruna Backoffice',
            action: 'backInService',
            actionText: 'Devolveu ao serviço',
            fields: [],
          },
          ...vehicle.changes,
        ],
      };
      return HttpResponse.json(vehicle);
    }),
  );
  return calls;
}

const conflict = () =>
  HttpResponse.json({ statusCode: 409, message: editorialNewsMessages.conflict }, { status: 409 });
const history = () => screen.getByRole('region', { name: 'Histórico de alterações' });

describe('a fleet vehicle in /redacao/frota', () => {
  it('is created after the rules pass, a taken plate shown at its field, then opened', async () => {
    let refuse = true;
    const calls = useVehicleHandlers(editorialVehicle(), {
      create: () => {
        if (!refuse) return undefined;
        refuse = false;
        return HttpResponse.json({ statusCode: 400, message: fleetDeskMessages.placaTaken }, { status: 400 });
      },
    });
    const { user } = renderFleet('/redacao/frota/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo veículo' })).toBeVisible();
    await user.type(await screen.findByLabelText('Frota'), 'FROTA-009999');
    await user.type(screen.getByLabelText('Placa'), 'abc12');
    await user.click(screen.getByRole('button', { name: 'Cadastrar veículo' }));
    // A plate of no format: refused before any call, at the field, which takes the focus.
    const placa = screen.getByLabelText('Placa');
    expect(placa).toHaveAccessibleDescription(
      `${fleetDeskMessages.placaInvalid} AAA9999 ou Mercosul AAA9A99`,
    );
    expect(placa).toHaveFocus();
    expect(calls.created).toEqual([]);

    await user.type(placa, '34');
    await user.type(screen.getByLabelText('Chassi'), '9bwzzzcr3tb999999');
    await user.selectOptions(screen.getByLabelText('Modelo'), 'Aurora Brisa');
    await user.selectOptions(screen.getByLabelText('Versão'), 'Comfortline');
    await user.type(screen.getByLabelText('Ano do modelo'), '2026');
    await user.type(screen.getByLabelText('Cor'), 'Prata Sirius');
    await user.type(screen.getByLabelText('Local'), 'Taubaté - SP');
    await user.click(screen.getByRole('button', { name: 'Cadastrar veículo' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Placa')).toHaveAccessibleDescription(
        `${fleetDeskMessages.placaTaken} AAA9999 ou Mercosul AAA9A99`,
      ),
    );
    expect(calls.created).toEqual([
      {
        frota: 'FROTA-009999',
        placa: 'abc1234',
        chassis: '9bwzzzcr3tb999999',
        color: 'Prata Sirius',
        modelYear: 2026,
        vehicleLocation: 'Taubaté - SP',
        carId: 1,
        carVersionId: 11,
      },
    ]);
  });

  it('opens its page once created', async () => {
    useVehicleHandlers();
    const { user } = renderFleet('/redacao/frota/novo');
    await user.type(await screen.findByLabelText('Frota'), 'FROTA-009999');
    await user.type(screen.getByLabelText('Placa'), 'ABC1D23');
    await user.type(screen.getByLabelText('Chassi'), '9BWZZZCR3TB999999');
    await user.selectOptions(screen.getByLabelText('Modelo'), 'Aurora Vento');
    await user.selectOptions(screen.getByLabelText('Versão'), 'GTS');
    await user.type(screen.getByLabelText('Ano do modelo'), '2027');
    await user.type(screen.getByLabelText('Cor'), 'Prata Sirius');
    await user.type(screen.getByLabelText('Local'), 'Taubaté - SP');
    await user.click(screen.getByRole('button', { name: 'Cadastrar veículo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Veículo FROTA-009999' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver agenda do veículo' })).toHaveAttribute(
      'href',
      '/frota/7/agenda',
    );
  });

  it('is saved on its version, and on 409 keeps what was typed until Recarregar', async () => {
    let stale = false;
    const calls = useVehicleHandlers(editorialVehicle(), {
      save: () => (stale ? conflict() : undefined),
    });
    const { user } = renderFleet('/redacao/frota/7');
    const color = await screen.findByLabelText('Cor');
    expect(screen.getByRole('heading', { level: 1, name: 'Veículo FROTA-001234' })).toBeVisible();
    expect(screen.getByLabelText('Versão')).toHaveDisplayValue('Highline');
    await user.clear(color);
    await user.type(color, 'Azul Biscay');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent('Salvou (Campos: Cor)'),
    );
    expect(calls.saved[0]).toMatchObject({ color: 'Azul Biscay', version: 3, carId: 1, carVersionId: 12 });

    stale = true;
    await user.type(color, ' Metálico');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    expect(calls.saved[1]).toMatchObject({ version: 4 });
    expect(color).toHaveValue('Azul Biscay Metálico');
    const reads = calls.reads;
    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.getByLabelText('Cor')).toHaveValue('Azul Biscay'));
    expect(calls.reads).toBe(reads + 1);
  });

  it('is taken out of service and back, each in its history; days a loan holds are refused in its words', async () => {
    let refuse = true;
    const overLoans = fleetDeskMessages.downtimeOverLoans(['CMD-000012']);
    const calls = useVehicleHandlers(editorialVehicle(), {
      downtime: () => {
        if (!refuse) return undefined;
        refuse = false;
        return HttpResponse.json({ statusCode: 409, message: overLoans }, { status: 409 });
      },
    });
    const { user } = renderFleet('/redacao/frota/7');
    const section = await screen.findByRole('region', { name: 'Períodos fora de serviço' });
    expect(within(section).getByText('Nenhum período fora de serviço a partir de hoje.')).toBeVisible();
    const form = within(section).getByRole('form', { name: 'Tirar de serviço' });
    await user.type(within(form).getByLabelText('Data início'), '10122026');
    await user.type(within(form).getByLabelText('Data fim'), '12122026');
    await user.click(within(form).getByRole('button', { name: 'Salvar período' }));
    const reason = within(form).getByLabelText('Motivo');
    expect(reason).toHaveAccessibleDescription('Informe o motivo (mínimo de 3 caracteres).');
    expect(calls.downtime).toEqual([]);

    await user.type(reason, 'Revisão dos 20.000 km');
    await user.click(within(form).getByRole('button', { name: 'Salvar período' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(overLoans);

    await user.clear(within(form).getByLabelText('Data início'));
    await user.type(within(form).getByLabelText('Data início'), '14122026');
    await user.clear(within(form).getByLabelText('Data fim'));
    await user.type(within(form).getByLabelText('Data fim'), '16122026');
    await user.click(within(form).getByRole('button', { name: 'Salvar período' }));
    expect(await within(section).findByText('14/12/2026 a 16/12/2026')).toBeVisible();
    expect(calls.downtime[1]).toEqual({
      startDate: '2026-12-14',
      endDate: '2026-12-16',
      reason: 'Revisão dos 20.000 km',
    });
    expect(within(form).getByRole('status')).toHaveTextContent('Período fora de serviço registrado.');
    expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent(
      'Tirou de serviço: Revisão dos 20.000 km (14/12/2026 a 16/12/2026)',
    );

    await user.click(
      within(section).getByRole('button', { name: 'Devolver ao serviço: período 14/12/2026 a 16/12/2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(dialog).toHaveTextContent('Remover o período fora de serviço de 14/12/2026 a 16/12/2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(calls.removedDowntime).toEqual([40]));
    expect(
      await within(section).findByText('Nenhum período fora de serviço a partir de hoje.'),
    ).toBeVisible();
    expect(within(history()).getAllByRole('listitem')[0]).toHaveTextContent('Devolveu ao serviço');
  });

  it('is deleted after asking when never lent; a lent one offers no deletion', async () => {
    const calls = useVehicleHandlers();
    const { user, unmount } = renderFleet('/redacao/frota/7');
    await user.click(await screen.findByRole('button', { name: 'Excluir veículo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(dialog).toHaveTextContent('Excluir o veículo FROTA-001234? Esta ação não pode ser desfeita.');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frota' })).toBeVisible();
    expect(calls.removed).toEqual([7]);
    unmount();

    useVehicleHandlers(editorialVehicle({ lent: true }));
    renderFleet('/redacao/frota/7');
    expect(await screen.findByText(/já foi emprestado/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir veículo' })).toBeNull();
  });
});
