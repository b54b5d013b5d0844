import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { editorialEventMessages } from '../../../src/domain/editorialEvents';
import type {
  EventCancelBody,
  EventInviteBody,
  EventSaveBody,
  EventWithdrawBody,
} from '../../../src/domain/editorialEventSchemas';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import { server } from '../msw/server';
import { editorialEvent, renderEvents } from './eventFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

const guestRows = () =>
  within(screen.getByRole('table', { name: 'Convidados e suas respostas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('an event’s page in the editorial area', () => {
  it('shows each guest’s answer and agenda, the addresses still to register, the history, and exports the list', async () => {
    const exports: string[] = [];
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.get('*/api/redacao/events/8/guests.csv', ({ request }) => {
        exports.push(request.headers.get('authorization') ?? '');
        return new HttpResponse('\uFEFFNome;E-mail\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:convidados';
    };
    URL.revokeObjectURL = () => {};
    const { user } = renderEvents('/redacao/eventos/8');
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Lançamento do Zênite');
    expect(screen.getByLabelText('Início (horário de Brasília)')).toHaveValue('2026-12-10T19:00');
    expect(guestRows()).toEqual([
      [
        'Joana Jornalista',
        'jornalista@imprensa.test',
        'Aceito',
        'Pauta: o motor turbo',
        '21/11/2026 10:30',
        'Retirar convite',
      ],
      ['Paulo Pendente', 'paulo@jornal.test', 'Pendente', '', '', 'Retirar convite'],
    ]);
    expect(screen.getByText(/sem\.conta@exemplo\.test/)).toHaveTextContent('convidado em 20/11/2026');
    expect(screen.getByRole('heading', { name: 'Histórico de alterações' })).toBeInTheDocument();
    expect(screen.getByText('Criou')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(exports[0]).toBeTruthy();
    expect(created[0]!.type).toBe('text/csv');
  });

  it('saves from the version read, and keeps what was typed when someone saved first, until reloaded', async () => {
    const bodies: EventSaveBody[] = [];
    let reads = 0;
    let conflict = false;
    server.use(
      http.get('*/api/redacao/events/8', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1 ? editorialEvent() : editorialEvent({ version: 5, title: 'Novo nome' }),
        );
      }),
      http.put('*/api/redacao/events/8', async ({ request }) => {
        const body = (await request.json()) as EventSaveBody;
        bodies.push(body);
        if (conflict)
          return HttpResponse.json(
            { statusCode: 409, message: editorialNewsMessages.conflict },
            { status: 409 },
          );
        return HttpResponse.json(editorialEvent({ version: 4, location: body.location }));
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    const location = await screen.findByRole('textbox', { name: 'Local' });
    await user.clear(location);
    await user.type(location, 'Fábrica de São Bernardo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Evento salvo.', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      version: 3,
      title: 'Lançamento do Zênite',
      description: '<p>Apresentação do novo SUV.</p>',
      location: 'Fábrica de São Bernardo',
      start: '2026-12-10T19:00',
      end: '2026-12-10T22:00',
      textBlocks: ['<p>Transporte sai às 17h.</p>'],
    });

    conflict = true;
    const title = screen.getByRole('textbox', { name: 'Título' });
    await user.type(title, ' 2027');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(editorialNewsMessages.conflict)).toBeInTheDocument();
    expect(bodies[1]!.version).toBe(4);
    expect(title).toHaveValue('Lançamento do Zênite 2027');
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Novo nome'));
  });

  it('builds the guest list from accounts and pasted addresses, refusing what is not an e-mail before sending', async () => {
    const bodies: EventInviteBody[] = [];
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.get('*/api/redacao/events/accounts', ({ request }) =>
        HttpResponse.json({
          list:
            new URL(request.url).searchParams.get('search') === 'mar'
              ? [
                  { id: 12, name: 'Marta Repórter', email: 'marta@revista.test' },
                  { id: 7, name: 'Joana Jornalista', email: 'jornalista@imprensa.test' },
                ]
              : [],
        }),
      ),
      http.post('*/api/redacao/events/8/invitations', async ({ request }) => {
        bodies.push((await request.json()) as EventInviteBody);
        const event = editorialEvent();
        return HttpResponse.json({
          event: {
            ...event,
            guests: [
              ...event.guests,
              {
                userId: 12,
                name: 'Marta Repórter',
                email: 'marta@revista.test',
                status: 1,
                statusText: 'Pendente',
                description: '',
                invitedAt: '2026-11-22T12:00:00.000Z',
                answeredAt: null,
              },
            ],
          },
          invited: 1,
          askedToRegister: 1,
          alreadyInvited: 0,
        });
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Buscar contas por nome ou e-mail' }),
      'mar',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Adicionar Marta Repórter' }));
    // Already a guest: nothing to add.
    expect(screen.queryByRole('button', { name: 'Adicionar Joana Jornalista' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tirar Marta Repórter da lista' })).toBeInTheDocument();

    const pasted = screen.getByRole('textbox', { name: 'Colar e-mails' });
    await user.type(pasted, 'nova@exemplo.test, isto não é e-mail');
    await user.click(screen.getByRole('button', { name: 'Enviar convites' }));
    expect(pasted).toHaveAccessibleDescription(
      expect.stringContaining(editorialEventMessages.emailsInvalid(['isto não é e-mail'])),
    );
    expect(bodies).toEqual([]);

    await user.clear(pasted);
    await user.type(pasted, 'Nova@Exemplo.test{Enter}');
    await user.click(screen.getByRole('button', { name: 'Enviar convites' }));
    expect(
      await screen.findByText('1 convite enviado; 1 convite para cadastro.', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ userIds: [12], emails: ['nova@exemplo.test'] }]);
    expect(guestRows().map((row) => row[0])).toContain('Marta Repórter');
    expect(screen.queryByRole('button', { name: 'Tirar Marta Repórter da lista' })).not.toBeInTheDocument();
  });

  it('cancels only with a note and after a confirmation, and then shows the event locked', async () => {
    const bodies: EventCancelBody[] = [];
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.post('*/api/redacao/events/8/cancel', async ({ request }) => {
        const body = (await request.json()) as EventCancelBody;
        bodies.push(body);
        return HttpResponse.json(
          editorialEvent({
            version: 4,
            state: 'cancelled',
            stateText: 'Cancelado',
            locked: editorialEventMessages.cancelled,
            cancelledAt: '2026-11-22T12:00:00.000Z',
            cancelNote: body.note,
          }),
        );
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    await user.click(await screen.findByRole('button', { name: 'Cancelar evento' }));
    const note = screen.getByRole('textbox', { name: 'Nota aos convidados' });
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining(editorialEventMessages.cancelNoteRequired),
    );
    expect(note).toHaveFocus();
    await user.type(note, 'O autódromo ficou indisponível.');
    await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirmar o cancelamento' }));
    expect(
      await screen.findByText('Cancelado. Nota enviada aos convidados: O autódromo ficou indisponível.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ version: 3, note: 'O autódromo ficou indisponível.' }]);
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar convites' })).not.toBeInTheDocument();
    expect(guestRows()).toHaveLength(2);
    // A cancelled event's invitations can't be withdrawn any more.
    expect(screen.queryByRole('button', { name: /^Retirar convite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  });

  it('withdraws an invitation after Sim, says so, and keeps the list when the server refuses', async () => {
    const bodies: EventWithdrawBody[] = [];
    let refuse = false;
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.post('*/api/redacao/events/8/withdrawals', async ({ request }) => {
        const body = (await request.json()) as EventWithdrawBody;
        bodies.push(body);
        if (refuse)
          return HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: editorialEventMessages.notOnGuestList },
            { status: 404 },
          );
        const event = editorialEvent();
        return HttpResponse.json(
          'userId' in body
            ? { ...event, guests: event.guests.filter((guest) => guest.userId !== body.userId) }
            : { ...event, invitees: [] },
        );
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    await user.click(await screen.findByRole('button', { name: 'Retirar convite de Joana Jornalista' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirar convite' });
    expect(dialog).toHaveTextContent(
      'Joana Jornalista sairá da lista de convidados e receberá um e-mail avisando que o convite foi retirado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retirar convite de Joana Jornalista' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Retirar convite' })).getByRole('button', { name: 'Sim' }),
    );
    await waitFor(() => expect(guestRows().map((row) => row[0])).toEqual(['Paulo Pendente']));
    expect(bodies).toEqual([{ userId: 7 }]);
    expect(screen.getByText('Convite de Joana Jornalista retirado.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Convidados' })).toHaveFocus());

    // Someone took this address off already: the server's words stay in the dialog, the list as it was.
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Retirar convite de sem.conta@exemplo.test' }));
    const again = screen.getByRole('dialog', { name: 'Retirar convite' });
    await user.click(within(again).getByRole('button', { name: 'Sim' }));
    expect(await within(again).findByText(editorialEventMessages.notOnGuestList)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ email: 'sem.conta@exemplo.test' });
    expect(screen.getByText(/sem\.conta@exemplo\.test \(convidado em/)).toBeInTheDocument();
  });
});
