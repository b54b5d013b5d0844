import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import PickupPage from '../../../../src/features/loans/pages/PickupPage';
import { isoToShownDate } from '../../../../src/domain/loanDates';
import { todayInBrazil } from '../../../../src/domain/brazilTime';
import { server } from '../../msw/server';
import { handoverLoan, isoDay, renderHandoverPage, wireLoan } from './handoverFixtures';

const renderPickup = () => renderHandoverPage(<PickupPage />, '/retirar');
const today = () => isoToShownDate(todayInBrazil(new Date()));
const shown = (days: number) => isoToShownDate(isoDay(days));

describe('/retirar', () => {
  it("lists the loans to hand over as 'Retirar veículo' cards with model, fleet, plate, period and requester", async () => {
    server.use(
      http.get('*/api/lendingcontract/checkout', () =>
        HttpResponse.json({
          list: [
            handoverLoan(12),
            handoverLoan(13, { user: { ...wireLoan(13).user, name: 'Rui Repórter' } }),
          ],
        }),
      ),
    );
    renderPickup();
    expect(screen.getByRole('heading', { level: 1, name: 'Retirar Veículo' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Retirar veículo' })).toBeInTheDocument();
    expect(first.getByText('CMD-000012')).toBeInTheDocument();
    expect(first.getByText('Aurora Brisa Comfortline')).toBeInTheDocument();
    expect(first.getByText('FRT-2045')).toBeInTheDocument();
    expect(first.getByText('BRA2E19')).toBeInTheDocument();
    expect(first.getByText(`${shown(0)} a ${shown(3)}`)).toBeInTheDocument();
    expect(first.getByText('Solicitante').nextSibling).toHaveTextContent('Joana Jornalista');
    expect(within(cards[1]!).getByText('Rui Repórter')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Retirar' })).toHaveAccessibleDescription(
      'Retirar veículo CMD-000012',
    );
  });

  it("says 'Nenhum item encontrado' when nothing awaits pickup", async () => {
    server.use(http.get('*/api/lendingcontract/checkout', () => HttpResponse.json({ list: [] })));
    renderPickup();
    expect(await screen.findByText('Nenhum item encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("confirms with the fleet and today's date, sends idLoan, shows 'Obrigado' and goes to /home-comodato on close", async () => {
    const sent: unknown[] = [];
    let listed = [handoverLoan(12)];
    server.use(
      http.get('*/api/lendingcontract/checkout', () => HttpResponse.json({ list: listed })),
      http.post('*/api/lendingcontract/checkout', async ({ request }) => {
        sent.push(await request.json());
        listed = [];
        return HttpResponse.json({ success: true, loan: wireLoan(12, { status: 7 }) });
      }),
    );
    const { user } = renderPickup();
    await user.click(await screen.findByRole('button', { name: 'Retirar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirar veículo' });
    expect(
      within(confirm).getByText(`Confirma a retirada do veículo FRT-2045 em ${today()}`),
    ).toBeInTheDocument();
    expect(today()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    const thanks = await screen.findByRole('dialog', { name: 'Obrigado' });
    expect(within(thanks).getByText('Veículo retirado com sucesso.')).toBeInTheDocument();
    expect(sent).toEqual([{ idLoan: 12 }]);

    await user.click(within(thanks).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Empréstimo de Veículos' }),
    ).toBeInTheDocument();
  });

  it("'Não' closes the confirmation without a call", async () => {
    let posts = 0;
    server.use(
      http.get('*/api/lendingcontract/checkout', () => HttpResponse.json({ list: [handoverLoan(12)] })),
      http.post('*/api/lendingcontract/checkout', () => {
        posts += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderPickup();
    await user.click(await screen.findByRole('button', { name: 'Retirar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Não' }));
    expect(posts).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Obrigado' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the confirmation (409) and no 'Obrigado'", async () => {
    server.use(
      http.get('*/api/lendingcontract/checkout', () => HttpResponse.json({ list: [handoverLoan(12)] })),
      http.post('*/api/lendingcontract/checkout', () =>
        HttpResponse.json(
          { message: 'Esta solicitação não está mais na etapa para esta ação. Atualize a página.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPickup();
    await user.click(await screen.findByRole('button', { name: 'Retirar' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Esta solicitação não está mais na etapa para esta ação. Atualize a página.',
    );
    expect(screen.queryByRole('dialog', { name: 'Obrigado' })).not.toBeInTheDocument();
  });

  it("shows the server's words when the list is refused (403)", async () => {
    server.use(
      http.get('*/api/lendingcontract/checkout', () =>
        HttpResponse.json({ message: 'Você não tem permissão para esta ação.' }, { status: 403 }),
      ),
    );
    renderPickup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para esta ação.');
  });

  it('says when a car can be picked up instead of offering it, and asks for the delivery checklist first', async () => {
    server.use(
      http.get('*/api/lendingcontract/checkout', () =>
        HttpResponse.json({
          list: [
            handoverLoan(21, { startDate: isoDay(3), endDate: isoDay(5) }),
            handoverLoan(22, {}, { delivery: null }),
            handoverLoan(23, { startDate: isoDay(1), endDate: isoDay(2) }),
          ],
        }),
      ),
    );
    renderPickup();
    const [early, undelivered, dayBefore] = (await screen.findAllByRole('article')).map((card) =>
      within(card),
    );
    expect(
      early!.getByText(`A retirada deste veículo é possível de ${shown(2)} a ${shown(5)}.`),
    ).toBeInTheDocument();
    expect(early!.queryByRole('button', { name: 'Retirar' })).not.toBeInTheDocument();

    expect(undelivered!.getByText('Registre o checklist de entrega antes da retirada.')).toBeInTheDocument();
    expect(undelivered!.getByText('Checklist de entrega').nextSibling).toHaveTextContent('Pendente');
    expect(undelivered!.queryByRole('button', { name: 'Retirar' })).not.toBeInTheDocument();

    // The day before its start it can go, and the card says who checked the car and at what km.
    expect(dayBefore!.getByRole('button', { name: 'Retirar' })).toBeInTheDocument();
    expect(dayBefore!.getByText('Checklist de entrega').nextSibling).toHaveTextContent(
      /^20\/11\/2026 às 09:30, por Bruna Backoffice$/,
    );
    expect(dayBefore!.getByText('15.230 km')).toBeInTheDocument();
  });

  it("shows the driver with CPF and CNH, and 'Bloqueado' with the reason when blocked", async () => {
    const loan = handoverLoan(24);
    server.use(
      http.get('*/api/lendingcontract/checkout', () =>
        HttpResponse.json({
          list: [
            {
              ...loan,
              isOwner: false,
              driver: {
                ...loan.driver,
                id: 9,
                isRequester: false,
                name: 'Carlos Condutor',
                cpf: '111.444.777-35',
                cnh: '98765432100',
                isAllowed: false,
                deniedReason: 'Devolveu o veículo com avarias em 2025',
              },
            },
          ],
        }),
      ),
    );
    renderPickup();
    const card = within(await screen.findByRole('article'));
    const fact = (label: string) => card.getByText(label).nextSibling;
    expect(fact('Condutor')).toHaveTextContent('Carlos Condutor');
    expect(fact('CPF do condutor')).toHaveTextContent('111.444.777-35');
    expect(fact('CNH do condutor')).toHaveTextContent('98765432100');
    expect(fact('Situação do condutor')).toHaveTextContent('Bloqueado');
    expect(fact('Motivo do bloqueio')).toHaveTextContent('Devolveu o veículo com avarias em 2025');
  });

  it("shows the server's refusal of an early pickup in the confirmation", async () => {
    const refusal = 'A retirada deste veículo é possível de 30/11/2026 a 05/12/2026.';
    server.use(
      http.get('*/api/lendingcontract/checkout', () => HttpResponse.json({ list: [handoverLoan(25)] })),
      http.post('*/api/lendingcontract/checkout', () =>
        HttpResponse.json({ message: refusal }, { status: 409 }),
      ),
    );
    const { user } = renderPickup();
    await user.click(await screen.findByRole('button', { name: 'Retirar' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('dialog', { name: 'Obrigado' })).not.toBeInTheDocument();
  });
});
