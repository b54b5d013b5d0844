import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { agent, blockedDriver, renderApprovals, useApprovalHandlers, withVehicle } from './approvalFixtures';
import { server } from '../../msw/server';
import { statusLabelFor } from '../../../../src/domain/loanStatus';

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:cnh-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const decided = 'Esta solicitação já foi decidida por outra pessoa.';
const ownLoan = 'Você não pode decidir uma solicitação sua ou em que você é o condutor.';
/** The signed-in user of `renderApprovals(role)`. */
const viewerId = (role: number) => 90 + role;

/** Joana asks for the car; Bernardo, blocked, will drive it ('Outro condutor'). */
const otherDriverLoan = (id: number, status: 1 | 2 | 3) => ({
  ...withVehicle(id, status),
  isOwner: false,
  driverName: blockedDriver.name,
  otherCPF: blockedDriver.cpf,
  cnhPicture: blockedDriver.cnhPicture,
  driver: blockedDriver,
});

const facts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('/aprovacao/{id}: the driver', () => {
  it("shows another driver's card with the block, and asks the justification for them though the requester is not blocked", async () => {
    const loan = otherDriverLoan(40, 1);
    const calls = useApprovalHandlers({ loans: [loan] });
    const { user } = renderApprovals(5, '/aprovacao/40');
    const card = await screen.findByRole('region', { name: 'Condutor' });
    expect(facts(card)).toEqual([
      'Quem conduz: Outro condutor',
      'Nome: Bernardo Bloqueado',
      'CPF: 111.444.777-35',
      'RG: 23.456.789-0',
      'CNH: 07823456190',
      'Situação: BloqueadoMotivo: Devolveu o veículo com avarias em 2025.',
    ]);
    // The requester's own cards stay hers.
    expect(facts(screen.getByRole('region', { name: 'Dados Pessoais' }))[2]).toBe(`CPF: ${agent.cpf}`);

    // The licence picture is the driver's.
    await user.click(within(card).getByRole('button', { name: 'Ver Imagem CNH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Imagem da CNH' });
    expect(await within(dialog).findByRole('img', { name: 'CNH de Bernardo Bloqueado' })).toBeInTheDocument();
    expect(calls.pictures.map((picture) => picture.name)).toEqual(['cnh-bernardo.png']);
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByText('Condutor Bernardo Bloqueado')).toBeInTheDocument();
    const question = screen.getByRole('group', { name: 'Agente condutor bloqueado, deseja desbloquear?' });
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Agente condutor bloqueado: informe a justificativa para aprovar.',
    );
    await user.click(within(question).getByRole('radio', { name: 'Sim' }));
    await user.type(screen.getByLabelText('Justificativa*'), 'Avarias pagas em outubro.');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.approved).toHaveLength(1));
    expect(calls.approved[0]).toMatchObject({ idloan: 40, justification: 'Avarias pagas em outubro.' });
  });

  it('offers no decision on a loan the viewer will drive, and says why', async () => {
    const loan = { ...withVehicle(41, 2), driver: { ...blockedDriver, id: viewerId(2), isAllowed: true } };
    useApprovalHandlers({ loans: [loan] });
    renderApprovals(2, '/aprovacao/41');
    expect(await screen.findByText(ownLoan)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).not.toBeInTheDocument();
  });

  it("a manager's rejection asks a reason of 10 characters, said under the message field", async () => {
    const calls = useApprovalHandlers({ loans: [withVehicle(42, 2)] });
    const { user } = renderApprovals(2, '/aprovacao/42');
    const message = await screen.findByLabelText('Mensagem para o agente');
    await user.type(message, 'Não.');
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    const rule = 'Informe o motivo da reprovação, com pelo menos 10 caracteres.';
    expect(message).toHaveAccessibleDescription(expect.stringContaining(rule));
    expect(message).toBeInvalid();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(message, ' Sem pauta nesta data.');
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.rejected).toHaveLength(1));
    expect(calls.rejected[0]).toMatchObject({ description: 'Não. Sem pauta nesta data.' });
  });

  it('a request decided by someone else meanwhile: the message, and the page reads the loan again', async () => {
    const loan = withVehicle(43, 1);
    useApprovalHandlers({ loans: [loan], refuse: { status: 409, message: decided } });
    let reads = 0;
    server.use(
      http.get('*/api/lendingcontract/43', () => {
        reads += 1;
        // The second read finds it where the other approver left it.
        return HttpResponse.json(
          reads === 1 ? loan : { ...loan, status: 2, statusText: statusLabelFor(2, 5) },
        );
      }),
    );
    const { user } = renderApprovals(5, '/aprovacao/43');
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(decided);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Aguardando Aprovação \(Gerente 1\)/ }),
    ).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
  });

  it("a manager whose step another approver took: the message, and the request's new state in the heading", async () => {
    const consoleError = vi.spyOn(console, 'error');
    const loan = withVehicle(44, 2);
    useApprovalHandlers({ loans: [loan], refuse: { status: 409, message: decided } });
    let reads = 0;
    server.use(
      http.get('*/api/lendingcontract/44', () => {
        reads += 1;
        // The administrator approved it for the first manager: it now waits for the second.
        return HttpResponse.json(
          reads === 1 ? loan : { ...loan, status: 3, statusText: statusLabelFor(3, 2) },
        );
      }),
    );
    const { user } = renderApprovals(2, '/aprovacao/44');
    await user.type(await screen.findByLabelText('Mensagem para o agente'), 'x');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(decided);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Aguardando Aprovação \(Gerente 2\)/ }),
    ).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a request gone from the manager after the 409: the message and the way back, not its old state', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const loan = withVehicle(45, 2);
    useApprovalHandlers({ loans: [loan], refuse: { status: 409, message: decided } });
    let reads = 0;
    server.use(
      http.get('*/api/lendingcontract/45', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json(loan)
          : HttpResponse.json({ message: 'Solicitação não encontrada.' }, { status: 404 });
      }),
    );
    const { user } = renderApprovals(2, '/aprovacao/45');
    await user.type(await screen.findByLabelText('Mensagem para o agente'), 'x');
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(reads).toBe(2));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(decided));
    expect(within(alert).getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute(
      'href',
      '/aprovacao',
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Aguardando Aprovação (Gerente 1)',
    );
    // A 404 is an answer the page handles, not an error of the page.
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('/aprovacao, manager cards: the driver and the decisions', () => {
  it("shows the driver's name, kind, CPF, CNH, picture and block", async () => {
    const calls = useApprovalHandlers({ list: [otherDriverLoan(50, 2)] });
    const { user } = renderApprovals(2);
    const card = await screen.findByRole('listitem', { name: 'Aurora Brisa · FR-BRISA-01' });
    expect(facts(card)).toEqual(
      expect.arrayContaining([
        'Solicitante: Joana Jornalista',
        'Condutor: Bernardo Bloqueado (Outro condutor) BloqueadoMotivo: Devolveu o veículo com avarias em 2025.',
        'CPF: 111.444.777-35',
        'CNH: 07823456190 Ver Imagem CNH',
      ]),
    );
    await user.click(within(card).getByRole('button', { name: 'Ver Imagem CNH: Bernardo Bloqueado' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Imagem da CNH' })).findByRole('img', {
        name: 'CNH de Bernardo Bloqueado',
      }),
    ).toBeInTheDocument();
    expect(calls.pictures.map((picture) => picture.name)).toEqual(['cnh-bernardo.png']);
  });

  it('approving a blocked driver asks the question and the required Justificativa', async () => {
    const calls = useApprovalHandlers({ list: [otherDriverLoan(51, 2)] });
    const { user } = renderApprovals(2);
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerta!' });
    expect(within(dialog).getByText('Bloqueado')).toBeInTheDocument();
    const field = within(dialog).getByLabelText(
      'Agente condutor bloqueado, deseja desbloquear? Justificativa*',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(field).toHaveAccessibleDescription(
      'Agente condutor bloqueado: informe a justificativa para aprovar.',
    );
    expect(calls.approved).toEqual([]);
    await user.type(field, 'Avarias pagas.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.approved).toHaveLength(1));
    expect(calls.approved[0]).toMatchObject({ idloan: 51, justification: 'Avarias pagas.' });
  });

  it('rejecting asks a reason of 10 characters, said under the field, and sends it', async () => {
    const calls = useApprovalHandlers({ list: [withVehicle(52, 2)] });
    const { user } = renderApprovals(2);
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerta!' });
    const reason = within(dialog).getByLabelText('Motivo da reprovação*');
    await user.type(reason, 'Curto.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Informe o motivo da reprovação, com pelo menos 10 caracteres.'),
    );
    expect(calls.rejected).toEqual([]);
    await user.type(reason, ' A pauta mudou.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.rejected).toHaveLength(1));
    expect(calls.rejected[0]).toMatchObject({ idloan: 52, description: 'Curto. A pauta mudou.' });
  });

  it('offers no decision on the viewer’s own request', async () => {
    const mine = { ...withVehicle(53, 2), user: { ...agent, id: viewerId(2) } };
    useApprovalHandlers({ list: [mine] });
    renderApprovals(2);
    const card = await screen.findByRole('listitem', { name: 'Aurora Brisa · FR-BRISA-01' });
    expect(within(card).getByText(ownLoan)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reprovar' })).not.toBeInTheDocument();
  });

  it('a request decided by someone else: the message stays, and the list is read again', async () => {
    const calls = useApprovalHandlers({
      list: [withVehicle(54, 2)],
      refuse: { status: 409, message: decided },
    });
    const { user } = renderApprovals(2);
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(decided);
    await waitFor(() => expect(calls.lists).toHaveLength(2));
  });
});
