import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../msw/server';
import { heldAnswer } from '../../msw/heldAnswer';
import {
  driverDone,
  journalist,
  readDraft,
  renderLoanRequest,
  stepButton,
  storeDraft,
  typedDay,
  useLoanHandlers,
} from './loanRequestFixtures';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** A draft ready to send: every step filled, the terms accepted. */
const ready = () => ({
  step: 2 as const,
  option1: 1,
  option2: 3,
  startDate: typedDay(1),
  endDate: typedDay(4),
  description: 'Avaliação para a matéria de domingo.',
  termsAccepted: true,
});

describe('/solicita-comodato, sending the request', () => {
  it("sends the request with a busy indicator, shows 'Solicitação Enviada!', clears the draft and goes to / on close", async () => {
    const calls = useLoanHandlers();
    const answer = heldAnswer();
    server.use(
      http.post('*/api/lendingcontract/request', async ({ request }) => {
        calls.requests.push((await request.json()) as never);
        await answer.held;
        return HttpResponse.json({ success: true, id: 42 });
      }),
    );
    storeDraft(ready());
    const { user } = renderLoanRequest();
    await screen.findByLabelText('Data início');
    expect(stepButton()).toHaveClass('btn-primary');
    await user.click(stepButton());
    expect(await screen.findByRole('button', { name: /Enviando/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Enviando/ }).closest('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );

    answer.release();
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação Enviada!' });
    expect(
      within(dialog).getByText(
        'Sua solicitação de empréstimo de veículo foi enviada com sucesso! Aguarde nosso contato.',
      ),
    ).toBeInTheDocument();
    expect(calls.requests).toEqual([
      {
        isOwner: true,
        cpf: '52998224725',
        cnh: '12345678901',
        rg: '12.345.678-9',
        option1: 1,
        option2: 3,
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        description: 'Avaliação para a matéria de domingo.',
        cnhPicture: 'cnh-stored-1.png',
      },
    ]);
    expect(readDraft()).toBeNull();

    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página inicial' })).toBeInTheDocument();
    expect(readDraft()).toBeNull();
  });

  it('shows the failure text when the answer is success false, and keeps the draft', async () => {
    useLoanHandlers();
    server.use(http.post('*/api/lendingcontract/request', () => HttpResponse.json({ success: false })));
    storeDraft(ready());
    const { user } = renderLoanRequest();
    await screen.findByLabelText('Data início');
    await user.click(stepButton());
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação Enviada!' });
    expect(within(dialog).getByText('Não foi possível envia a sua solicitação')).toBeInTheDocument();
    expect(within(dialog).queryByText(/sucesso/)).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Pauta')).toHaveValue('Avaliação para a matéria de domingo.');
    expect(readDraft()?.description).toBe('Avaliação para a matéria de domingo.');
  });

  it("shows the failure text with the API's reason when it refuses the request", async () => {
    useLoanHandlers();
    server.use(
      http.post('*/api/lendingcontract/request', () =>
        HttpResponse.json({ message: 'Escolha dois modelos diferentes.' }, { status: 400 }),
      ),
    );
    storeDraft(ready());
    const { user } = renderLoanRequest();
    await screen.findByLabelText('Data início');
    await user.click(stepButton());
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação Enviada!' });
    expect(within(dialog).getByText('Não foi possível envia a sua solicitação')).toBeInTheDocument();
    expect(within(dialog).getByText('Motivo: Escolha dois modelos diferentes.')).toBeInTheDocument();
  });

  it("alerts 'Error' on a network failure and keeps the draft", async () => {
    useLoanHandlers();
    server.use(http.post('*/api/lendingcontract/request', () => HttpResponse.error()));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    storeDraft(ready());
    const { user } = renderLoanRequest();
    await screen.findByLabelText('Data início');
    await user.click(stepButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readDraft()).toMatchObject(ready());
    expect(screen.getByLabelText('Data início')).toHaveValue(typedDay(1));
    expect(await screen.findByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('/solicita-comodato, the draft', () => {
  it('survives an unmount and a new render, the uploaded picture by its name', async () => {
    useLoanHandlers();
    const first = renderLoanRequest();
    await first.user.click(await screen.findByRole('radio', { name: 'Eu' }));
    await first.user.type(screen.getByLabelText('CNH'), '12345678901');
    await first.user.upload(
      screen.getByLabelText('Imagem da CNH'),
      new File([new Uint8Array([0x89, 0x50])], 'cnh-frente.png', { type: 'image/png' }),
    );
    await screen.findByText('Imagem enviada: cnh-frente.png');
    await first.user.click(stepButton());
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Opção 1' }), 'Aurora Brisa');
    first.unmount();

    const second = renderLoanRequest();
    expect(await screen.findByRole('combobox', { name: 'Opção 1' })).toHaveValue('1');
    expect(screen.getByRole('heading', { level: 2, name: /Opções de veículo/ })).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('radio', { name: 'Eu' })).toBeChecked();
    expect(screen.getByLabelText('CNH')).toHaveValue('12345678901');
    expect(screen.getByText('Imagem enviada: cnh-frente.png')).toBeInTheDocument();
    expect(readDraft()).toMatchObject({
      cnhPicture: 'cnh-stored-1.png',
      cnhPictureFileName: 'cnh-frente.png',
    });
  });

  it('starts afresh from a corrupt draft or one of another account', async () => {
    useLoanHandlers();
    sessionStorage.setItem('loan-request-draft', '{"step": 7');
    const first = renderLoanRequest();
    expect(await screen.findByRole('radio', { name: 'Eu' })).not.toBeChecked();
    first.unmount();

    storeDraft({ ...driverDone, userId: journalist.id + 1 });
    renderLoanRequest();
    expect(await screen.findByRole('radio', { name: 'Eu' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: /Dados do condutor/ })).toBeInTheDocument();
  });
});
