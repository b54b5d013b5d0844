import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isoToShownDate } from '../../../../src/domain/loanDates';
import { server } from '../../msw/server';
import { currentAddress, setViewportWidth } from '../../utils';
import { isoDay, loanOf, renderApprovals, useApprovalHandlers, withVehicle } from './approvalFixtures';

const findCards = async () =>
  within(await screen.findByRole('list', { name: 'Solicitações de empréstimo de veículos' })).getAllByRole(
    'listitem',
  );
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/aprovacao: title and view by role', () => {
  it.each([
    [5, '/aprovacao', 'Aprovação Backoffice', '?page=1&limit=20'],
    [1, '/aprovacao', 'Aprovação Backoffice', '?page=1&limit=20'],
    [2, '/aprovacao', 'Aprovação Gerente', '?page=1&limit=20'],
    [3, '/aprovacao', 'Aprovação Gerente', '?page=1&limit=20'],
    [1, '/aprovacao?admin=1', 'Aprovação Gerente', '?admin=1&page=1&limit=20'],
    // The flag counts for the administrator only.
    [5, '/aprovacao?admin=1', 'Aprovação Backoffice', '?page=1&limit=20'],
  ])('role %i at %s: %s, list asked with "%s"', async (role, route, title, query) => {
    const calls = useApprovalHandlers({ list: [] });
    renderApprovals(role, route);
    expect(await heading(title)).toBeInTheDocument();
    expect(await screen.findByText('Nenhum item encontrado')).toBeInTheDocument();
    expect(calls.lists).toEqual([query]);
  });

  it('a role without the capability is told so and asks nothing', async () => {
    const calls = useApprovalHandlers({ list: [loanOf(1, 1)] });
    renderApprovals(10);
    expect(
      await screen.findByText('Você não tem permissão para acessar a aprovação de solicitações.'),
    ).toBeInTheDocument();
    expect(calls.lists).toEqual([]);
  });

  it("the server's 403 shows the same message", async () => {
    server.use(
      http.get('*/api/lendingcontract/approvals', () =>
        HttpResponse.json({ message: 'Você não tem permissão para esta ação.' }, { status: 403 }),
      ),
    );
    renderApprovals(5);
    expect(
      await screen.findByText('Você não tem permissão para acessar a aprovação de solicitações.'),
    ).toBeInTheDocument();
  });
});

describe('/aprovacao, backoffice table', () => {
  it('shows a row per request with its columns, each leading to its detail', async () => {
    const first = loanOf(12, 1, { clientTier: 3 });
    const second = loanOf(9, 4, { startDate: isoDay(10), endDate: isoDay(12) });
    useApprovalHandlers({ list: [first, second], loans: [first] });
    const { user } = renderApprovals(5);
    const table = await screen.findByRole('table', { name: 'Solicitações de empréstimo de veículos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tier', 'Nº', 'Período', 'Solicitante', 'Mídia', '1ª opção', 'Status', 'Criado em']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Tier 3',
        'CMD-000012',
        `${isoToShownDate(isoDay(3), true)}–${isoToShownDate(isoDay(6), true)}`,
        'Joana Jornalista',
        'Diário do Motor',
        'Aurora Brisa',
        'Aguardando Aprovação (Backoffice)',
        isoToShownDate(isoDay(-2), true),
      ],
      [
        'Tier 2',
        'CMD-000009',
        `${isoToShownDate(isoDay(10), true)}–${isoToShownDate(isoDay(12), true)}`,
        'Joana Jornalista',
        'Diário do Motor',
        'Aurora Brisa',
        'Aprovado',
        isoToShownDate(isoDay(-2), true),
      ],
    ]);
    expect(isoToShownDate(isoDay(3), true)).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
    const link = within(rows[0]!).getByRole('link', { name: 'Abrir solicitação CMD-000012' });
    expect(link).toHaveAttribute('href', '/aprovacao/12');
    // Reached by the keyboard, past the breadcrumb and the queue's filters, and followed with Enter.
    for (let stops = 0; stops < 30 && document.activeElement !== link; stops += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/aprovacao/12');
    expect(await screen.findByRole('heading', { level: 1, name: /CMD-000012/ })).toBeInTheDocument();
  });

  it('a click anywhere on a row opens it too', async () => {
    const loan = loanOf(12, 1);
    useApprovalHandlers({ list: [loan], loans: [loan] });
    const { user } = renderApprovals(1);
    await user.click(await screen.findByRole('cell', { name: 'Diário do Motor' }));
    expect(currentAddress()).toBe('/aprovacao/12');
  });

  it('on a phone each row is a card whose cells carry their column names', async () => {
    setViewportWidth(390);
    useApprovalHandlers({ list: [loanOf(12, 1)] });
    renderApprovals(5);
    const cell = await screen.findByRole('cell', { name: 'Diário do Motor' });
    expect(cell).toHaveAttribute('data-label', 'Mídia');
  });
});

describe('/aprovacao, manager cards', () => {
  it('shows car, requester, media and Pauta; approving confirms and posts the loan own vehicle, tier and dates', async () => {
    const loan = withVehicle(20, 2);
    const calls = useApprovalHandlers({ list: [loan] });
    const { user } = renderApprovals(2);
    const card = await screen.findByRole('listitem', { name: 'Aurora Brisa · FR-BRISA-01' });
    expect(within(card).getByText('Joana Jornalista')).toBeInTheDocument();
    expect(within(card).getByText('Diário do Motor')).toBeInTheDocument();
    expect(within(card).getByText('Pauta')).toBeInTheDocument();
    expect(within(card).getByText(loan.description)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerta!' });
    expect(within(dialog).getByText('Tem certeza que deseja aprovar essa solicitação?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.approved).toHaveLength(1));
    expect(calls.approved[0]).toEqual({
      idloan: 20,
      carId: 11,
      clientTier: 1,
      startDate: isoDay(3),
      endDate: isoDay(6),
    });
    // The list is asked again and the card goes.
    expect(await screen.findByText('Nenhum item encontrado')).toBeInTheDocument();
    expect(calls.lists).toHaveLength(2);
  });

  it("rejecting asks '…rejeitar…'; cancelling the dialog sends nothing", async () => {
    const calls = useApprovalHandlers({ list: [withVehicle(20, 2)] });
    const { user } = renderApprovals(2);
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerta!' });
    expect(within(dialog).getByText('Tem certeza que deseja rejeitar essa solicitação?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.rejected).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    // A manager's rejection says why (approvalDriver.test.tsx tells the rule).
    await user.type(await screen.findByLabelText('Motivo da reprovação*'), 'Sem pauta nesta data.');
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.rejected).toHaveLength(1));
  });

  it('buttons are off at status 3 in the list, and where the transitions table refuses the viewer', async () => {
    useApprovalHandlers({ list: [withVehicle(30, 3), withVehicle(31, 2)] });
    // Manager level 2 at status 3 (spec: disabled in the list) and at status 2 (level 1's step).
    renderApprovals(3);
    const cards = await findCards();
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Aprovar' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'Reprovar' })).toBeDisabled();
    }
    expect(within(cards[0]!).getByRole('button', { name: 'Aprovar' })).toHaveAccessibleDescription(
      'Aprove ou reprove esta etapa pela página de detalhes.',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Ver detalhes CMD-000030' })).toHaveAttribute(
      'href',
      '/aprovacao/30',
    );
  });

  it('the administrator with the flag acts at status 2, not at 3, and details keep the flag', async () => {
    useApprovalHandlers({ list: [withVehicle(31, 2), withVehicle(30, 3)] });
    renderApprovals(1, '/aprovacao?admin=1');
    await screen.findByRole('heading', { level: 1, name: 'Aprovação Gerente' });
    const cards = await findCards();
    expect(within(cards[0]!).getByRole('button', { name: 'Aprovar' })).toBeEnabled();
    expect(within(cards[1]!).getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    expect(within(cards[1]!).getByRole('link', { name: /Ver detalhes/ })).toHaveAttribute(
      'href',
      '/aprovacao/30?admin=1',
    );
  });

  it('a refusal from the server shows on the card', async () => {
    useApprovalHandlers({
      list: [withVehicle(20, 2)],
      refuse: { status: 409, message: 'Veículo indisponível no período' },
    });
    const { user } = renderApprovals(2);
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veículo indisponível no período');
  });
});

describe('/aprovacao, pages', () => {
  /** `count` requests, newest (highest id) first as the server orders them. */
  const many = (count: number, status: 1 | 2 = 1) =>
    Array.from({ length: count }, (_, i) => (status === 1 ? loanOf(100 - i, 1) : withVehicle(100 - i, 2)));
  const numbersShown = () =>
    within(screen.getByRole('table'))
      .getAllByRole('link', { name: /^Abrir solicitação/ })
      .map((link) => link.textContent);
  const pager = () => screen.getByRole('navigation', { name: 'Páginas de solicitações' });

  it('shows 20 requests a page and a pager whose links lead to the others, each page at its own address', async () => {
    const calls = useApprovalHandlers({ list: many(45) });
    const { user } = renderApprovals(5);
    await screen.findByRole('table');
    expect(numbersShown()).toHaveLength(20);
    expect(numbersShown()[0]).toBe('CMD-000100');
    expect(pager()).toHaveTextContent('Página 1 de 3 · 45 solicitações');
    expect(within(pager()).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();

    await user.click(within(pager()).getByRole('link', { name: 'Próxima página' }));
    await waitFor(() => expect(numbersShown()[0]).toBe('CMD-000080'));
    expect(currentAddress()).toBe('/aprovacao?page=2');
    expect(within(pager()).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager()).getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(numbersShown()).toHaveLength(5));
    expect(numbersShown().at(-1)).toBe('CMD-000056');
    expect(within(pager()).queryByRole('link', { name: 'Próxima página' })).not.toBeInTheDocument();

    await user.click(within(pager()).getByRole('link', { name: 'Página 1' }));
    await waitFor(() => expect(numbersShown()[0]).toBe('CMD-000100'));
    expect(currentAddress()).toBe('/aprovacao');
    expect(calls.lists).toEqual([
      '?page=1&limit=20',
      '?page=2&limit=20',
      '?page=3&limit=20',
      '?page=1&limit=20',
    ]);
  });

  it('no pager when every request fits on one page', async () => {
    useApprovalHandlers({ list: many(20) });
    renderApprovals(5);
    await screen.findByRole('table');
    expect(numbersShown()).toHaveLength(20);
    expect(screen.queryByRole('navigation', { name: 'Páginas de solicitações' })).not.toBeInTheDocument();
  });

  it("the administrator's manager view keeps the flag on every page", async () => {
    const calls = useApprovalHandlers({ list: many(25, 2) });
    const { user } = renderApprovals(1, '/aprovacao?admin=1');
    expect(await findCards()).toHaveLength(20);
    const next = within(pager()).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/aprovacao?admin=1&page=2');
    await user.click(next);
    await waitFor(async () => expect(await findCards()).toHaveLength(5));
    expect(calls.lists.at(-1)).toBe('?admin=1&page=2&limit=20');
  });

  it('a page past the last (an old link, or its last request just decided) gives way to the last page', async () => {
    const calls = useApprovalHandlers({ list: many(21, 2) });
    const { user } = renderApprovals(2, '/aprovacao?page=2');
    const [card] = await findCards();
    expect(card).toHaveTextContent('CMD-000080');
    await user.click(within(card!).getByRole('button', { name: 'Aprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    // The list asked again holds 20: page 2 is empty, so page 1 is shown.
    await waitFor(() => expect(currentAddress()).toBe('/aprovacao'));
    expect(await findCards()).toHaveLength(20);
    expect(calls.lists).toEqual(['?page=2&limit=20', '?page=2&limit=20', '?page=1&limit=20']);
  });

  it('a page number that is not one shows the first page', async () => {
    const calls = useApprovalHandlers({ list: many(3) });
    renderApprovals(5, '/aprovacao?page=abc');
    await screen.findByRole('table');
    expect(calls.lists).toEqual(['?page=1&limit=20']);
  });
});
