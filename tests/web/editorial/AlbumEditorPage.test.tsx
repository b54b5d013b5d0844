import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { albumMessages } from '../../../src/domain/editorialAlbums';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import type { AlbumSaveBody, EditorialAlbum, EditorialMediaItem } from '../../../src/domain/editorialSchemas';
import AlbumDeskPage from '../../../src/features/editorial/pages/AlbumDeskPage';
import AlbumEditorPage from '../../../src/features/editorial/pages/AlbumEditorPage';
import { editorialTexts } from '../../../src/features/editorial/editorialTexts';
import { server } from '../msw/server';
import { announced, renderWithProviders } from '../utils';
import { pressOfficer } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const photo = (id: number, title: string): EditorialMediaItem => ({
  id,
  kind: 'image',
  state: 'ready',
  title,
  caption: '',
  credit: 'Ana Fotógrafa',
  suggestedCaption: '',
  suggestedCredit: '',
  takenAt: null,
  thumbnail: `/media/images/${id}-low.jpg`,
  size: '4096 x 2731 px',
});

const album = (changes: Partial<EditorialAlbum> = {}): EditorialAlbum => ({
  id: 5,
  title: 'Lançamento do Volt',
  description: 'Fotos oficiais.',
  state: 'draft',
  stateText: 'Rascunho',
  version: 3,
  coverMediaId: 11,
  items: [photo(11, 'Volt de frente'), photo(12, 'Volt de lado')],
  url: null,
  updatedAt: '2026-11-21T13:30:00.000Z',
  changes: [
    {
      at: '2026-11-21T13:30:00.000Z',
      who: 'Renata Redação',
      action: 'update',
      actionText: 'Salvou',
      fields: [],
    },
  ],
  ...changes,
});

/** The album as another press officer saved it meanwhile: retitled, its two photos the other way round. */
const theirs = () =>
  album({
    version: 7,
    title: 'Volt: o lançamento',
    items: [photo(12, 'Volt de lado'), photo(11, 'Volt de frente')],
    changes: [
      {
        at: '2026-11-21T17:32:00.000Z',
        who: 'Carla Chefe',
        action: 'update',
        actionText: 'Salvou',
        fields: ['Título', 'Fotos e vídeos'],
      },
    ],
  });

const photoTitles: Record<number, string> = { 11: 'Volt de frente', 12: 'Volt de lado', 30: 'Volt no salão' };

function renderAlbums(route: string) {
  const userData = { token: 'x'.repeat(43), user: pressOfficer };
  localStorage.setItem('user-data', JSON.stringify(userData));
  server.use(
    // Each item's state is followed while it is shown.
    http.get('*/api/redacao/media/:id', ({ params }) =>
      HttpResponse.json(photo(Number(params.id), photoTitles[Number(params.id)] ?? 'Sem título')),
    ),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/redacao/albuns" element={<AlbumDeskPage />} />
      <Route path="/redacao/albuns/:albumId" element={<AlbumEditorPage />} />
    </Routes>,
    { route, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

const itemTitles = () =>
  within(screen.getByRole('group', { name: 'Fotos e vídeos do álbum' }))
    .getAllByRole('group')
    .map((form) => form.getAttribute('aria-label'));

/** What the conflict view says of a field: the saved version's value, then mine. */
const difference = (view: HTMLElement, label: string) =>
  within(
    within(view)
      .getAllByRole('term')
      .find((term) => term.textContent === label)!.parentElement!,
  )
    .getAllByRole('definition')
    .map((value) => value.textContent);

describe('the albums of the editorial area', () => {
  it('lists the albums with their state and size, and refuses a new one without a title', async () => {
    let created = false;
    server.use(
      http.get('*/api/redacao/albums', () =>
        HttpResponse.json({
          list: [
            {
              id: 5,
              title: 'Lançamento do Volt',
              state: 'published',
              stateText: 'Publicado',
              mediaAmount: 12,
              cover: '/media/images/11-low.jpg',
              updatedAt: '2026-11-21T13:30:00.000Z',
              url: '/media-gallery/album/5',
            },
          ],
        }),
      ),
      http.post('*/api/redacao/albums', () => {
        created = true;
        return HttpResponse.json(album(), { status: 201 });
      }),
    );
    const { user } = renderAlbums('/redacao/albuns');
    const row = (await screen.findByRole('link', { name: 'Lançamento do Volt' })).closest('tr')!;
    expect(row).toHaveTextContent('Publicado');
    expect(row).toHaveTextContent('12 itens');
    await user.click(screen.getByRole('button', { name: 'Criar álbum' }));
    expect(screen.getByText(albumMessages.titleRequired)).toBeInTheDocument();
    await announced(albumMessages.titleRequired);
    expect(created).toBe(false);
  });

  it('creates an album and opens it in its editor', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/redacao/albums', () => HttpResponse.json({ list: [] })),
      http.post('*/api/redacao/albums', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(album({ items: [], coverMediaId: null, title: 'Bastidores' }), {
          status: 201,
        });
      }),
      http.get('*/api/redacao/albums/5', () =>
        HttpResponse.json(album({ items: [], coverMediaId: null, title: 'Bastidores' })),
      ),
    );
    const { user } = renderAlbums('/redacao/albuns');
    await user.type(await screen.findByRole('textbox', { name: 'Título do novo álbum' }), 'Bastidores');
    await user.click(screen.getByRole('button', { name: 'Criar álbum' }));
    expect(await screen.findByRole('textbox', { name: 'Título do álbum' })).toHaveValue('Bastidores');
    expect(screen.getByRole('heading', { name: 'Editar álbum' })).toBeInTheDocument();
    expect(screen.getByText(editorialTexts.albums.noItems)).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Bastidores', description: '' });
  });

  it('reorders the items, changes the cover and saves them in that order', async () => {
    const bodies: AlbumSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.put('*/api/redacao/albums/5', async ({ request }) => {
        const body = (await request.json()) as AlbumSaveBody;
        bodies.push(body);
        return HttpResponse.json(
          album({
            version: 4,
            coverMediaId: body.coverMediaId,
            items: [photo(12, 'Volt de lado'), photo(11, 'Volt de frente')],
          }),
        );
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    await screen.findByRole('textbox', { name: 'Título do álbum' });
    expect(itemTitles()).toEqual(['Volt de frente', 'Volt de lado']);
    await user.click(screen.getByRole('button', { name: 'Subir: Volt de lado' }));
    expect(itemTitles()).toEqual(['Volt de lado', 'Volt de frente']);
    const side = screen.getByRole('group', { name: 'Volt de lado' });
    await user.click(within(side).getByRole('button', { name: 'Usar como capa' }));
    expect(within(side).getByRole('button', { name: 'Capa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Álbum salvo.', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByText(/^Salvo às \d\d:\d\d$/)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        version: 3,
        title: 'Lançamento do Volt',
        description: 'Fotos oficiais.',
        mediaIds: [12, 11],
        coverMediaId: 12,
      },
    ]);
  });

  it("asks once before publishing, and shows the server's refusal in its words; the album stays a draft", async () => {
    let asked = 0;
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.post('*/api/redacao/albums/5/publish', () => {
        asked += 1;
        return HttpResponse.json(
          { statusCode: 400, message: albumMessages.publishNotReady },
          { status: 400 },
        );
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    const question = await screen.findByRole('dialog', { name: 'Publicar agora?' });
    expect(question).toHaveTextContent(
      'Publicar agora: o álbum aparece na galeria de mídia, com as fotos e os vídeos nesta ordem',
    );
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(asked).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publicar agora?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(albumMessages.publishNotReady);
    expect(asked).toBe(1);
    expect(screen.getByText('Rascunho', { selector: '.editorial-state' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an item at the items, and the title the rules refuse at the title", async () => {
    let saves = 0;
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.put('*/api/redacao/albums/5', () => {
        saves += 1;
        return HttpResponse.json({ statusCode: 400, message: albumMessages.itemUnknown }, { status: 400 });
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    const title = await screen.findByRole('textbox', { name: 'Título do álbum' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(title).toHaveAccessibleDescription(albumMessages.titleRequired);
    await waitFor(() => expect(title).toHaveFocus());
    expect(saves).toBe(0);

    await user.type(title, 'Volt');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const items = screen.getByRole('group', { name: 'Fotos e vídeos do álbum' });
    await waitFor(() => expect(items).toHaveAccessibleDescription(albumMessages.itemUnknown));
    expect(items).toHaveFocus();
    expect(saves).toBe(1);
  });

  it('saves what is unsaved before publishing it, once asked, and then offers it in the gallery', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.put('*/api/redacao/albums/5', async ({ request }) => {
        const body = (await request.json()) as AlbumSaveBody;
        calls.push(`save ${body.title} v${body.version}`);
        return HttpResponse.json(album({ title: body.title, version: 4 }));
      }),
      http.post('*/api/redacao/albums/5/publish', async ({ request }) => {
        calls.push(`publish v${((await request.json()) as { version: number }).version}`);
        return HttpResponse.json(
          album({
            title: 'Lançamento do Volt!',
            version: 5,
            state: 'published',
            stateText: 'Publicado',
            url: '/media-gallery/album/5',
          }),
        );
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    await user.type(await screen.findByRole('textbox', { name: 'Título do álbum' }), '!');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publicar agora?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByText('Álbum publicado.', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(calls).toEqual(['save Lançamento do Volt! v3', 'publish v4']);
    expect(screen.getByText('Publicado', { selector: '.editorial-state' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver na galeria' })).toHaveAttribute(
      'href',
      '/media-gallery/album/5',
    );
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título do álbum' })).toHaveValue('Lançamento do Volt!');
  });

  it('on 409 shows both versions and what differs, keeps what was typed, and keeps mine as the new version', async () => {
    let reads = 0;
    const saves: AlbumSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/albums/5', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? album() : theirs());
      }),
      http.put('*/api/redacao/albums/5', async ({ request }) => {
        const body = (await request.json()) as AlbumSaveBody;
        saves.push(body);
        if (body.version !== 7)
          return HttpResponse.json(
            { statusCode: 409, message: editorialNewsMessages.conflict },
            { status: 409 },
          );
        return HttpResponse.json(album({ title: body.title, coverMediaId: 12, version: 8 }));
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    const title = await screen.findByRole('textbox', { name: 'Título do álbum' });
    await user.clear(title);
    await user.type(title, 'Meu título');
    const side = screen.getByRole('group', { name: 'Volt de lado' });
    await user.click(within(side).getByRole('button', { name: 'Usar como capa' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    expect(await within(view).findByText('Carla Chefe salvou às 14:32.')).toBeInTheDocument();
    expect(
      within(view)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Título do álbum', 'Fotos e vídeos do álbum', 'Capa']);
    expect(difference(view, 'Título do álbum')[0]).toBe('Versão salva: Volt: o lançamento');
    // The order and the cover, told by the photos' titles.
    expect(difference(view, 'Fotos e vídeos do álbum')).toEqual([
      'Versão salva: Volt de lado, Volt de frente',
      'Sua versão: Volt de frente, Volt de lado',
    ]);
    expect(difference(view, 'Capa')).toEqual(['Versão salva: Volt de frente', 'Sua versão: Volt de lado']);
    expect(title).toHaveValue('Meu título');

    await user.click(within(view).getByRole('button', { name: 'Manter a minha como nova versão' }));
    expect(await screen.findByText('Álbum salvo.', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(saves.map((body) => [body.title, body.version, body.mediaIds, body.coverMediaId])).toEqual([
      ['Meu título', 3, [11, 12], 12],
      ['Meu título', 7, [11, 12], 12],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(title).toHaveValue('Meu título');
  });

  it("on 409 takes the other person's version when asked, items and cover too", async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/albums/5', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? album() : theirs());
      }),
      http.put('*/api/redacao/albums/5', () =>
        HttpResponse.json({ statusCode: 409, message: editorialNewsMessages.conflict }, { status: 409 }),
      ),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    const title = await screen.findByRole('textbox', { name: 'Título do álbum' });
    await user.type(title, ' (meu)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const view = await screen.findByRole('alert');
    await user.click(await within(view).findByRole('button', { name: 'Ficar com a versão salva' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Título do álbum' })).toHaveValue('Volt: o lançamento'),
    );
    expect(itemTitles()).toEqual(['Volt de lado', 'Volt de frente']);
    expect(
      within(screen.getByRole('group', { name: 'Volt de frente' })).getByRole('button', { name: 'Capa' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Alterações não salvas')).not.toBeInTheDocument();
  });

  it('adds a photo already in the newsroom, marks those in the album, and saves it last', async () => {
    const bodies: AlbumSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.get('*/api/redacao/photos', () =>
        HttpResponse.json({
          list: [
            { id: 11, title: 'Volt de frente', thumbnail: '/media/images/11-low.jpg' },
            { id: 30, title: 'Volt no salão', thumbnail: '/media/images/30-low.jpg' },
          ],
          total: 2,
        }),
      ),
      http.put('*/api/redacao/albums/5', async ({ request }) => {
        bodies.push((await request.json()) as AlbumSaveBody);
        return HttpResponse.json(album({ version: 4 }));
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    await user.click(await screen.findByRole('button', { name: 'Adicionar fotos já enviadas' }));
    expect(await screen.findByRole('button', { name: 'Escolher Volt de frente' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Escolher Volt no salão' }));
    expect(await screen.findByRole('group', { name: 'Volt no salão' })).toBeInTheDocument();
    expect(itemTitles()).toEqual(['Volt de frente', 'Volt de lado', 'Volt no salão']);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.mediaIds).toEqual([11, 12, 30]);
  });

  it("tells the album's publication between its saved versions in one 'Histórico'", async () => {
    server.use(
      http.get('*/api/redacao/albums/5', () =>
        HttpResponse.json(
          album({
            state: 'published',
            stateText: 'Publicado',
            url: '/media-gallery/album/5',
            changes: [
              {
                at: '2026-11-21T14:00:00.000Z',
                who: 'Carla Chefe',
                action: 'publish',
                actionText: 'Publicou',
                fields: [],
              },
              {
                at: '2026-11-21T13:30:00.000Z',
                who: 'Renata Redação',
                action: 'update',
                actionText: 'Salvou',
                fields: ['Título'],
              },
            ],
          }),
        ),
      ),
      http.get('*/api/redacao/revisions/album/5', () =>
        HttpResponse.json({
          revisions: [
            { number: 2, who: 'Renata Redação', at: '2026-11-21T13:30:00.000Z', restoredFrom: null },
            { number: 1, who: 'Renata Redação', at: '2026-11-20T12:00:00.000Z', restoredFrom: null },
          ],
        }),
      ),
      http.get('*/api/redacao/revisions/album/5/:number', ({ params }) =>
        HttpResponse.json({
          number: Number(params.number),
          who: 'Renata Redação',
          at: '2026-11-21T13:30:00.000Z',
          restoredFrom: null,
          snapshot: { title: Number(params.number) === 2 ? 'Lançamento do Volt' : 'Volt' },
        }),
      ),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(screen.queryByRole('region', { name: 'Histórico de alterações' })).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Ver versões salvas' }));
    const lines = await within(history).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Publicou Carla Chefe 21/11/2026 11:00',
      expect.stringMatching(/^Versão 2 \(atual\) Renata Redação 21\/11\/2026 10:30/),
      expect.stringMatching(/^Versão 1 Renata Redação 20\/11\/2026 09:00.*Restaurar esta versão$/),
    ]);
    const comparison = await within(history).findByRole('definition');
    expect(comparison.closest('div')).toHaveTextContent('Título do álbum');
  });
});

describe('the album editor keeps what is typed', () => {
  it('saves a draft by itself a few seconds after the typing stops, and says when', async () => {
    const bodies: AlbumSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.put('*/api/redacao/albums/5', async ({ request }) => {
        const body = (await request.json()) as AlbumSaveBody;
        bodies.push(body);
        return HttpResponse.json(album({ description: body.description, version: 4 }));
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    await user.type(await screen.findByRole('textbox', { name: 'Descrição do álbum' }), ' Em Curitiba.');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    expect(await screen.findByText(/^Salvo às \d\d:\d\d$/, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        version: 3,
        title: 'Lançamento do Volt',
        description: 'Fotos oficiais. Em Curitiba.',
        mediaIds: [11, 12],
        coverMediaId: 11,
      },
    ]);
    // Nothing more to save: no second call, and no notice of a save nobody pressed.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(bodies).toHaveLength(1);
    expect(screen.queryByText('Álbum salvo.')).not.toBeInTheDocument();
  }, 15000);

  it("keeps a published album's edits aside, never in the gallery without a save, and Enter saves nothing", async () => {
    const published = () =>
      album({ state: 'published', stateText: 'Publicado', url: '/media-gallery/album/5' });
    const kept: { version: number; body: Record<string, unknown> }[] = [];
    let savedLive = false;
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(published())),
      http.put('*/api/redacao/autosaves/album/5', async ({ request }) => {
        kept.push((await request.json()) as { version: number; body: Record<string, unknown> });
        return new HttpResponse(null, { status: 204 });
      }),
      http.put('*/api/redacao/albums/5', () => {
        savedLive = true;
        return HttpResponse.json(published());
      }),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    const title = await screen.findByRole('textbox', { name: 'Título do álbum' });
    await user.type(title, ' no Paraná{Enter}');
    expect(title).toHaveValue('Lançamento do Volt no Paraná');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Alterações guardadas às \d\d:\d\d, ainda fora do site\./,
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(kept).toEqual([
      {
        version: 3,
        body: expect.objectContaining({
          title: 'Lançamento do Volt no Paraná',
          cover: { mediaId: 11, title: 'Volt de frente' },
        }),
      },
    ]);
    expect(savedLive).toBe(false);
  }, 15000);

  it('asks before leaving for another /redacao page with unsaved changes, and stays when told', async () => {
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.get('*/api/redacao/albums', () => HttpResponse.json({ list: [] })),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    const title = await screen.findByRole('textbox', { name: 'Título do álbum' });
    await user.clear(title);
    await user.type(title, 'Só um rascunho');
    const areas = screen.getByRole('navigation', { name: 'Áreas da Redação' });
    await user.click(within(areas).getByRole('link', { name: 'Álbuns' }));
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Título do álbum' })).toHaveValue('Só um rascunho');

    await user.click(within(areas).getByRole('link', { name: 'Álbuns' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByText(editorialTexts.albums.empty)).toBeInTheDocument();
  });
});
