import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../msw/server';
import { announced } from '../../utils';
import { heldAnswer } from '../../msw/heldAnswer';
import {
  journalist,
  noRgCpf,
  otherDriver,
  otherDriverCpf,
  pngFile,
  renderLoanRequest,
  stepButton,
  unknownCpf,
  useLoanHandlers,
} from './loanRequestFixtures';

beforeEach(() => sessionStorage.clear());

describe('/solicita-comodato, step 1: the driver', () => {
  it('shows its content only after 200 ms', () => {
    vi.useFakeTimers();
    try {
      useLoanHandlers();
      renderLoanRequest();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Solicitar Empréstimo de Veículo' }),
      ).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(199));
      expect(screen.queryByRole('radio', { name: 'Eu' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('radio', { name: 'Eu' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Eu' fills the fields from the stored user; the step turns valid once CNH and its picture are given", async () => {
    const calls = useLoanHandlers();
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Eu' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Jornalista');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('RG')).toHaveValue('12.345.678-9');
    expect(screen.getByLabelText('RG')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('CNH')).toHaveValue('');
    expect(screen.getByText('* Obrigatório enviar a imagem da CNH')).toBeInTheDocument();
    expect(calls.lookups).toEqual([]);

    // Muted while incomplete, focusable, and pressing it goes nowhere.
    expect(stepButton()).toHaveTextContent('Prosseguir');
    expect(stepButton()).toHaveClass('btn-secondary');
    expect(stepButton()).toHaveAttribute('aria-disabled', 'true');
    expect(stepButton()).toHaveAccessibleDescription('Preencha os campos desta etapa para prosseguir.');
    await user.click(stepButton());
    expect(screen.getByRole('heading', { level: 2, name: /Dados do condutor/ })).toBeInTheDocument();
    expect(screen.getByLabelText('CNH')).toHaveFocus();

    await user.type(screen.getByLabelText('CNH'), '1234567890');
    expect(stepButton()).toHaveClass('btn-secondary');
    await user.type(screen.getByLabelText('CNH'), '1x9');
    expect(screen.getByLabelText('CNH')).toHaveValue('12345678901');
    expect(stepButton()).toHaveClass('btn-secondary');

    await user.upload(screen.getByLabelText('Imagem da CNH'), pngFile());
    expect(await screen.findByText('Imagem enviada: minha-cnh.png')).toBeInTheDocument();
    expect(screen.queryByText('* Obrigatório enviar a imagem da CNH')).not.toBeInTheDocument();
    expect(stepButton()).toHaveClass('btn-primary');
    expect(stepButton()).not.toHaveAttribute('aria-disabled');

    await user.click(stepButton());
    const heading = screen.getByRole('heading', { level: 2, name: /Opções de veículo/ });
    expect(heading).toHaveFocus();
  });

  it("'Eu' with a profile lacking CPF and RG opens 'Agente não encontrado' with both lines", async () => {
    useLoanHandlers();
    // The administrator: an internal user, whose profile may lack both (a press agent's is completed first).
    const { user } = renderLoanRequest({ ...journalist, role: 1, cpf: '', rg: '' });
    await user.click(await screen.findByRole('radio', { name: 'Eu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agente não encontrado' });
    expect(
      within(dialog).getByText('O condutor precisa ter RG e CPF cadastrados no perfil.'),
    ).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CPF não cadastrado. Ver Detalhes',
      'RG não cadastrado. Ver Detalhes',
    ]);
    for (const item of items)
      expect(within(item).getByRole('link', { name: /Ver Detalhes/ })).toHaveAttribute('href', '/registry');
    await user.click(within(items[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro' })).toBeInTheDocument();
  });

  it("'Outro condutor' clears the fields and looks the driver up once, when a valid CPF is typed", async () => {
    const calls = useLoanHandlers();
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Eu' }));
    await user.click(screen.getByRole('radio', { name: 'Outro condutor' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText('CPF')).toHaveValue('');
    expect(screen.getByLabelText('RG')).toHaveValue('');

    const cpf = screen.getByLabelText('CPF');
    await user.type(cpf, '1114447773');
    expect(calls.lookups).toEqual([]);
    await user.type(cpf, '4');
    expect(screen.getByText('CPF inválido!')).toBeInTheDocument();
    expect(calls.lookups).toEqual([]);
    await user.clear(cpf);
    await user.type(cpf, otherDriverCpf);
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue(otherDriver.name));
    await announced(`Condutor encontrado: ${otherDriver.name}.`);
    expect(screen.queryByText('CPF inválido!')).not.toBeInTheDocument();
    expect(calls.lookups).toEqual(['11144477735']);
    expect(screen.getByLabelText('RG')).toHaveValue(otherDriver.rg);
    expect(screen.getByLabelText('CNH')).toHaveValue(otherDriver.cnh);
    // The found driver's picture on record counts.
    expect(screen.getByText('Imagem da CNH já cadastrada.')).toBeInTheDocument();
    expect(screen.queryByText('* Obrigatório enviar a imagem da CNH')).not.toBeInTheDocument();
    expect(stepButton()).toHaveClass('btn-primary');
  });

  it("an unknown CPF opens 'Agente não encontrado'; a driver without RG too, with the RG line only", async () => {
    useLoanHandlers();
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Outro condutor' }));
    await user.type(screen.getByLabelText('CPF'), unknownCpf);
    let dialog = await screen.findByRole('dialog', { name: 'Agente não encontrado' });
    expect(within(dialog).getByText(/CPF não cadastrado\./)).toBeInTheDocument();
    // Another person's record is not the user's profile: no link to /registry; 'Ver Detalhes' says what to do.
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    const details = within(dialog).getByRole('button', { name: 'Ver Detalhes: CPF não cadastrado.' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(dialog).getByText(
        /Peça ao condutor que crie o próprio acesso e cadastre RG e CPF no perfil dele/,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stepButton()).toHaveClass('btn-secondary');

    await user.clear(screen.getByLabelText('CPF'));
    await user.type(screen.getByLabelText('CPF'), noRgCpf);
    dialog = await screen.findByRole('dialog', { name: 'Agente não encontrado' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^RG não cadastrado\. Ver Detalhes/);
    await user.click(within(items[0]!).getByRole('button', { name: 'Ver Detalhes: RG não cadastrado.' }));
    expect(within(items[0]!).getByText(/O condutor precisa ter o RG no próprio cadastro/)).toBeVisible();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const calls = useLoanHandlers();
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Eu' }));
    const input = screen.getByLabelText('Imagem da CNH');
    expect(input).toHaveAttribute('accept', 'image/*');
    // user.upload honours accept and would drop the file; a browser's picker can be told to show every file.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cnh.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Envie uma imagem (JPG, PNG, WEBP ou GIF).')).toBeInTheDocument();
    expect(calls.uploads).toBe(0);
    expect(screen.getByText('* Obrigatório enviar a imagem da CNH')).toBeInTheDocument();
  });

  it('shows the upload progress, and on a failure says so and sends the same file again', async () => {
    const calls = useLoanHandlers();
    const failed = heldAnswer();
    const stored = heldAnswer();
    const answers = [failed, stored];
    server.use(
      http.post('*/api/medias/upload-front', async () => {
        const answer = answers.shift()!;
        await answer.held;
        if (answer === failed) return HttpResponse.error();
        calls.uploads += 1;
        return HttpResponse.json({ size: 8, bucket: 'private', media: 'cnh-stored-2.png' });
      }),
    );
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Eu' }));
    await user.upload(screen.getByLabelText('Imagem da CNH'), pngFile('frente.png'));
    expect(await screen.findByRole('progressbar', { name: 'Enviando imagem' })).toBeInTheDocument();
    failed.release();
    expect(await screen.findByText(/não terminou em 7 segundos ou a conexão caiu/)).toBeInTheDocument();
    expect(screen.getByText('* Obrigatório enviar a imagem da CNH')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    // msw reports the body sent only with the answer, so the bar is seen at its start here; the browser test sees it
    // move.
    expect(await screen.findByRole('progressbar', { name: 'Enviando imagem' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    stored.release();
    expect(await screen.findByText('Imagem enviada: frente.png')).toBeInTheDocument();
    expect(calls.uploads).toBe(1);
  });
});
