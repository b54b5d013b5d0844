import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { editorialEventMessages } from '../../../src/domain/editorialEvents';
import type { EditorialEventList, EventCreateBody } from '../../../src/domain/editorialEventSchemas';
import { server } from '../msw/server';
import { announced } from '../utils';
import { journalist } from './editorialFixtures';
import { editorialEvent, renderEvents } from './eventFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const desk: EditorialEventList = {
  list: [
    {
      id: 8,
      title: 'Lançamento do Zênite',
      location: 'Autódromo de Interlagos',
      startDate: '2026-12-10T22:00:00.000Z',
      endDate: '2026-12-11T01:00:00.000Z',
      state: 'upcoming',
      stateText: 'Próximo',
      counts: { pending: 1, accepted: 1, refused: 0, unregistered: 1 },
    },
    {
      id: 4,
      title: 'Coletiva cancelada',
      location: 'Sede',
      startDate: '2026-12-01T13:00:00.000Z',
      endDate: '2026-12-01T15:00:00.000Z',
      state: 'cancelled',
      stateText: 'Cancelado',
      counts: { pending: 0, accepted: 0, refused: 0, unregistered: 0 },
    },
  ],
};

describe('the events desk of the editorial area', () => {
  it('lists the events with their time in Brasília, their state and their answers', async () => {
    server.use(http.get('*/api/redacao/events', () => HttpResponse.json(desk)));
    renderEvents('/redacao/eventos');
    const row = (await screen.findByRole('link', { name: 'Lançamento do Zênite' })).closest('tr')!;
    expect(row).toHaveTextContent('10/12/2026, 19:00 – 22:00');
    expect(row).toHaveTextContent('Próximo');
    expect(row).toHaveTextContent('1 aceito, 0 recusados, 1 pendente, 1 sem cadastro');
    expect(screen.getByRole('link', { name: 'Coletiva cancelada' }).closest('tr')).toHaveTextContent(
      'Cancelado',
    );
    expect(screen.getByRole('link', { name: 'Novo evento' })).toHaveAttribute(
      'href',
      '/redacao/eventos/novo',
    );
  });

  it('refuses a journalist the area without calling the server', async () => {
    let called = false;
    server.use(
      http.get('*/api/redacao/events', () => {
        called = true;
        return HttpResponse.json(desk);
      }),
    );
    renderEvents('/redacao/eventos', journalist);
    expect(await screen.findByText('Você não tem permissão para acessar esta área.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('checks a new event before sending it, then creates it and opens its page', async () => {
    const bodies: EventCreateBody[] = [];
    server.use(
      http.post('*/api/redacao/events', async ({ request }) => {
        bodies.push((await request.json()) as EventCreateBody);
        return HttpResponse.json(editorialEvent({ guests: [], invitees: [] }), { status: 201 });
      }),
      http.get('*/api/redacao/events/8', () =>
        HttpResponse.json(editorialEvent({ guests: [], invitees: [] })),
      ),
    );
    const { user } = renderEvents('/redacao/eventos/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo evento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(title).toHaveAccessibleDescription(editorialEventMessages.titleRequired);
    expect(title).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.type(title, 'Lançamento do Zênite');
    await user.type(screen.getByRole('textbox', { name: 'Local' }), 'Autódromo de Interlagos');
    await user.type(screen.getByLabelText('Início (horário de Brasília)'), '2030-12-10T19:00');
    await user.type(screen.getByLabelText('Término (horário de Brasília)'), '2030-12-10T18:00');
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));
    expect(screen.getByLabelText('Término (horário de Brasília)')).toHaveAccessibleDescription(
      editorialEventMessages.period,
    );
    await user.clear(screen.getByLabelText('Término (horário de Brasília)'));
    await user.type(screen.getByLabelText('Término (horário de Brasília)'), '2030-12-10T22:00');
    await user.click(screen.getByRole('button', { name: 'Adicionar bloco de texto' }));
    expect(screen.getByRole('textbox', { name: 'Bloco de texto 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Editar evento' })).toBeInTheDocument();
    expect(
      await screen.findByText('Evento criado. Monte a lista de convidados abaixo.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    await announced('Evento criado. Monte a lista de convidados abaixo.');
    expect(bodies).toEqual([
      {
        title: 'Lançamento do Zênite',
        description: '',
        location: 'Autódromo de Interlagos',
        start: '2030-12-10T19:00',
        end: '2030-12-10T22:00',
        textBlocks: [''],
      },
    ]);
  });

  it('creates nothing on Enter in a field of a new event, and asks before it is left with something typed', async () => {
    let created = false;
    server.use(
      http.post('*/api/redacao/events', () => {
        created = true;
        return HttpResponse.json(editorialEvent(), { status: 201 });
      }),
      http.get('*/api/redacao/events', () => HttpResponse.json(desk)),
    );
    const { user } = renderEvents('/redacao/eventos/novo');
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Coletiva{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Local' }), 'Sede{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(created).toBe(false);

    const areas = screen.getByRole('navigation', { name: 'Áreas da Redação' });
    await user.click(within(areas).getByRole('link', { name: 'Eventos' }));
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Coletiva');

    await user.click(within(areas).getByRole('link', { name: 'Eventos' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Lançamento do Zênite' })).toBeInTheDocument();
    expect(created).toBe(false);
  });
});
