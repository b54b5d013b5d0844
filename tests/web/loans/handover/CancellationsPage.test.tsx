import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import CancellationsPage from '../../../../src/features/loans/pages/CancellationsPage';
import { server } from '../../msw/server';
import { renderHandoverPage, wireLoan } from './handoverFixtures';

const renderCancellations = () => renderHandoverPage(<CancellationsPage />, '/comodato-lista');

describe('/comodato-lista', () => {
  it('lists the cancellable requests under the heading, with status, number, models and period', async () => {
    server.use(
      http.get('*/api/lendingcontract/cancellable', () =>
        HttpResponse.json({
          list: [
            wireLoan(21, { status: 1, statusText: 'Aguardando Aprovação (Backoffice)', car_frotum: null }),
            wireLoan(22),
          ],
        }),
      ),
    );
    renderCancellations();
    expect(
      await screen.findByRole('heading', { name: 'Selecione qual solicitação abaixo você deseja cancelar' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Aguardando Aprovação (Backoffice)' })).toBeInTheDocument();
    expect(first.getByText('CMD-000021')).toBeInTheDocument();
    expect(first.getByText('Aurora Brisa / Aurora Volt')).toBeInTheDocument();
    expect(first.getByText('01/12/2026 a 05/12/2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('heading', { name: 'Aprovado' })).toBeInTheDocument();
  });

  it("says 'Não temos solicitações para cancelamento' when there are none", async () => {
    server.use(http.get('*/api/lendingcontract/cancellable', () => HttpResponse.json({ list: [] })));
    renderCancellations();
    expect(await screen.findByText('Não temos solicitações para cancelamento')).toBeInTheDocument();
  });

  it("asks in 'Confirmação', sends the id and reloads the list without the cancelled request", async () => {
    let listed = [wireLoan(21, { status: 1, statusText: 'Aguardando Aprovação' }), wireLoan(22)];
    let reads = 0;
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/lendingcontract/cancellable', () => {
        reads += 1;
        return HttpResponse.json({ list: listed });
      }),
      http.post('*/api/lendingcontract/cancel', async ({ request }) => {
        const body = (await request.json()) as { id: number };
        sent.push(body);
        listed = listed.filter((loan) => loan.id !== body.id);
        return HttpResponse.json({ success: true, loan: wireLoan(body.id, { status: 10 }) });
      }),
    );
    const { user } = renderCancellations();
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Cancelar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(
      within(confirm).getByText(
        'Tem certeza que deseja cancelar permanentemente a solicitação selecionada ?',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(sent).toEqual([{ id: 21 }]);
    expect(reads).toBe(2);
    expect(screen.queryByText('CMD-000021')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Solicitação CMD-000021 cancelada.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the list and shows the server's refusal (403)", async () => {
    server.use(
      http.get('*/api/lendingcontract/cancellable', () => HttpResponse.json({ list: [wireLoan(22)] })),
      http.post('*/api/lendingcontract/cancel', () =>
        HttpResponse.json({ message: 'Você não tem permissão para esta ação.' }, { status: 403 }),
      ),
    );
    const { user } = renderCancellations();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para esta ação.',
    );
    expect(screen.getByText('CMD-000022')).toBeInTheDocument();
  });
});
