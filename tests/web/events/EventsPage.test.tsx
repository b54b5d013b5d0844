import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WireEvent } from '../../../src/domain/eventSchemas';
import { server } from '../msw/server';
import { pastEvent, renderEventsPage, wireEvent } from './eventFixtures';

const listing = (list: WireEvent[]) => http.get('*/api/events', () => HttpResponse.json({ list }));

describe('/eventos', () => {
  it("shows the trail 'Área Logada / Eventos', the title and only 'Próximos Eventos' without past events", async () => {
    server.use(listing([wireEvent(1)]));
    renderEventsPage();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Área Logada' })).toHaveAttribute('href', '/area-logada');
    expect(within(trail).getByText('Eventos')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Lançamento Aurora 1' });
    expect(within(card).getByText('10/12/2030, 19:00 – 22:00')).toBeInTheDocument();
    expect(within(card).getByText('Autódromo de Interlagos, São Paulo')).toBeInTheDocument();
    expect(within(card).getByText('Aguardando resposta')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ver detalhes' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Próximos Eventos']);
  });

  it("offers 'Eventos Anteriores' when there are past events, reachable with the arrow keys", async () => {
    server.use(listing([wireEvent(1), pastEvent(2, { status: 2 })]));
    const { user } = renderEventsPage('/lista-comodato');
    const upcoming = await screen.findByRole('tab', { name: 'Próximos Eventos' });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('article', { name: 'Lançamento Aurora 1' })).toBeVisible();

    upcoming.focus();
    await user.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Eventos Anteriores' });
    expect(past).toHaveFocus();
    await waitFor(() => expect(past).toHaveAttribute('aria-selected', 'true'));
    const panel = screen.getByRole('tabpanel', { name: 'Eventos Anteriores' });
    const card = within(panel).getByRole('article', { name: 'Coletiva 2' });
    expect(within(card).getByText('Presença confirmada')).toBeInTheDocument();
  });

  it("says 'Não foram encontrados resultados' with no invitations, and lowers user-has-event", async () => {
    server.use(listing([]));
    const { store } = renderEventsPage('/eventos', true);
    expect(await screen.findByText('Não foram encontrados resultados')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.hasEvents).toBe(false));
  });

  it('raises user-has-event when the list has invitations', async () => {
    server.use(listing([wireEvent(1)]));
    const { store } = renderEventsPage('/eventos', false);
    await screen.findByRole('article');
    await waitFor(() => expect(store.getState().auth.hasEvents).toBe(true));
    expect(localStorage.getItem('user-has-event')).toBe('true');
  });

  it('says the list could not be loaded and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let reads = 0;
    server.use(
      http.get('*/api/events', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json(
              { statusCode: 500, error: 'Internal Server Error', message: 'x' },
              { status: 500 },
            )
          : HttpResponse.json({ list: [wireEvent(1)] });
      }),
    );
    const { user, store } = renderEventsPage('/eventos', true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os eventos. Tente novamente.');
    expect(store.getState().auth.hasEvents).toBe(true); // unknown changes nothing
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Lançamento Aurora 1' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error', expect.anything());
    logged.mockRestore();
  });
});

describe('the details dialog', () => {
  it('shows the period, place, sanitised description and template text, with the agenda field', async () => {
    server.use(
      listing([
        wireEvent(1, {
          templates: [
            {
              id: 5,
              type: 1,
              text: '<p>Traje esporte fino.</p>',
              textMed: '',
              textLow: '',
            } as WireEvent['templates'][number],
          ],
        }),
      ]),
    );
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 1' });
    expect(within(dialog).getByText('10/12/2030, 19:00 – 22:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Autódromo de Interlagos, São Paulo')).toBeInTheDocument();
    expect(within(dialog).getByText('Aurora Brisa')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('Traje esporte fino.')).toBeInTheDocument();
    const agenda = within(dialog).getByRole('textbox', { name: 'Pauta ou motivo' });
    expect(agenda).toHaveAttribute('placeholder', 'Digite a pauta ou o motivo...');
    expect(agenda).toHaveAttribute('maxLength', '2000');
    expect(within(dialog).getByText('0/2000 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aceitar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Recusar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Adicionar à agenda' })).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ver detalhes' })).toHaveFocus();
  });

  it('accepts after the confirmation, posting the agenda as description, and reloads the list', async () => {
    let status: 1 | 2 = 1;
    let reads = 0;
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/events', () => {
        reads += 1;
        return HttpResponse.json({ list: [wireEvent(1, {}, { status })] });
      }),
      http.post('*/api/events/accept', async ({ request }) => {
        const body = (await request.json()) as { description: string };
        sent.push(body);
        status = 2;
        return HttpResponse.json({
          success: true,
          event: wireEvent(1, {}, { status: 2, description: body.description }),
        });
      }),
    );
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 1' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Pauta ou motivo' }),
      'Cobertura para o site',
    );
    expect(within(dialog).getByText('21/2000 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(confirm).toHaveAccessibleDescription('Confirma presença neste evento?');
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(sent).toEqual([{ eventId: 1, userId: 7, description: 'Cobertura para o site' }]),
    );
    expect(await within(dialog).findByText('Presença confirmada. Até lá!')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Você já respondeu a este convite. Para alterar, fale com a assessoria de imprensa.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Cobertura para o site')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
    const card = screen.getByRole('article', { name: 'Lançamento Aurora 1' });
    await waitFor(() => expect(within(card).getByText('Presença confirmada')).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirmação' })).not.toBeInTheDocument(),
    );
  });

  it("asks the refusal's question, and 'Não' cancels without posting", async () => {
    const sent: unknown[] = [];
    server.use(
      listing([wireEvent(1)]),
      http.post('*/api/events/reject', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, event: wireEvent(1, {}, { status: 3 }) });
      }),
    );
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(
      within(confirm).getByText('Tem certeza que deseja recusar permanentemente este evento da sua lista?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Não' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirmação' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Recusar' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await within(dialog).findByText('Convite recusado.')).toBeInTheDocument();
    expect(sent).toEqual([{ eventId: 1, userId: 7, description: '' }]);
    // A refused event goes in nobody's calendar.
    expect(within(dialog).queryByRole('button', { name: 'Adicionar à agenda' })).not.toBeInTheDocument();
  });

  it('shows the answer, the agenda sent and the locked text for an answered invitation, without buttons', async () => {
    server.use(listing([wireEvent(1, {}, { status: 2, description: 'Matéria de capa' })]));
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 1' });
    expect(within(dialog).getAllByText('Presença confirmada').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Matéria de capa')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Você já respondeu a este convite. Para alterar, fale com a assessoria de imprensa.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Adicionar à agenda' })).toBeInTheDocument();
  });

  it('takes no answer for a past event, nor offers it for the calendar', async () => {
    server.use(listing([wireEvent(1), pastEvent(2)]));
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('tab', { name: 'Eventos Anteriores' }));
    const panel = screen.getByRole('tabpanel', { name: 'Eventos Anteriores' });
    await user.click(within(panel).getByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coletiva 2' });
    expect(within(dialog).getByText('Aguardando resposta')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Adicionar à agenda' })).not.toBeInTheDocument();
  });

  it('takes no answer once the event has begun, and says why', async () => {
    const began = new Date(Date.now() - 3_600_000).toISOString();
    const ends = new Date(Date.now() + 3_600_000).toISOString();
    server.use(listing([wireEvent(1, { startDate: began, endDate: ends })]));
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 1' });
    expect(
      within(dialog).getByText('Este evento já começou e não pode mais ser respondido.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (409) in the dialog and keeps the typed text", async () => {
    let reads = 0;
    server.use(
      http.get('*/api/events', () => {
        reads += 1;
        return HttpResponse.json({ list: [wireEvent(1)] });
      }),
      http.post('*/api/events/accept', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Você já respondeu a este convite. Para alterar, fale com a assessoria de imprensa.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 1' });
    const agenda = within(dialog).getByRole('textbox', { name: 'Pauta ou motivo' });
    await user.type(agenda, 'Entrevista com o diretor');
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmação' })).getByRole('button', { name: 'Sim' }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você já respondeu a este convite. Para alterar, fale com a assessoria de imprensa.',
    );
    expect(agenda).toHaveValue('Entrevista com o diretor');
    expect(reads).toBe(1);
  });

  it('refuses an agenda over 2000 characters before posting', async () => {
    const sent: unknown[] = [];
    server.use(
      listing([wireEvent(1)]),
      http.post('*/api/events/accept', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, event: wireEvent(1, {}, { status: 2 }) });
      }),
    );
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 1' });
    // Past the field's maxlength, as a pasted text in an old browser would be.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Pauta ou motivo' }), {
      target: { value: 'a'.repeat(2001) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A pauta ou o motivo pode ter no máximo 2000 caracteres.',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirmação' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
