import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import { server } from '../msw/server';
import { editorialNews, renderEditorial, serveEditorChoices } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

const serveNews = (news = editorialNews(9)) =>
  server.use(http.get('*/api/redacao/news/9', () => HttpResponse.json(news)));

withoutLayout();

describe('the news editor', () => {
  it('marks an empty title with its message and sends nothing', async () => {
    serveEditorChoices();
    let sent = false;
    server.use(
      http.post('*/api/redacao/news', () => {
        sent = true;
        return HttpResponse.json(editorialNews(10));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/nova');
    await user.click(await screen.findByRole('button', { name: 'Salvar rascunho' }));
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Informe o título da notícia.');
    expect(title).toHaveFocus();
    expect(sent).toBe(false);
  });

  it('refuses a news date that is half typed or does not exist, with its message, and sends nothing', async () => {
    serveEditorChoices();
    serveNews();
    let sent = false;
    server.use(
      http.put('*/api/redacao/news/9', () => {
        sent = true;
        return HttpResponse.json(editorialNews(9));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const newsDate = await screen.findByRole('textbox', { name: 'Data da notícia' });
    await waitFor(() => expect(newsDate).toHaveValue('20/11/2026'));
    for (const typed of ['3102', '31022026']) {
      await user.clear(newsDate);
      await user.type(newsDate, typed);
      await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      expect(newsDate).toHaveAttribute('aria-invalid', 'true');
      expect(newsDate).toHaveAccessibleDescription(editorialNewsMessages.newsDateInvalid);
      expect(newsDate).toHaveValue(typed === '3102' ? '31/02' : '31/02/2026');
    }
    expect(sent).toBe(false);
  });

  it('opens a saved item with its fields, state, preview link and history', async () => {
    serveEditorChoices();
    serveNews();
    renderEditorial('/redacao/noticias/9');
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Aurora Volt chega ao Brasil');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('A Aurora anuncia o Volt.');
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute(
      'href',
      '/news/9?preview=abc',
    );
    expect(screen.getByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Despublicar' })).not.toBeInTheDocument();
    expect(await screen.findByText('Carro: Aurora Volt')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Histórico de alterações' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      '21/11/2026 10:30 Renata Redação Salvou (Campos: Título, Texto)',
    );
  });

  it('sends the fields and the version it started from on save, then the new version on the next move', async () => {
    serveEditorChoices();
    serveNews();
    const saves: unknown[] = [];
    const moves: unknown[] = [];
    server.use(
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(editorialNews(9, { title: body.title as string, version: 5 }));
      }),
      http.post('*/api/redacao/news/9/publish', async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(
          editorialNews(9, { version: 6, state: 'published', stateText: 'Publicada' }),
        );
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Aurora Volt em pré-venda');
    // The date reads dd/mm/aaaa whatever the browser's language, and travels as yyyy-mm-dd.
    const newsDate = screen.getByRole('textbox', { name: 'Data da notícia' });
    expect(newsDate).toHaveValue('20/11/2026');
    await user.clear(newsDate);
    await user.type(newsDate, '21112026');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Conjunto de fotos (álbum)' }),
      'Lançamento do Volt',
    );
    // A move waits for the changes to be saved.
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notícia salva.'));
    expect(saves).toEqual([
      {
        title: 'Aurora Volt em pré-venda',
        subtitle: 'O elétrico compacto estreia em dezembro.',
        description: '<p>A Aurora anuncia o Volt.</p>',
        newsDate: '2026-11-21',
        mediaId: null,
        albumId: 8,
        associations: [{ textEnum: 'Carros', associationId: 3, associationItemId: null }],
        pdfFile: null,
        mediaIds: [],
        version: 4,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notícia publicada.'));
    expect(moves).toEqual([{ version: 5 }]);
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
  });

  it('on 409 says another person changed it, keeps what was typed, and reloads only when asked', async () => {
    serveEditorChoices();
    let reads = 0;
    server.use(
      http.get('*/api/redacao/news/9', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1 ? editorialNews(9) : editorialNews(9, { title: 'Título da outra pessoa', version: 7 }),
        );
      }),
      http.put('*/api/redacao/news/9', () =>
        HttpResponse.json({ statusCode: 409, message: editorialNewsMessages.conflict }, { status: 409 }),
      ),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Meu título novo');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Meu título novo');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('A Aurora anuncia o Volt.');

    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Título da outra pessoa'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in its words and keeps the form", async () => {
    serveEditorChoices();
    serveNews();
    server.use(
      http.put('*/api/redacao/news/9', () =>
        HttpResponse.json(
          { statusCode: 400, message: 'O texto tem um elemento não permitido: <script>.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.type(await screen.findByRole('textbox', { name: 'Subtítulo' }), ' Mais.');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O texto tem um elemento não permitido: <script>.',
    );
    expect(screen.getByRole('textbox', { name: 'Subtítulo' })).toHaveValue(
      'O elétrico compacto estreia em dezembro. Mais.',
    );
  });

  it('refuses a schedule in the past before asking the server, and sends a future one in Brasília time', async () => {
    serveEditorChoices();
    serveNews();
    const moves: unknown[] = [];
    server.use(
      http.post('*/api/redacao/news/9/schedule', async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(
          editorialNews(9, {
            version: 5,
            state: 'scheduled',
            stateText: 'Agendada',
            publishAt: '2099-03-10T12:30:00.000Z',
            publishAtLocal: '2099-03-10T09:30',
          }),
        );
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const when = await screen.findByLabelText('Data e hora da publicação (horário de Brasília)');
    await user.type(when, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Agendar publicação' }));
    expect(when).toHaveAccessibleDescription('Escolha uma data e hora futuras para a publicação.');
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(moves).toEqual([]);

    await user.clear(when);
    await user.type(when, '2099-03-10T09:30');
    await user.click(screen.getByRole('button', { name: 'Agendar publicação' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Publicação agendada.'));
    expect(moves).toEqual([{ version: 4, publishAt: '2099-03-10T09:30' }]);
    expect(screen.getByText('Agendada para 10/03/2099 09:30 (horário de Brasília)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
  });

  it('creates a draft from the typed text, a chosen subject and photo, and opens it at its own address', async () => {
    serveEditorChoices();
    const created: unknown[] = [];
    server.use(
      http.post('*/api/redacao/news', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(editorialNews(10));
      }),
      http.get('*/api/redacao/news/10', () => HttpResponse.json(editorialNews(10))),
    );
    const { user } = renderEditorial('/redacao/noticias/nova');
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Volt chega');
    await user.click(screen.getByRole('textbox', { name: 'Texto' }));
    await user.keyboard('Texto da nota');
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    expect(screen.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assunto' }), 'Aurora Volt');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Versão ou subpágina' }), 'Volt Comfort');
    await user.click(screen.getByRole('button', { name: 'Adicionar assunto' }));
    await user.click(screen.getByRole('button', { name: 'Escolher foto' }));
    await user.click(await screen.findByRole('button', { name: 'Escolher Volt de frente' }));
    expect(screen.getByRole('img', { name: 'Foto principal escolhida' })).toHaveAttribute(
      'src',
      '/media/12-thumb.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      title: 'Volt chega',
      description: '<p>Texto da nota</p>',
      mediaId: 12,
      albumId: null,
      associations: [{ textEnum: 'Carros', associationId: 3, associationItemId: 31 }],
    });
    expect(await screen.findByRole('heading', { name: 'Editar notícia' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Aurora Volt chega ao Brasil');
    expect(screen.getByRole('status')).toHaveTextContent('Notícia salva.');
  });

  it("shows the release's attached PDF, and saves the item without it once removed", async () => {
    serveEditorChoices();
    serveNews(
      editorialNews(9, {
        pdfFile: 'documents/volt-release-0a1b2c3d.pdf',
        pdfUrl: '/media/documents/volt-release-0a1b2c3d.pdf',
      }),
    );
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(editorialNews(9, { version: 5 }));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const field = (await screen.findByRole('group', { name: 'PDF do release' })) as HTMLElement;
    expect(within(field).getByRole('link', { name: 'volt-release-0a1b2c3d.pdf' })).toHaveAttribute(
      'href',
      '/media/documents/volt-release-0a1b2c3d.pdf',
    );
    await user.click(within(field).getByRole('button', { name: 'Remover PDF' }));
    expect(within(field).queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ pdfFile: null });
    expect(saves[0]).not.toHaveProperty('pdfUrl');
  });
});
