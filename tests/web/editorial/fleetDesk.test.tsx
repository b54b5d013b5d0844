import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import type {
  LoanModels,
  LoanModelsSaveBody,
  VehicleSummary,
} from '../../../src/domain/editorialFleetSchemas';
import { server } from '../msw/server';
import { journalist } from './editorialFixtures';
import { editorialVehicle, loanModels, renderFleet } from './fleetFixtures';

const summary = (changes: Partial<VehicleSummary>): VehicleSummary => {
  const { version: _v, lent: _l, downtime: _d, changes: _c, ...rest } = editorialVehicle();
  return { ...rest, ...changes };
};
const fleet = [
  summary({}),
  summary({
    id: 8,
    frota: 'FROTA-001251',
    placa: 'SGB2F37',
    carTitle: 'Aurora Vento',
    versionTitle: 'GTS',
    outOfService: true,
  }),
];

function useDeskHandlers({ modelsAnswer }: { modelsAnswer?: () => Response } = {}) {
  const calls = { queries: [] as string[], saved: [] as LoanModelsSaveBody[], modelReads: 0 };
  let models: LoanModels = loanModels;
  server.use(
    http.get('*/api/redacao/fleet', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      calls.queries.push(q);
      return HttpResponse.json({ vehicles: q ? fleet.filter((vehicle) => vehicle.placa === q) : fleet });
    }),
    http.get('*/api/redacao/fleet-models', () => {
      calls.modelReads += 1;
      return HttpResponse.json(models);
    }),
    http.put('*/api/redacao/fleet-models', async ({ request }) => {
      const body = (await request.json()) as LoanModelsSaveBody;
      calls.saved.push(body);
      if (modelsAnswer) return modelsAnswer();
      const byId = new Map([...models.items, ...models.candidates].map((item) => [item.carId, item]));
      models = {
        ...models,
        token: 'lista-2',
        items: body.items.map((item) => ({ ...byId.get(item.carId)!, active: item.active })),
        candidates: [],
        changes: [
          {
            at: '2026-11-21T14:00:00.000Z',
            who: 'Bruna Backoffice',
            action: 'update',
            actionText: 'Salvou',
            fields: ['Modelos', 'Ordem', 'Ativos'],
          },
        ],
      };
      return HttpResponse.json(models);
    }),
  );
  return calls;
}

describe('/redacao/frota', () => {
  it('lists the vehicles with their state today, searches them, and offers a new one', async () => {
    const calls = useDeskHandlers();
    const { user } = renderFleet('/redacao/frota');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frota' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Veículos da frota de imprensa' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('FROTA-001234Aurora Brisa · Highline'),
      expect.stringContaining('FROTA-001251Aurora Vento · GTS'),
    ]);
    expect(rows[0]).toHaveTextContent('Em serviço');
    expect(rows[1]).toHaveTextContent('Fora de serviço hoje');
    expect(within(table).getByRole('link', { name: 'FROTA-001234' })).toHaveAttribute(
      'href',
      '/redacao/frota/7',
    );
    expect(screen.getByRole('link', { name: 'Novo veículo' })).toHaveAttribute('href', '/redacao/frota/novo');
    expect(screen.getByText('2 veículos encontrados')).toBeVisible();

    await user.type(screen.getByLabelText('Buscar por frota, placa, chassi ou modelo'), 'SGB2F37');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 veículo encontrado')).toBeVisible();
    expect(calls.queries).toContain('SGB2F37');
    expect(screen.queryByRole('link', { name: 'FROTA-001234' })).toBeNull();
  });

  it("saves the wizard's models whole: switched off, moved, one with fleet vehicles added", async () => {
    const calls = useDeskHandlers();
    const { user } = renderFleet('/redacao/frota');
    const section = await screen.findByRole('region', { name: 'Modelos oferecidos na solicitação' });
    await within(section).findByRole('checkbox', { name: 'Aurora Vento' });
    await user.click(within(section).getByRole('checkbox', { name: 'Aurora Brisa' }));
    await user.click(within(section).getByRole('button', { name: 'Subir Aurora Vento' }));
    await user.selectOptions(
      within(section).getByLabelText('Adicionar modelo com veículos na frota'),
      'Aurora Serra (1 veículo)',
    );
    await user.click(within(section).getByRole('button', { name: 'Adicionar' }));
    expect(within(section).getByText('Alterações ainda não salvas.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Salvar modelos' }));

    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('status')
          .map((status) => status.textContent),
      ).toContain('Lista de modelos salva.'),
    );
    expect(calls.saved).toEqual([
      {
        token: 'lista-1',
        items: [
          { carId: 2, active: true },
          { carId: 1, active: false },
          { carId: 3, active: true },
        ],
      },
    ]);
    const names = within(
      within(section).getByRole('list', { name: 'Modelos oferecidos na solicitação de empréstimo' }),
    )
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toEqual(['Aurora Vento', 'Aurora Brisa', 'Aurora Serra']);
    const history = within(section).getByRole('region', { name: 'Histórico de alterações' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(
      'Bruna Backoffice Salvou (Campos: Modelos, Ordem, Ativos)',
    );
  });

  it('on 409 keeps the changes and reads the list again only when asked', async () => {
    const calls = useDeskHandlers({
      modelsAnswer: () =>
        HttpResponse.json({ statusCode: 409, message: editorialNewsMessages.conflict }, { status: 409 }),
    });
    const { user } = renderFleet('/redacao/frota');
    const section = await screen.findByRole('region', { name: 'Modelos oferecidos na solicitação' });
    await user.click(await within(section).findByRole('checkbox', { name: 'Aurora Brisa' }));
    await user.click(within(section).getByRole('button', { name: 'Salvar modelos' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    expect(within(section).getByRole('checkbox', { name: 'Aurora Brisa' })).not.toBeChecked();
    const reads = calls.modelReads;
    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() =>
      expect(within(section).getByRole('checkbox', { name: 'Aurora Brisa' })).toBeChecked(),
    );
    expect(calls.modelReads).toBe(reads + 1);
  });

  it('tells a role without the fleet it may not open the area, and asks nothing', async () => {
    const calls = useDeskHandlers();
    renderFleet('/redacao/frota', journalist);
    expect(await screen.findByText('Você não tem permissão para acessar esta área.')).toBeVisible();
    expect(calls.queries).toEqual([]);
    expect(calls.modelReads).toBe(0);
  });
});
