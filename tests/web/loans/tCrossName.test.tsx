/**
 * A car model's name on the loan screens follows the display rule of spec section 5 (src/domain/format.ts): 'T-Cross'
 * never splits at its hyphen, in the request wizard, the approvals (table, filter, manager cards, options) and the
 * cancellation list.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { displayTitle } from '../../../src/domain/format';
import CancellationsPage from '../../../src/features/loans/pages/CancellationsPage';
import { server } from '../msw/server';
import { loanOf, renderApprovals, useApprovalHandlers, withVehicle } from './approval/approvalFixtures';
import { renderHandoverPage, wireLoan } from './handover/handoverFixtures';
import { cars, renderLoanRequest, storeDraft, useLoanHandlers } from './request/loanRequestFixtures';

const tCross = 'Aurora T-Cross';
const shown = displayTitle(tCross);

beforeEach(() => sessionStorage.clear());

describe('the T-Cross on the loan screens', () => {
  it('is offered unbroken in both of the wizard’s model selects', async () => {
    useLoanHandlers();
    server.use(
      http.get('*/api/car_frota/json/cars_frota', () =>
        HttpResponse.json({
          cars: cars.cars.map((car, index) => (index === 0 ? { ...car, title: tCross } : car)),
        }),
      ),
    );
    storeDraft({ step: 1 });
    renderLoanRequest();
    for (const name of ['Opção 1', 'Opção 2']) {
      const select = await screen.findByRole('combobox', { name });
      expect(within(select).getByRole('option', { name: shown })).toBeInTheDocument();
    }
  });

  it('shows unbroken in the backoffice table’s column and the filter’s models', async () => {
    const loan = loanOf(12, 1, { option1: { ...loanOf(12, 1).option1, title: tCross } });
    useApprovalHandlers({ list: [loan] });
    renderApprovals(5);
    const table = await screen.findByRole('table', { name: 'Solicitações de empréstimo de veículos' });
    expect(within(table).getByRole('cell', { name: shown })).toBeInTheDocument();
    const models = screen.getByRole('combobox', { name: 'Modelo' });
    expect(await within(models).findByRole('option', { name: shown })).toBeInTheDocument();
  });

  it('shows unbroken on a manager’s card', async () => {
    const base = withVehicle(20, 2);
    useApprovalHandlers({ list: [{ ...base, car_frotum: { ...base.car_frotum!, title: tCross } }] });
    renderApprovals(2);
    expect(
      await screen.findByRole('listitem', { name: `${shown} · ${base.car_frotum!.frota}` }),
    ).toBeInTheDocument();
  });

  it('shows unbroken in the detail’s model options', async () => {
    const base = loanOf(12, 1);
    const loan = loanOf(12, 1, {
      option1: { ...base.option1, title: tCross },
      option2: { ...base.option2, title: 'Aurora T-Cross Sense' },
    });
    useApprovalHandlers({ loans: [loan] });
    renderApprovals(5, `/aprovacao/${loan.id}`);
    expect(await screen.findByRole('radio', { name: `1ª opção: ${shown}` })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: `2ª opção: ${displayTitle('Aurora T-Cross Sense')}` }),
    ).toBeInTheDocument();
  });

  it('shows unbroken in /comodato-lista', async () => {
    const base = wireLoan(21);
    server.use(
      http.get('*/api/lendingcontract/cancellable', () =>
        HttpResponse.json({ list: [{ ...base, option1: { ...base.option1, title: tCross } }] }),
      ),
    );
    renderHandoverPage(<CancellationsPage />, '/comodato-lista');
    expect(await screen.findByText(`${shown} / Aurora Volt`)).toBeInTheDocument();
  });
});
