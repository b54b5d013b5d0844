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
import { announced } from '../utils';
import { editorialEvent, renderEvents } from './eventFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

/** The event as another press officer saved it meanwhile: renamed, a day later. */
const theirs = () =>
  editorialEvent({
    version: 5,
    title: 'Novo nome',
    start: '2026-12-11T19:00',
    end: '2026-12-11T22:00',
    changes: [
      {
        at: '2026-11-21T17:32:00.000Z',
        who: 'Carla Chefe',
        action: 'update',
        actionText: 'Salvou',
        fields: ['Título', 'Início', 'Término'],
      },
    ],
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
    expect(screen.getByRole('region', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Histórico de alterações' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(exports[0]).toBeTruthy();
    expect(created[0]!.type).toBe('text/csv');
  });

  it('saves from the version read, and tells that the guests are mailed a change of title, date or place', async () => {
    const bodies: EventSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.put('*/api/redacao/events/8', async ({ request }) => {
        const body = (await request.json()) as EventSaveBody;
        bodies.push(body);
        return HttpResponse.json(editorialEvent({ version: 4, location: body.location }));
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    const location = await screen.findByRole('textbox', { name: 'Local' });
    await user.clear(location);
    await user.type(location, 'Fábrica de São Bernardo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Evento salvo. Os convidados recebem a atualização por e-mail quando muda título, data ou local.',
        { selector: '[role="status"]' },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Salvo às \d\d:\d\d$/)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        version: 3,
        title: 'Lançamento do Zênite',
        description: '<p>Apresentação do novo SUV.</p>',
        location: 'Fábrica de São Bernardo',
        start: '2026-12-10T19:00',
        end: '2026-12-10T22:00',
        textBlocks: ['<p>Transporte sai às 17h.</p>'],
      },
    ]);

    // The next save starts from the version that one made.
    await user.type(screen.getByRole('textbox', { name: 'Título' }), ' 2027');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ version: 4, title: 'Lançamento do Zênite 2027' });
  });

  it('marks a field the rules refuse and sends nothing; shows the server’s refusal of a field at it', async () => {
    const bodies: EventSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.put('*/api/redacao/events/8', async ({ request }) => {
        bodies.push((await request.json()) as EventSaveBody);
        return HttpResponse.json(
          { statusCode: 400, message: 'O conteúdo não pode conter scripts (campo bloco de texto 1).' },
          { status: 400 },
        );
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    const end = await screen.findByLabelText('Término (horário de Brasília)');
    await user.clear(end);
    await user.type(end, '2026-12-10T18:00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(end).toHaveAccessibleDescription(editorialEventMessages.period);
    await waitFor(() => expect(end).toHaveFocus());
    expect(bodies).toEqual([]);

    await user.clear(end);
    await user.type(end, '2026-12-10T23:00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const blocks = screen.getByRole('group', { name: 'Blocos de texto da página do evento' });
    expect(
      await within(blocks).findByText('O conteúdo não pode conter scripts (campo bloco de texto 1).'),
    ).toBeInTheDocument();
    await waitFor(() => expect(blocks).toHaveFocus());
    expect(bodies).toHaveLength(1);
  });

  it('on 409 shows both versions and what differs, keeps what was typed, and keeps mine as the new version', async () => {
    const bodies: EventSaveBody[] = [];
    let reads = 0;
    server.use(
      http.get('*/api/redacao/events/8', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? editorialEvent() : theirs());
      }),
      http.put('*/api/redacao/events/8', async ({ request }) => {
        const body = (await request.json()) as EventSaveBody;
        bodies.push(body);
        if (body.version !== 5)
          return HttpResponse.json(
            { statusCode: 409, message: editorialNewsMessages.conflict },
            { status: 409 },
          );
        return HttpResponse.json(editorialEvent({ version: 6, title: body.title, start: body.start }));
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.type(title, ' 2027');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    expect(await within(view).findByText('Carla Chefe salvou às 14:32.')).toBeInTheDocument();
    expect(
      within(view)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Título', 'Início (horário de Brasília)', 'Término (horário de Brasília)']);
    expect(view).toHaveTextContent('Versão salva: Novo nome');
    expect(view).toHaveTextContent('Versão salva: 11/12/2026 19:00');
    expect(view).toHaveTextContent('Sua versão: 10/12/2026 19:00');
    expect(title).toHaveValue('Lançamento do Zênite 2027');

    await user.click(within(view).getByRole('button', { name: 'Manter a minha como nova versão' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(bodies.map((body) => [body.title, body.start, body.version])).toEqual([
      ['Lançamento do Zênite 2027', '2026-12-10T19:00', 3],
      ['Lançamento do Zênite 2027', '2026-12-10T19:00', 5],
    ]);
    expect(screen.getByText(/^Evento salvo\./, { selector: '[role="status"]' })).toBeInTheDocument();
    expect(title).toHaveValue('Lançamento do Zênite 2027');
  });

  it("on 409 takes the other person's version when asked", async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/events/8', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? editorialEvent() : theirs());
      }),
      http.put('*/api/redacao/events/8', () =>
        HttpResponse.json({ statusCode: 409, message: editorialNewsMessages.conflict }, { status: 409 }),
      ),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), ' 2027');
    // The server keeps the place without the space after it: no difference to choose between.
    await user.type(screen.getByRole('textbox', { name: 'Local' }), ' ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const view = await screen.findByRole('alert');
    await waitFor(() =>
      expect(
        within(view)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Título', 'Início (horário de Brasília)', 'Término (horário de Brasília)']),
    );
    await user.click(await within(view).findByRole('button', { name: 'Ficar com a versão salva' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Novo nome'));
    expect(screen.getByLabelText('Início (horário de Brasília)')).toHaveValue('2026-12-11T19:00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Alterações não salvas')).not.toBeInTheDocument();
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
    expect(
      screen.getByText('Evento cancelado. Os convidados foram avisados.', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lançamento do Zênite' })).toHaveFocus();
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
    await announced('Convite de Joana Jornalista retirado.');
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

  it('cancels the event as saved: what is typed and unsaved is dropped, and the question says so', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.put('*/api/redacao/events/8', () => {
        calls.push('save');
        return HttpResponse.json(editorialEvent({ version: 4 }));
      }),
      http.post('*/api/redacao/events/8/cancel', async ({ request }) => {
        calls.push(`cancel v${((await request.json()) as EventCancelBody).version}`);
        return HttpResponse.json(
          editorialEvent({
            version: 4,
            state: 'cancelled',
            stateText: 'Cancelado',
            locked: editorialEventMessages.cancelled,
            cancelledAt: '2026-11-22T12:00:00.000Z',
            cancelNote: 'Chuva.',
          }),
        );
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    await user.type(await screen.findByRole('textbox', { name: 'Local' }), ', portão 7');
    await user.type(screen.getByRole('textbox', { name: 'Nota aos convidados' }), 'Chuva.');
    await user.click(screen.getByRole('button', { name: 'Cancelar evento' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'As alterações do evento que ainda não foram salvas serão descartadas',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar o cancelamento' }));
    expect(await screen.findByText('Cancelado. Nota enviada aos convidados: Chuva.')).toBeInTheDocument();
    expect(calls).toEqual(['cancel v3']);
    expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).not.toBeInTheDocument();
  });
});

describe('the event editor keeps what is typed', () => {
  it('saves an event nobody is invited to by itself a few seconds after the typing stops', async () => {
    const bodies: EventSaveBody[] = [];
    const draft = () => editorialEvent({ guests: [], invitees: [] });
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(draft())),
      http.put('*/api/redacao/events/8', async ({ request }) => {
        const body = (await request.json()) as EventSaveBody;
        bodies.push(body);
        return HttpResponse.json({ ...draft(), version: 4, location: body.location });
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    await user.type(await screen.findByRole('textbox', { name: 'Local' }), ', portão 7');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    expect(await screen.findByText(/^Salvo às \d\d:\d\d$/, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ version: 3, location: 'Autódromo de Interlagos, portão 7' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(bodies).toHaveLength(1);
  }, 15000);

  it("keeps an event's edits aside once it has guests, never mailing them without a save; Enter saves nothing", async () => {
    const kept: { version: number; body: Record<string, unknown> }[] = [];
    let saved = false;
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.put('*/api/redacao/autosaves/event/8', async ({ request }) => {
        kept.push((await request.json()) as { version: number; body: Record<string, unknown> });
        return new HttpResponse(null, { status: 204 });
      }),
      http.put('*/api/redacao/events/8', () => {
        saved = true;
        return HttpResponse.json(editorialEvent({ version: 4 }));
      }),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.type(title, ' 2027{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Local' }), '{Enter}');
    await user.type(screen.getByLabelText('Início (horário de Brasília)'), '{Enter}');
    await user.type(screen.getByLabelText('Término (horário de Brasília)'), '{Enter}');
    expect(title).toHaveValue('Lançamento do Zênite 2027');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Alterações guardadas às \d\d:\d\d, ainda fora do site\./,
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(kept).toEqual([
      { version: 3, body: expect.objectContaining({ title: 'Lançamento do Zênite 2027' }) },
    ]);
    expect(saved).toBe(false);
  }, 15000);

  it('asks before leaving for another /redacao page with unsaved changes, and stays when told', async () => {
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.get('*/api/redacao/events', () => HttpResponse.json({ list: [] })),
    );
    const { user } = renderEvents('/redacao/eventos/8');
    const location = await screen.findByRole('textbox', { name: 'Local' });
    await user.clear(location);
    await user.type(location, 'Outro lugar');
    const areas = screen.getByRole('navigation', { name: 'Áreas da Redação' });
    await user.click(within(areas).getByRole('link', { name: 'Eventos' }));
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Local' })).toHaveValue('Outro lugar');

    await user.click(within(areas).getByRole('link', { name: 'Eventos' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByText('Nenhum evento ainda.')).toBeInTheDocument();
  });
});
