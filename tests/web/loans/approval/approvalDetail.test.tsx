import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  agent,
  isoDay,
  loanOf,
  renderApprovals,
  sessionToken,
  typedDay,
  useApprovalHandlers,
  withVehicle,
} from './approvalFixtures';
import { currentAddress } from '../../utils';

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:cnh-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const openDetail = async (loan = loanOf(12, 1), role = 5, route = `/aprovacao/${loan.id}`) => {
  const calls = useApprovalHandlers({ list: [], loans: [loan] });
  const rendered = renderApprovals(role, route);
  await screen.findByRole('heading', { level: 1, name: new RegExp(loan.number) });
  return { ...rendered, calls };
};

const approveButton = () => screen.getByRole('button', { name: 'Aprovar' });
const rejectButton = () => screen.getByRole('button', { name: 'Reprovar' });

describe('/aprovacao/{id}: what it shows', () => {
  it("shows the spec's elements in order", async () => {
    await openDetail();
    const order = [
      screen.getByLabelText('Tier'),
      screen.getByText('Agente'),
      screen.getByText('Tipo de mídia'),
      screen.getByRole('heading', { name: 'Dados Pessoais' }),
      screen.getByRole('heading', { name: 'Localização' }),
      screen.getByRole('heading', { name: 'Contato' }),
      screen.getByRole('button', { name: 'Ver Imagem CNH' }),
      screen.getByLabelText('Pauta'),
      screen.getByLabelText('Mensagem para o agente'),
      screen.getByRole('group', { name: 'Modelo solicitado' }),
      rejectButton(),
      approveButton(),
    ];
    for (let index = 1; index < order.length; index += 1)
      expect(
        order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();

    expect(
      within(screen.getByLabelText('Tier'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione o tier', 'Tier 1', 'Tier 2', 'Tier 3']);
    // The agent's own tier until backoffice picks one.
    expect(screen.getByLabelText('Tier')).toHaveValue('2');
    expect(screen.getByText('Jornal impresso')).toBeInTheDocument();
    const cardFacts = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(cardFacts('Dados Pessoais')).toEqual([
      'RG: 12.345.678-9',
      'CNH: 12345678901',
      'CPF: 529.982.247-25',
      'Nome da Mídia: Diário do Motor',
    ]);
    expect(cardFacts('Localização')).toEqual([
      'País: Brasil',
      'Estado: SP',
      'Cidade: São Paulo',
      'Endereço: Rua das Flores, 100',
    ]);
    expect(cardFacts('Contato')).toEqual([
      'E-mail: jornalista@imprensa.test',
      'Telefone: (11) 9 8888-7777',
      'Telefone: (11) 3333-2222',
    ]);
    expect(screen.getByLabelText('Pauta')).toHaveValue(loanOf(12, 1).description);
    expect(screen.getByLabelText('Pauta')).toBeEnabled();
    expect(screen.getByLabelText('Pauta')).toHaveAttribute('maxLength', '400');
    expect(screen.getByLabelText('Mensagem para o agente')).toHaveAttribute('maxLength', '2000');
    expect(screen.getByLabelText('Mensagem para o agente')).toHaveAccessibleDescription(
      /\*Quantidade mínima: 10 caracteres/,
    );
    expect(screen.queryByText('Bloqueado')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Modelo solicitado' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('.form-check')?.textContent),
    ).toEqual(['1ª opção: Aurora Brisa', '2ª opção: Aurora Trilha', 'Outra opção de Veículo']);
    // Nothing chosen yet: no dates, no fleet, so no approval; a rejection assigns nothing and needs no vehicle.
    expect(screen.queryByLabelText('Data início')).not.toBeInTheDocument();
    expect(approveButton()).toBeDisabled();
    expect(rejectButton()).toBeEnabled();
    expect(rejectButton()).not.toHaveAccessibleDescription();
  });

  it('rejects a request without a vehicle chosen, sending none', async () => {
    const { user, calls } = await openDetail();
    await user.type(screen.getByLabelText('Mensagem para o agente'), 'Sem carros nessa semana.');
    await user.click(rejectButton());
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.rejected).toHaveLength(1));
    expect(calls.rejected[0]).toMatchObject({
      idloan: 12,
      carId: null,
      description: 'Sem carros nessa semana.',
    });
    await waitFor(() => expect(currentAddress()).toBe('/aprovacao'));
  });

  it('at status 4 the Pauta and the message are locked', async () => {
    await openDetail(loanOf(12, 4), 1);
    expect(screen.getByLabelText('Pauta')).toBeDisabled();
    expect(screen.getByLabelText('Mensagem para o agente')).toBeDisabled();
    expect(approveButton()).toBeDisabled();
  });

  it("'Ver Imagem CNH' opens the picture, read with the session's authorization, and closing revokes it", async () => {
    const { user, calls } = await openDetail();
    const opener = screen.getByRole('button', { name: 'Ver Imagem CNH' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Imagem da CNH' });
    const picture = await within(dialog).findByRole('img', { name: 'CNH de Joana Jornalista' });
    expect(picture).toHaveAttribute('src', 'blob:cnh-1');
    expect(calls.pictures).toEqual([{ name: 'cnh-joana.png', authorization: sessionToken }]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:cnh-1'));
    expect(opener).toHaveFocus();
  });

  it("a blocked agent: 'Bloqueado', the reason, the question; Sim asks a required Justificativa", async () => {
    const loan = withVehicle(12, 1);
    const blocked = {
      ...loan,
      user: { ...agent, isAllowed: false, deniedReason: 'Devolveu o carro com avarias.' },
    };
    const { user, calls } = await openDetail(blocked);
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    expect(screen.getByText('Motivo: Devolveu o carro com avarias.')).toBeInTheDocument();
    const question = screen.getByRole('group', { name: 'Agente condutor bloqueado, deseja desbloquear?' });
    expect(screen.queryByLabelText(/Justificativa/)).not.toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'Sim' }));
    const justification = screen.getByLabelText('Justificativa*');
    expect(justification).toBeRequired();

    // The vehicle backoffice chose is kept; approving without a justification is refused before any call.
    await waitFor(() => expect(approveButton()).toBeEnabled());
    await user.click(approveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Agente condutor bloqueado: informe a justificativa para aprovar.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(justification, 'Avarias ressarcidas pelo veículo de mídia.');
    await user.click(approveButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Alerta!' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    await waitFor(() => expect(calls.approved).toHaveLength(1));
    expect(calls.approved[0]).toMatchObject({ justification: 'Avarias ressarcidas pelo veículo de mídia.' });
  });

  it('Não hides the justification and a rejection needs none', async () => {
    const loan = withVehicle(12, 1);
    const blocked = { ...loan, user: { ...agent, isAllowed: false, deniedReason: null } };
    const { user, calls } = await openDetail(blocked);
    await user.click(screen.getByRole('radio', { name: 'Sim' }));
    await user.type(screen.getByLabelText('Justificativa*'), 'xx');
    await user.click(screen.getByRole('radio', { name: 'Não' }));
    expect(screen.queryByLabelText('Justificativa*')).not.toBeInTheDocument();
    await user.click(rejectButton());
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.rejected).toHaveLength(1));
    expect(calls.rejected[0]).not.toHaveProperty('justification');
  });
});

describe('/aprovacao/{id}: choosing the vehicle', () => {
  it('an option lists its fleet with the agenda; a busy vehicle cannot be chosen; the summary follows the choice', async () => {
    const { user } = await openDetail();
    await user.click(screen.getByRole('radio', { name: '1ª opção: Aurora Brisa' }));
    expect(screen.getByLabelText('Data início')).toHaveValue(typedDay(3));
    expect(screen.getByLabelText('Data fim')).toHaveValue(typedDay(6));
    const select = screen.getByLabelText('Frota');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Selecione a Frota',
        'FR-BRISA-01 · ABC1D1111 · Disponível no período',
        'FR-BRISA-02 · ABC1D1212 · Indisponível no período',
      ]),
    );
    expect(within(select).getByRole('option', { name: /FR-BRISA-02/ })).toBeDisabled();
    expect(approveButton()).toBeDisabled();
    expect(approveButton()).toHaveAccessibleDescription('Selecione um veículo da frota para aprovar.');

    await user.selectOptions(select, 'FR-BRISA-01 · ABC1D1111 · Disponível no período');
    const summary = screen.getByRole('region', { name: 'Veículo selecionado' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      `Período: ${typedDay(3)} a ${typedDay(6)}`,
      'Status da agenda: Disponível no período',
      'Versão: Highline',
      'Ano: 2026',
      'Cor: Prata Lunar',
      'Frota: FR-BRISA-01',
      'Localização: Pátio São Paulo',
      'Considerações: Revisado, tanque cheio',
    ]);
    expect(approveButton()).toBeEnabled();
    expect(rejectButton()).toBeEnabled();

    // Another model drops the vehicle.
    await user.click(screen.getByRole('radio', { name: '2ª opção: Aurora Trilha' }));
    expect(approveButton()).toBeDisabled();
  });

  it("a date breaking the rules shows its message ('Data fim inferior a data início')", async () => {
    const { user } = await openDetail();
    await user.click(screen.getByRole('radio', { name: '1ª opção: Aurora Brisa' }));
    const end = screen.getByLabelText('Data fim');
    await user.clear(end);
    await user.type(end, typedDay(1).replace(/\D/g, ''));
    expect(screen.getByText('Data fim inferior a data início')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
  });

  it("'Outra opção de Veículo': Frota* searches from 6 characters; unknown fleets are said so", async () => {
    const { user, calls } = await openDetail();
    await user.click(screen.getByRole('radio', { name: 'Outra opção de Veículo' }));
    const field = screen.getByLabelText('Frota*');
    expect(field).toHaveAttribute('maxLength', '80');
    const search = screen.getByRole('button', { name: 'Buscar' });
    await user.type(field, 'FR-ZZ');
    expect(search).toBeDisabled();
    await user.type(field, 'Z');
    expect(search).toBeEnabled();
    await user.click(search);
    expect(await screen.findByText('Não encontramos registros desse veículo')).toBeInTheDocument();
    expect(calls.searches).toEqual(['FR-ZZZ']);

    await user.clear(field);
    await user.type(field, 'FR-VOLT{Enter}');
    const found = await screen.findByLabelText('Veículo encontrado');
    expect(screen.queryByText('Não encontramos registros desse veículo')).not.toBeInTheDocument();
    await user.selectOptions(found, 'FR-VOLT-77 · ABC1D3131 · Disponível no período');
    expect(
      within(screen.getByRole('region', { name: 'Veículo selecionado' })).getByText('FR-VOLT-77'),
    ).toBeInTheDocument();
    expect(approveButton()).toBeEnabled();
  });
});

describe('/aprovacao/{id}: deciding', () => {
  it('confirming posts the body and goes back to /aprovacao, keeping the admin flag', async () => {
    const { user, calls } = await openDetail(withVehicle(33, 3), 1, '/aprovacao/33?admin=1');
    await user.selectOptions(screen.getByLabelText('Tier'), 'Tier 3');
    await user.type(screen.getByLabelText('Mensagem para o agente'), 'Aprovado, retire na sexta.');
    const pauta = screen.getByLabelText('Pauta');
    await user.clear(pauta);
    await user.type(pauta, 'Pauta revista');
    await waitFor(() => expect(approveButton()).toBeEnabled());
    await user.click(approveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Alerta!' });
    expect(within(dialog).getByText('Tem certeza que deseja aprovar essa solicitação?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(currentAddress()).toBe('/aprovacao?admin=1'));
    expect(calls.approved).toEqual([
      {
        idloan: 33,
        carId: 11,
        clientTier: 3,
        startDate: isoDay(3),
        endDate: isoDay(6),
        email_agent: 'jornalista@imprensa.test',
        description: 'Aprovado, retire na sexta.',
        pauta: 'Pauta revista',
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aprovação Gerente' })).toBeInTheDocument();
  });

  it("a 409 shows the server's message in the alert region and keeps what was typed", async () => {
    const loan = loanOf(12, 1);
    useApprovalHandlers({
      loans: [loan],
      refuse: { status: 409, message: 'Veículo indisponível no período' },
    });
    const { user } = renderApprovals(5, '/aprovacao/12');
    await user.click(await screen.findByRole('radio', { name: '1ª opção: Aurora Brisa' }));
    const select = screen.getByLabelText('Frota');
    // The fleet's status for the period comes with a read of its own, after the list of vehicles.
    await within(select).findByRole('option', { name: 'FR-BRISA-01 · ABC1D1111 · Disponível no período' });
    await user.selectOptions(select, 'FR-BRISA-01 · ABC1D1111 · Disponível no período');
    await user.type(screen.getByLabelText('Mensagem para o agente'), 'Mensagem ao agente');
    await user.click(approveButton());
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veículo indisponível no período');
    expect(currentAddress()).toBe('/aprovacao/12');
    expect(screen.getByLabelText('Mensagem para o agente')).toHaveValue('Mensagem ao agente');
    expect(screen.getByLabelText('Frota')).toHaveValue('11');
    expect(screen.getByRole('radio', { name: '1ª opção: Aurora Brisa' })).toBeChecked();
  });

  it('a viewer the transitions table refuses at this status cannot act', async () => {
    // Manager level 1 on a request waiting for level 2.
    await openDetail(withVehicle(33, 3), 2);
    expect(approveButton()).toBeDisabled();
    expect(approveButton()).toHaveAccessibleDescription(
      'Você não pode aprovar ou reprovar esta solicitação nesta etapa.',
    );
  });
});
