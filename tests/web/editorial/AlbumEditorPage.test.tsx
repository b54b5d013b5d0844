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
import { renderWithProviders } from '../utils';
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
    expect(screen.getByRole('alert')).toHaveTextContent(albumMessages.titleRequired);
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
    // Unsaved changes first: a publication acts on what is saved.
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Álbum salvo.', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        version: 3,
        title: 'Lançamento do Volt',
        description: 'Fotos oficiais.',
        mediaIds: [12, 11],
        coverMediaId: 12,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  });

  it("shows the server's refusal to publish in its words, and the album stays a draft", async () => {
    server.use(
      http.get('*/api/redacao/albums/5', () => HttpResponse.json(album())),
      http.post('*/api/redacao/albums/5/publish', () =>
        HttpResponse.json({ statusCode: 400, message: albumMessages.publishNotReady }, { status: 400 }),
      ),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(albumMessages.publishNotReady)).toBeInTheDocument();
    expect(screen.getByText('Rascunho', { selector: '.editorial-state' })).toBeInTheDocument();
  });

  it('keeps what was typed when another editor saved first, until the press officer reloads', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/albums/5', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? album() : album({ version: 4, title: 'Volt: o lançamento' }));
      }),
      http.put('*/api/redacao/albums/5', () =>
        HttpResponse.json({ statusCode: 409, message: editorialNewsMessages.conflict }, { status: 409 }),
      ),
    );
    const { user } = renderAlbums('/redacao/albuns/5');
    const title = await screen.findByRole('textbox', { name: 'Título do álbum' });
    await user.clear(title);
    await user.type(title, 'Meu título');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(editorialNewsMessages.conflict)).toBeInTheDocument();
    expect(title).toHaveValue('Meu título');
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByDisplayValue('Volt: o lançamento')).toBeInTheDocument();
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
});
