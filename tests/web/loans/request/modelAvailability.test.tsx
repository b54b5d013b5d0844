import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { format, parse } from 'date-fns';
import { server } from '../../msw/server';
import {
  renderLoanRequest,
  stepButton,
  storeDraft,
  typedDay,
  useLoanHandlers,
  type LoanCalls,
} from './loanRequestFixtures';

beforeEach(() => sessionStorage.clear());

const iso = (typed: string) => format(parse(typed, 'dd/MM/yyyy', new Date()), 'yyyy-MM-dd');
const unavailable = 'Indisponível no período (sem carro livre nessas datas)';
const mayStillSend =
  /Você pode enviar a solicitação mesmo assim: a equipe de imprensa .* pode oferecer outro modelo/;

/** Aurora Brisa (1) has a car free; Aurora Trilha (2) has none. The periods asked go to `calls`. */
const trilhaTaken = (calls: LoanCalls) =>
  server.use(
    http.get('*/api/car_frota/json/availability', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.availability.push(`${query.get('startDate')}..${query.get('endDate')}`);
      return HttpResponse.json({
        models: [
          { carId: 1, free: 2 },
          { carId: 2, free: 0 },
          { carId: 3, free: 1 },
        ],
      });
    }),
  );

const atStep3 = async (draft: Parameters<typeof storeDraft>[0] = {}) => {
  storeDraft({ step: 2, option1: 1, option2: 2, ...draft });
  const rendered = renderLoanRequest();
  await screen.findByLabelText('Data início');
  return rendered;
};

/** The status region under the dates. */
const availabilityRegion = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('loan-request__availability'))!;

describe('/solicita-comodato: whether the chosen models have a car free in the period', () => {
  it('asks only once both dates are typed in full and hold, then says it of each chosen model, in words', async () => {
    const calls = useLoanHandlers();
    trilhaTaken(calls);
    const { user } = await atStep3();
    expect(availabilityRegion()).toBeEmptyDOMElement();

    await user.type(screen.getByLabelText('Data início'), typedDay(3));
    await user.type(screen.getByLabelText('Data fim'), typedDay(12).slice(0, 6));
    expect(calls.availability).toEqual([]);
    // In full, but more than 7 days: still nothing asked.
    await user.type(screen.getByLabelText('Data fim'), typedDay(12).slice(6));
    expect(screen.getByLabelText('Data fim')).toHaveAccessibleDescription('Período superior a 7 dias');
    expect(calls.availability).toEqual([]);

    await user.clear(screen.getByLabelText('Data fim'));
    await user.type(screen.getByLabelText('Data fim'), typedDay(5));
    const region = availabilityRegion();
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '✓Opção 1: Aurora Brisa — Disponível no período',
        `✕Opção 2: Aurora Trilha — ${unavailable}`,
      ]),
    );
    expect(region).toHaveTextContent(mayStillSend);
    expect(calls.availability).toEqual([`${iso(typedDay(3))}..${iso(typedDay(5))}`]);
  });

  it('says nothing of the kind when both models have a car free', async () => {
    useLoanHandlers();
    await atStep3({ startDate: typedDay(2), endDate: typedDay(4) });
    const region = availabilityRegion();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    expect(region).toHaveTextContent('Opção 1: Aurora Brisa — Disponível no período');
    expect(region).toHaveTextContent('Opção 2: Aurora Trilha — Disponível no período');
    expect(region).not.toHaveTextContent(mayStillSend);
  });

  it('does not stop the request: a model with no car free is sent as chosen', async () => {
    const calls = useLoanHandlers();
    trilhaTaken(calls);
    const { user } = await atStep3({
      startDate: typedDay(2),
      endDate: typedDay(4),
      description: 'Avaliação para a matéria de domingo.',
      termsAccepted: true,
    });
    await within(availabilityRegion()).findByText(new RegExp(unavailable.replace(/[()]/g, '\\$&')));
    expect(stepButton()).toHaveClass('btn-primary');
    await user.click(stepButton());
    expect(await screen.findByRole('dialog', { name: 'Solicitação Enviada!' })).toBeInTheDocument();
    expect(calls.requests).toMatchObject([{ option1: 1, option2: 2 }]);
  });

  it('says nothing, and nothing alarming, when the availability call fails', async () => {
    const calls = useLoanHandlers();
    let asked = 0;
    server.use(
      http.get('*/api/car_frota/json/availability', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 });
      }),
    );
    const { user } = await atStep3({
      startDate: typedDay(2),
      endDate: typedDay(4),
      description: 'Avaliação para a matéria de domingo.',
      termsAccepted: true,
    });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(availabilityRegion()).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Disponível|Indisponível/)).not.toBeInTheDocument();
    await user.click(stepButton());
    expect(await screen.findByRole('dialog', { name: 'Solicitação Enviada!' })).toBeInTheDocument();
    expect(calls.requests).toHaveLength(1);
  });

  it('back at the models with the dates typed, says it under each choice, and follows a new choice', async () => {
    trilhaTaken(useLoanHandlers());
    const { user } = await atStep3({ startDate: typedDay(2), endDate: typedDay(4) });
    await within(availabilityRegion()).findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));

    const first = await screen.findByRole('combobox', { name: 'Opção 1' });
    const second = screen.getByRole('combobox', { name: 'Opção 2' });
    expect(first).toHaveAccessibleDescription('Disponível no período');
    expect(second).toHaveAccessibleDescription(unavailable);
    await user.selectOptions(second, 'Aurora Volt');
    expect(second).toHaveAccessibleDescription('Disponível no período');
  });

  it('says nothing at the models before the dates are typed', async () => {
    const calls = useLoanHandlers();
    storeDraft({ step: 1, option1: 1, option2: 2 });
    renderLoanRequest();
    const first = await screen.findByRole('combobox', { name: 'Opção 1' });
    expect(first).not.toHaveAccessibleDescription();
    expect(calls.availability).toEqual([]);
  });
});
