import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { currentAddress, setViewportWidth } from '../../utils';
import { loanOf, renderApprovals, useApprovalHandlers } from './approvalFixtures';

/**
 * /aprovacao as a queue: the filter form applies its fields to the page's address (so a link or a reload keeps
 * them), reads them back from an address, asks the list with them, clears them, sorts at once, folds behind
 * 'Filtros' on a phone, and exports what it shows.
 */
const form = () => screen.findByRole('search', { name: 'Filtrar solicitações' });
const lastList = (calls: { lists: string[] }) => new URLSearchParams(calls.lists.at(-1));

describe('/aprovacao filters', () => {
  it('applies the fields to the address and asks the list with them, from page 1', async () => {
    const calls = useApprovalHandlers({ list: [loanOf(12, 1), loanOf(9, 4)] });
    const { user } = renderApprovals(5, '/aprovacao?page=2');
    const filters = await form();
    await user.type(within(filters).getByRole('searchbox', { name: 'Buscar' }), 'joão');
    await user.click(within(filters).getByRole('checkbox', { name: 'Aguardando Aprovação (Backoffice)' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Aprovado' }));
    await user.selectOptions(
      await within(filters).findByRole('combobox', { name: 'Modelo' }),
      within(filters).getByRole('option', { name: 'Aurora Brisa' }),
    );
    await user.type(within(filters).getByLabelText('Período: de'), '01122026');
    await user.type(within(filters).getByLabelText('até'), '10122026');
    expect(within(filters).getByLabelText('Período: de')).toHaveValue('01/12/2026');
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(currentAddress()).toBe(
        '/aprovacao?status=1&status=4&from=2026-12-01&to=2026-12-10&model=1&q=jo%C3%A3o',
      ),
    );
    await waitFor(() => expect(lastList(calls).getAll('status')).toEqual(['1', '4']));
    const asked = lastList(calls);
    expect(Object.fromEntries([...asked].filter(([key]) => key !== 'status'))).toEqual({
      page: '1',
      limit: '20',
      from: '2026-12-01',
      to: '2026-12-10',
      model: '1',
      q: 'joão',
    });
    expect(await screen.findByRole('button', { name: 'Filtros (4)' })).toBeInTheDocument();
  });

  it('reads the filters back from the address (a link or a reload keeps them) and clears them', async () => {
    const calls = useApprovalHandlers({ list: [loanOf(12, 1)] });
    const { user } = renderApprovals(5, '/aprovacao?status=5&requester=7&q=CMD-000012&sort=start&admin=0');
    const filters = await form();
    expect(within(filters).getByRole('searchbox', { name: 'Buscar' })).toHaveValue('CMD-000012');
    expect(within(filters).getByRole('checkbox', { name: 'Reprovado (Backoffice)' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Aprovado' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('start');
    await waitFor(() => expect(lastList(calls).get('q')).toBe('CMD-000012'));
    expect(lastList(calls).get('requester')).toBe('7');
    expect(lastList(calls).get('sort')).toBe('start');
    expect(await screen.findByText('1 solicitação encontrada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(currentAddress()).toBe('/aprovacao?admin=0'));
    expect(within(await form()).getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    await waitFor(() => expect(calls.lists.at(-1)).toBe('?page=1&limit=20'));
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('leaves out what an address holds that is no filter', async () => {
    const calls = useApprovalHandlers({ list: [] });
    renderApprovals(5, '/aprovacao?status=99&from=amanha&model=-1&sort=nome');
    await form();
    await waitFor(() => expect(calls.lists).toEqual(['?page=1&limit=20']));
  });

  it('sorts as soon as the order is chosen, keeping the filters', async () => {
    const calls = useApprovalHandlers({ list: [loanOf(12, 1)] });
    const { user } = renderApprovals(5, '/aprovacao?status=1&page=3');
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Mais antigas');
    await waitFor(() => expect(currentAddress()).toBe('/aprovacao?status=1&sort=oldest'));
    await waitFor(() => expect(lastList(calls).get('sort')).toBe('oldest'));
  });

  it('refuses a period the wrong way round before asking anything', async () => {
    useApprovalHandlers({ list: [] });
    const { user } = renderApprovals(5);
    const filters = await form();
    await user.type(within(filters).getByLabelText('Período: de'), '10122026');
    await user.type(within(filters).getByLabelText('até'), '01122026');
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    expect(await within(filters).findByRole('alert')).toHaveTextContent(
      'A data final do período deve ser igual ou posterior à inicial.',
    );
    expect(within(filters).getByLabelText('até')).toHaveAttribute('aria-invalid', 'true');
    expect(currentAddress()).toBe('/aprovacao');
  });

  it('refuses a date that does not exist or is half typed, keeping what was typed', async () => {
    useApprovalHandlers({ list: [] });
    const { user } = renderApprovals(5);
    const filters = await form();
    await user.type(within(filters).getByLabelText('Período: de'), '31022026');
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    expect(await within(filters).findByRole('alert')).toHaveTextContent('Data inválida');
    expect(within(filters).getByLabelText('Período: de')).toHaveAttribute('aria-invalid', 'true');
    expect(within(filters).getByLabelText('Período: de')).toHaveValue('31/02/2026');
    expect(currentAddress()).toBe('/aprovacao');

    await user.clear(within(filters).getByLabelText('Período: de'));
    await user.type(within(filters).getByLabelText('até'), '0112');
    await user.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    expect(await within(filters).findByRole('alert')).toHaveTextContent('Data inválida');
    expect(within(filters).getByLabelText('até')).toHaveAttribute('aria-invalid', 'true');
    expect(currentAddress()).toBe('/aprovacao');
  });

  it('shows a period from the address as dd/mm/aaaa', async () => {
    useApprovalHandlers({ list: [] });
    renderApprovals(5, '/aprovacao?from=2026-12-01&to=2026-12-10');
    const filters = await form();
    expect(within(filters).getByLabelText('Período: de')).toHaveValue('01/12/2026');
    expect(within(filters).getByLabelText('até')).toHaveValue('10/12/2026');
  });

  it("offers a manager only their view's statuses: none to choose for one step", async () => {
    useApprovalHandlers({ list: [] });
    renderApprovals(2);
    expect(within(await form()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("offers the administrator with the flag the two managers' steps", async () => {
    useApprovalHandlers({ list: [] });
    renderApprovals(1, '/aprovacao?admin=1');
    expect(
      within(await form())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id') && (box.nextSibling as HTMLElement).textContent),
    ).toEqual(['Aguardando Aprovação (Gerente 1)', 'Aguardando Aprovação (Gerente 2)']);
  });

  it('folds the form behind "Filtros" on a phone', async () => {
    setViewportWidth(390);
    useApprovalHandlers({ list: [loanOf(12, 1)] });
    const { user } = renderApprovals(5, '/aprovacao?q=joana');
    const toggle = await screen.findByRole('button', { name: 'Filtros (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', (await form()).id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await form()).toHaveClass('approval-filters--open');

    // Escape in the form folds it again, back on 'Filtros'.
    await user.click(within(await form()).getByRole('searchbox', { name: 'Buscar' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await form()).not.toHaveClass('approval-filters--open');
    expect(toggle).toHaveFocus();
  });

  it('exports what the filters show through the server, with the session', async () => {
    useApprovalHandlers({ list: [loanOf(12, 1)] });
    const exports: { search: string; authorization: string | null }[] = [];
    server.use(
      http.get('*/api/lendingcontract/approvals.csv', ({ request }) => {
        exports.push({
          search: new URL(request.url).search,
          authorization: request.headers.get('authorization'),
        });
        return new HttpResponse('\uFEFFNúmero;Status\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:aprovacoes';
    };
    URL.revokeObjectURL = () => {};
    const { user } = renderApprovals(5, '/aprovacao?status=1&q=joana');
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]!.search).toBe('?status=1&q=joana');
    expect(exports[0]!.authorization).toBeTruthy();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.type).toBe('text/csv');
  });

  it('says when the list is past the export cap', async () => {
    useApprovalHandlers({ list: [loanOf(12, 1)] });
    server.use(
      http.get('*/api/lendingcontract/approvals', () =>
        HttpResponse.json({ list: [loanOf(12, 1)], total: 6200, page: 1, limit: 20 }),
      ),
    );
    renderApprovals(5);
    expect(
      await screen.findByText(
        'A exportação traz as primeiras 5.000 de 6.200 solicitações; filtre a lista para exportar as demais.',
      ),
    ).toBeInTheDocument();
  });
});
