import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MyLoan } from '../../../../src/domain/myLoanSchemas';
import MyLoansPage from '../../../../src/features/loans/pages/MyLoansPage';
import type { StoredUser } from '../../../../src/lib/storage';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../utils';

const journalist: StoredUser = {
  id: 7,
  name: 'Joana Jornalista',
  email: 'jornalista@imprensa.test',
  role: 10,
  loggedIn: true,
};

function renderMyLoans(user: StoredUser = journalist) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/minhas-solicitacoes" element={<MyLoansPage />} />
      <Route path="/solicita-comodato" element={<h1>Solicitar Empréstimo de Veículo</h1>} />
    </Routes>,
    { route: '/minhas-solicitacoes', preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

/** A loan as `GET lendingcontract/mine` shapes it; `changes` override any field. */
function myLoan(id: number, changes: Partial<MyLoan> = {}): MyLoan {
  return {
    id,
    number: `CMD-${String(id).padStart(6, '0')}`,
    status: 1,
    statusText: 'Aguardando Aprovação',
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    createdAt: '2026-11-20T12:00:00.000Z',
    description: 'Avaliação para a matéria de domingo.',
    models: ['Aurora Brisa', 'Aurora Volt'],
    vehicle: null,
    driverName: 'Joana Jornalista',
    requesterName: 'Joana Jornalista',
    viewerIs: 'requester',
    cancellable: true,
    reason: null,
    history: [
      {
        at: '2026-11-20T12:00:00.000Z',
        who: 'Joana Jornalista',
        action: 'request',
        actionText: 'Solicitação enviada',
        toStatus: 1,
        message: null,
      },
    ],
    ...changes,
  };
}

const approved = myLoan(31, {
  status: 4,
  statusText: 'Aprovado',
  vehicle: {
    model: 'Aurora Brisa',
    version: 'Comfortline',
    color: 'Prata',
    placa: 'BRA2E19',
    frota: 'FRT-2045',
    location: 'Pátio de imprensa, São Bernardo do Campo',
  },
  history: [
    ...myLoan(31).history,
    {
      at: '2026-11-21T12:30:00.000Z',
      who: 'Bruna Backoffice',
      action: 'approve',
      actionText: 'Aprovada na 1ª etapa',
      toStatus: 2,
      message: 'Retirada na sede, 9h.',
    },
    {
      at: '2026-11-22T18:05:00.000Z',
      who: 'Helena Gerente',
      action: 'approve',
      actionText: 'Aprovação final',
      toStatus: 4,
      message: null,
    },
  ],
});
const rejected = myLoan(30, {
  status: 5,
  statusText: 'Reprovado (Backoffice)',
  cancellable: false,
  reason: 'Não há carros disponíveis nessa semana.',
});
const driven = myLoan(29, {
  status: 2,
  viewerIs: 'driver',
  requesterName: 'Ana Administradora',
  cancellable: false,
});

describe('/minhas-solicitacoes', () => {
  it('lists every loan with its status, car, period, driver and reason, newest first', async () => {
    server.use(
      http.get('*/api/lendingcontract/mine', () => HttpResponse.json({ list: [approved, rejected, driven] })),
    );
    renderMyLoans();
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas solicitações' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Aurora Brisa' })).toBeInTheDocument();
    expect(first.getByText('Aprovado')).toBeInTheDocument();
    expect(first.getByText('CMD-000031 · Solicitada em 20/11/2026')).toBeInTheDocument();
    expect(first.getByText('Aurora Brisa, versão Comfortline')).toBeInTheDocument();
    expect(first.getByText('Cor Prata · Placa BRA2E19 · Frota FRT-2045')).toBeInTheDocument();
    expect(first.getByText('01/12/2026 a 05/12/2026')).toBeInTheDocument();
    expect(first.getByText('Retirada na sede, 9h.', { selector: 'dd' })).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByText('Reprovado (Backoffice)')).toBeInTheDocument();
    expect(second.getByText('Motivo da reprovação')).toBeInTheDocument();
    expect(second.getByText('Não há carros disponíveis nessa semana.')).toBeInTheDocument();
    expect(second.getByText('1ª opção: Aurora Brisa · 2ª opção: Aurora Volt')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Cancelar solicitação' })).not.toBeInTheDocument();

    const third = within(cards[2]!);
    expect(third.getByText('Você é o condutor desta solicitação de Ana Administradora.')).toBeInTheDocument();
    expect(third.queryByRole('button', { name: 'Cancelar solicitação' })).not.toBeInTheDocument();
  });

  it('shows the history of each step: what, when in dd/mm/yyyy HH:mm, who and what was said', async () => {
    server.use(http.get('*/api/lendingcontract/mine', () => HttpResponse.json({ list: [approved] })));
    const { user } = renderMyLoans();
    const card = within((await screen.findAllByRole('article'))[0]!);
    const summary = card.getByText('Histórico (3 etapas)');
    const history = card.getByRole('list', { name: 'Histórico de CMD-000031', hidden: true });
    expect(history).not.toBeVisible();
    await user.click(summary);
    expect(history).toBeVisible();
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Solicitação enviada20/11/2026 09:00 · Joana Jornalista',
      'Aprovada na 1ª etapa21/11/2026 09:30 · Bruna BackofficeRetirada na sede, 9h.',
      'Aprovação final22/11/2026 15:05 · Helena Gerente',
    ]);
    expect(within(steps[1]!).getByText('21/11/2026 09:30')).toHaveAttribute(
      'datetime',
      '2026-11-21T12:30:00.000Z',
    );
  });

  it("cancels a loan after the spec's 'Confirmação' and shows it again from the server", async () => {
    let listed = [myLoan(40)];
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/lendingcontract/mine', () => HttpResponse.json({ list: listed })),
      http.post('*/api/lendingcontract/cancel', async ({ request }) => {
        const body = (await request.json()) as { id: number };
        sent.push(body);
        listed = [myLoan(40, { status: 10, statusText: 'Cancelado', cancellable: false })];
        return HttpResponse.json({ success: true, loan: {} });
      }),
    );
    const { user } = renderMyLoans();
    const card = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Cancelar solicitação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(
      within(dialog).getByText('Tem certeza que deseja cancelar permanentemente a solicitação selecionada ?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ id: 40 }]);
    expect(await screen.findByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar solicitação' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Solicitação CMD-000040 cancelada.');
  });

  it('offers the request wizard when there is no loan yet', async () => {
    server.use(http.get('*/api/lendingcontract/mine', () => HttpResponse.json({ list: [] })));
    const { user } = renderMyLoans();
    expect(
      await screen.findByText('Você ainda não fez nenhuma solicitação de empréstimo de veículo.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Solicitar Empréstimo de Veículo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitar Empréstimo de Veículo' }),
    ).toBeInTheDocument();
  });

  it('tells a role that cannot request so, without asking the server', async () => {
    let asked = false;
    server.use(
      http.get('*/api/lendingcontract/mine', () => {
        asked = true;
        return HttpResponse.json({ list: [] });
      }),
    );
    renderMyLoans({ ...journalist, role: 4 });
    expect(
      screen.getByText(/Seu perfil de acesso não permite solicitar empréstimo de veículo/),
    ).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
