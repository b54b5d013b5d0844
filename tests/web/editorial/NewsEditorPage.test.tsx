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
    // One history: the saved versions, with the publications between them.
    expect(screen.getByRole('region', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Histórico de alterações' })).not.toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notícia salva.'));
    expect(screen.getByText(/^Salvo às \d\d:\d\d$/)).toBeInTheDocument();
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
        slug: '',
        metaDescription: '',
        shareTitle: '',
        shareMediaId: null,
        version: 4,
      },
    ]);
    // Publishing asks once, saying where the item will be seen; 'Não' leaves it as it is.
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const question = await screen.findByRole('dialog', { name: 'Publicar agora?' });
    expect(question).toHaveTextContent(
      'Publicar agora: a notícia aparece na home, nas listas, na busca e no RSS.',
    );
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(moves).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publicar agora?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notícia publicada.'));
    expect(moves).toEqual([{ version: 5 }]);
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
  });

  it('saves what is unsaved before publishing it, once asked', async () => {
    serveEditorChoices();
    serveNews();
    const calls: string[] = [];
    server.use(
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push(`save ${String(body.title)} v${String(body.version)}`);
        return HttpResponse.json(editorialNews(9, { title: body.title as string, version: 5 }));
      }),
      http.post('*/api/redacao/news/9/publish', async ({ request }) => {
        calls.push(`publish v${String(((await request.json()) as { version: number }).version)}`);
        return HttpResponse.json(
          editorialNews(9, { version: 6, state: 'published', stateText: 'Publicada' }),
        );
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), '!');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publicar agora?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notícia publicada.'));
    expect(calls).toEqual(['save Aurora Volt chega ao Brasil! v4', 'publish v5']);
  });

  it('on 409 shows both versions and what differs, keeps what was typed, and keeps mine as the new version', async () => {
    serveEditorChoices();
    let reads = 0;
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/redacao/news/9', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1
            ? editorialNews(9)
            : editorialNews(9, {
                title: 'Título da outra pessoa',
                version: 7,
                changes: [
                  {
                    at: '2026-11-21T17:02:00.000Z',
                    who: 'Ana Admin',
                    action: 'update',
                    actionText: 'Salvou',
                    fields: ['Título'],
                  },
                ],
              }),
        );
      }),
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (body.version !== 7)
          return HttpResponse.json(
            { statusCode: 409, message: editorialNewsMessages.conflict },
            { status: 409 },
          );
        return HttpResponse.json(editorialNews(9, { title: body.title as string, version: 8 }));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Meu título novo');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    expect(await within(conflict).findByText('Ana Admin salvou às 14:02.')).toBeInTheDocument();
    // Only the field that differs, both versions; mine marks the words it adds and removes.
    const fields = within(conflict).getAllByRole('term');
    expect(fields.map((field) => field.textContent)).toEqual(['Título']);
    expect(conflict).toHaveTextContent('Versão salva: Título da outra pessoa');
    const mine = conflict.querySelector('.word-changes')!;
    expect([...mine.querySelectorAll('ins')].map((word) => word.textContent).join('')).toMatch(/Meu.*novo/);
    expect([...mine.querySelectorAll('del')].map((word) => word.textContent).join('')).toMatch(
      /outra pessoa/,
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Meu título novo');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('A Aurora anuncia o Volt.');

    await user.click(within(conflict).getByRole('button', { name: 'Manter a minha como nova versão' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notícia salva.'));
    expect(saves.map((body) => [body.title, body.version])).toEqual([
      ['Meu título novo', 4],
      ['Meu título novo', 7],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Meu título novo');
  });

  it("on 409 takes the other person's version when asked", async () => {
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
    const conflict = await screen.findByRole('alert');
    await user.click(await within(conflict).findByRole('button', { name: 'Ficar com a versão salva' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Título da outra pessoa'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/^Salvo às|^$/, { selector: '.editor-status' })).toBeInTheDocument();
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

  it('keeps the typing on screen and signed in when the session has ended, and says how to save it', async () => {
    serveEditorChoices();
    serveNews();
    server.use(
      http.put('*/api/redacao/news/9', () =>
        HttpResponse.json({ statusCode: 401, message: 'Faça login para continuar.' }, { status: 401 }),
      ),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.type(await screen.findByRole('textbox', { name: 'Subtítulo' }), ' Mais.');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sua sessão terminou e nada foi salvo. O que você digitou continua nesta página: entre novamente em outra aba e depois clique em Salvar aqui.',
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
    const question = await screen.findByRole('dialog', { name: 'Agendar publicação?' });
    expect(question).toHaveTextContent('Agendar para 10/03/2099 09:30 (horário de Brasília)');
    await user.click(within(question).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Publicação agendada.'));
    expect(moves).toEqual([{ version: 4, publishAt: '2099-03-10T09:30' }]);
    expect(screen.getByText('Agendada para 10/03/2099 09:30 (horário de Brasília)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar agendamento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Despublicar' })).not.toBeInTheDocument();
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
    // The title last: with no title the autosave waits, so on a busy machine it can't create the draft between two
    // steps, before the photo is chosen.
    await user.click(await screen.findByRole('textbox', { name: 'Texto' }));
    await user.keyboard('Texto da nota');
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    expect(screen.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assunto' }), 'Aurora Volt');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Versão ou subpágina' }), 'Volt Comfort');
    await user.click(screen.getByRole('button', { name: 'Adicionar assunto' }));
    const mainPhoto = screen.getByRole('group', { name: 'Foto principal' });
    await user.click(within(mainPhoto).getByRole('button', { name: 'Escolher foto' }));
    await user.click(await screen.findByRole('button', { name: 'Escolher Volt de frente' }));
    expect(screen.getByRole('img', { name: 'Foto principal escolhida' })).toHaveAttribute(
      'src',
      '/media/12-thumb.jpg',
    );
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Volt chega');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      title: 'Volt chega',
      description: '<p>Texto da nota</p>',
      mediaId: 12,
      albumId: null,
      associations: [{ textEnum: 'Carros', associationId: 3, associationItemId: 31 }],
    });
    // The same editor goes on at the item's address, with what was typed, and no second read.
    expect(await screen.findByRole('heading', { name: 'Editar notícia' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Volt chega');
    expect(screen.getByRole('status')).toHaveTextContent('Notícia salva.');
    expect(screen.getByRole('link', { name: 'Pré-visualizar' })).toBeInTheDocument();
  });

  it('closes the main photo picker on Escape, back on the button that opened it', async () => {
    serveEditorChoices();
    const { user } = renderEditorial('/redacao/noticias/nova');
    const mainPhoto = within(await screen.findByRole('group', { name: 'Foto principal' }));
    const choose = mainPhoto.getByRole('button', { name: 'Escolher foto' });
    await user.click(choose);
    await user.click(await mainPhoto.findByRole('searchbox', { name: 'Buscar fotos pelo título' }));
    await user.keyboard('{Escape}');
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    expect(mainPhoto.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(choose).toHaveFocus();
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

describe('the news editor keeps what is typed', () => {
  it('saves a draft by itself a few seconds after the typing stops, and says when', async () => {
    serveEditorChoices();
    serveNews();
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(editorialNews(9, { title: body.title as string, version: 5 }));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.type(await screen.findByRole('textbox', { name: 'Subtítulo' }), ' Mais.');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    expect(await screen.findByText(/^Salvo às \d\d:\d\d$/, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(saves).toEqual([
      expect.objectContaining({ subtitle: 'O elétrico compacto estreia em dezembro. Mais.', version: 4 }),
    ]);
    // Nothing more to save: no second call.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(saves).toHaveLength(1);
  }, 15000);

  it('asks before leaving for another /redacao page with unsaved changes, and stays when told', async () => {
    serveEditorChoices();
    serveNews();
    server.use(
      http.get('*/api/redacao/news', () => HttpResponse.json({ list: [], total: 0, page: 1, limit: 20 })),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Só um rascunho');
    const areas = screen.getByRole('navigation', { name: 'Áreas da Redação' });
    await user.click(within(areas).getByRole('link', { name: 'Notícias' }));
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Só um rascunho');

    await user.click(within(areas).getByRole('link', { name: 'Notícias' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByText('Nenhuma notícia encontrada.')).toBeInTheDocument();
  });
});

describe("a published item's unsaved edits", () => {
  const published = () => editorialNews(9, { state: 'published', stateText: 'Publicada' });

  it('are kept aside by the autosave, never put live without a save', async () => {
    serveEditorChoices();
    serveNews(published());
    const kept: Record<string, unknown>[] = [];
    let savedLive = false;
    server.use(
      http.put('*/api/redacao/autosaves/news/9', async ({ request }) => {
        kept.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, { status: 204 });
      }),
      http.put('*/api/redacao/news/9', () => {
        savedLive = true;
        return HttpResponse.json(published());
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.type(await screen.findByRole('textbox', { name: 'Subtítulo' }), ' Mais.');
    expect(
      await screen.findByText(
        /^Alterações guardadas às \d\d:\d\d, ainda fora do site\./,
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(kept).toEqual([
      expect.objectContaining({
        version: 4,
        body: expect.objectContaining({ subtitle: 'O elétrico compacto estreia em dezembro. Mais.' }),
      }),
    ]);
    expect(savedLive).toBe(false);
  }, 15000);

  it('never go live by Enter in a field: only the save button saves', async () => {
    serveEditorChoices();
    serveNews(published());
    let savedLive = false;
    server.use(
      http.put('*/api/redacao/news/9', () => {
        savedLive = true;
        return HttpResponse.json(published());
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.type(title, ' já{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Data da notícia' }), '{Enter}');
    expect(title).toHaveValue('Aurora Volt chega ao Brasil já');
    expect(savedLive).toBe(false);
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
  });

  it('are offered back when the editor opens, and put in the form only when asked', async () => {
    serveEditorChoices();
    serveNews(published());
    server.use(
      http.get('*/api/redacao/autosaves/news/9', () =>
        HttpResponse.json({
          autosave: {
            version: 4,
            savedAt: '2026-11-21T17:32:00.000Z',
            body: { subtitle: 'Subtítulo guardado à parte.' },
          },
        }),
      ),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const offer = await screen.findByText(
      'Você tem alterações desta notícia guardadas às 14:32 que ainda não foram salvas.',
    );
    expect(screen.getByRole('textbox', { name: 'Subtítulo' })).toHaveValue(
      'O elétrico compacto estreia em dezembro.',
    );
    await user.click(screen.getByRole('button', { name: 'Recuperar as alterações' }));
    expect(screen.getByRole('textbox', { name: 'Subtítulo' })).toHaveValue('Subtítulo guardado à parte.');
    expect(offer).not.toBeInTheDocument();
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
  });
});
