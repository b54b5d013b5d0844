import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { SetActions } from '../../../src/components/media/SetActions';
import type { FavoriteItem } from '../../../src/domain/favorites';
import { displayTitle } from '../../../src/domain/format';
import { setAtOnceMaxBytes } from '../../../src/domain/limits';
import { albumFixture } from '../../fixtures/gallery';
import { newsDetailFixture } from '../../fixtures/news';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import { setFixtures, testDownloadPass } from '../msw/setsHandlers';
import { catchSavedAttachments, renderApp, renderWithProviders } from '../utils';

beforeAll(async () => {
  await import('../../../src/components/media/download/DownloadTermsDialog');
  await import('../../../src/features/favorites/components/SetCartEmailDialog');
}, 30000);
afterEach(() => vi.restoreAllMocks());

const albumPath = `/media-gallery/album/${albumFixture.id}`;
const albumSet = setFixtures[`album/${albumFixture.id}`]!;

/** The album's toolbar alone, on the album's address. */
function renderAlbumActions() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/media-gallery/album/:albumId"
        element={<SetActions kind="album" id={albumFixture.id} title={albumFixture.title} />}
      />
    </Routes>,
    { route: albumPath },
  );
}

describe("a set's actions", () => {
  it("asks for the download terms first, then saves the album's zip", async () => {
    const saved = catchSavedAttachments();
    const { user } = renderAlbumActions();
    await user.click(screen.getByRole('button', { name: 'Baixar álbum' }));
    const terms = await screen.findByRole('dialog', { name: 'Termos de uso para download' });
    expect(saved).toEqual([]);
    await user.click(within(terms).getByRole('button', { name: 'Baixar' }));
    await waitFor(() =>
      expect(saved).toEqual([`/api/sets/album/${albumFixture.id}/zip?pass=${testDownloadPass}`]),
    );
  });

  it('says it is working while the set is asked for, and takes no second click meanwhile', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const answer = heldAnswer();
    server.use(
      http.get('*/api/sets/album/:id', async () => {
        await answer.held;
        return HttpResponse.json(albumSet);
      }),
    );
    const saved = catchSavedAttachments();
    const { user } = renderAlbumActions();
    const download = screen.getByRole('button', { name: 'Baixar álbum' });
    // The favorite needs the set's files: not before they came.
    expect(
      screen.getByRole('button', { name: `Favoritar todas: ${displayTitle(albumFixture.title)}` }),
    ).toBeDisabled();
    await user.click(download);
    expect(download).toHaveAttribute('aria-busy', 'true');
    expect(download).toHaveTextContent('Preparando…');
    await user.click(download);
    answer.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(download).not.toHaveAttribute('aria-busy');
    expect(download).toHaveTextContent('Baixar álbum');
    expect(download).toHaveFocus();
  });

  it('sends a set past the limit by e-mail, leaving the favorites as they were', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const bytes = setAtOnceMaxBytes * 2;
    server.use(
      http.get('*/api/sets/album/:id', () => HttpResponse.json({ ...albumSet, bytes, atOnce: false })),
    );
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/cartfiles', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const saved = catchSavedAttachments();
    const { user, store } = renderApp(albumPath);
    await user.click(
      await screen.findByRole('button', { name: `Favoritar todas: ${displayTitle(albumFixture.title)}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Baixar álbum' }));

    const dialog = await screen.findByRole('dialog', { name: 'Receber por e-mail' });
    expect(screen.getByText(/Com 200 MB, este conjunto vai por e-mail/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('E-mail'), 'jornalista@redacao.test');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText(/^11 arquivos, /)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Enviar link' }));

    expect(
      await screen.findByText('Pronto! O link para baixar os arquivos chegará por e-mail em alguns minutos.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'jornalista@redacao.test', cart: [{ title: albumFixture.title, files: albumSet.files }] },
    ]);
    expect(saved).toEqual([]);
    expect(store.getState().favorites.items).toHaveLength(1);
  });

  it('adds the whole album as one favorite, and says so the second time', async () => {
    const { user, store } = renderAlbumActions();
    const favorite = screen.getByRole('button', {
      name: `Favoritar todas: ${displayTitle(albumFixture.title)}`,
    });
    await waitFor(() => expect(favorite).toBeEnabled());
    await user.click(favorite);
    expect(await screen.findByText('Adicionado aos favoritos')).toBeInTheDocument();
    expect(store.getState().favorites.items).toEqual([
      {
        name: albumFixture.title,
        type: 'Álbum',
        imageLink: `${albumSet.cover}#todas-album-${albumFixture.id}`,
        contentLink: albumPath,
        contentToDownload: albumSet.files,
        mediaAmount: albumSet.files.length,
        addedAt: expect.any(String),
      } satisfies FavoriteItem & { addedAt: unknown },
    ]);
    await user.click(favorite);
    expect(await screen.findByText('Ja adicionado')).toBeInTheDocument();
    expect(store.getState().favorites.items).toHaveLength(1);
  });

  it("offers a news item's photo set whole: 'Favoritar todas' is every file it delivers, another favorite than the release", async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const saved = catchSavedAttachments();
    const { user, store } = renderApp(`/news/${newsDetailFixture.id}`);
    const title = displayTitle(newsDetailFixture.title);
    const toolbar = await screen.findByRole('group', { name: `Todas as fotos e vídeos: ${title}` });
    await user.click(within(toolbar).getByRole('button', { name: 'Baixar todas' }));
    await waitFor(() =>
      expect(saved).toEqual([`/api/sets/news/${newsDetailFixture.id}/zip?pass=${testDownloadPass}`]),
    );

    const favoriteAll = within(toolbar).getByRole('button', { name: `Favoritar todas: ${title}` });
    await waitFor(() => expect(favoriteAll).toBeEnabled());
    await user.click(favoriteAll);
    expect(await within(toolbar).findByText('Adicionado aos favoritos')).toBeInTheDocument();
    const newsSet = setFixtures[`news/${newsDetailFixture.id}`]!;
    expect(store.getState().favorites.items).toMatchObject([
      { type: 'Fotos e vídeos', contentToDownload: newsSet.files, mediaAmount: newsSet.files.length },
    ]);
    // The release (its PDF and its own photos) is the PDF row's favorite, added beside it.
    await user.click(screen.getByRole('button', { name: `Favoritar release: ${title}` }));
    expect(
      await screen.findByText('Adicionado aos favoritos', { selector: '.pdf-row *' }),
    ).toBeInTheDocument();
    expect(store.getState().favorites.items.map((item) => item.type)).toEqual([
      'Press Release',
      'Fotos e vídeos',
    ]);
  });

  it("adds an album whole beside its cover photo's own favorite", async () => {
    const { user, store } = renderApp(albumPath);
    const title = displayTitle(albumFixture.title);
    const cover = albumFixture.items[0]!;
    await user.click(await screen.findByRole('button', { name: `Favoritar: ${displayTitle(cover.title)}` }));
    const favoriteAll = screen.getByRole('button', { name: `Favoritar todas: ${title}` });
    await waitFor(() => expect(favoriteAll).toBeEnabled());
    await user.click(favoriteAll);
    const toolbar = screen.getByRole('group', { name: `Todas as fotos e vídeos: ${title}` });
    expect(await within(toolbar).findByText('Adicionado aos favoritos')).toBeInTheDocument();
    expect(store.getState().favorites.items.map((item) => item.mediaAmount)).toEqual([
      albumSet.files.length,
      1,
    ]);
  });

  it('says in Portuguese when the set could not be asked for', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    server.use(
      http.get('*/api/sets/album/:id', () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Erro' },
          { status: 500 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved = catchSavedAttachments();
    const { user } = renderAlbumActions();
    await user.click(screen.getByRole('button', { name: 'Baixar álbum' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível preparar o download agora. Tente novamente em alguns instantes.',
    );
    expect(saved).toEqual([]);
  });

  it("says in words, in the set's toolbar, that its download was refused", async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const tooMany = 'Muitas requisições. Tente novamente em 30 segundos.';
    server.use(
      http.post('*/api/downloads/pass', () =>
        HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: tooMany }, { status: 429 }),
      ),
    );
    const saved = catchSavedAttachments();
    const { user } = renderAlbumActions();
    await user.click(screen.getByRole('button', { name: 'Baixar álbum' }));
    const toolbar = screen.getByRole('group', {
      name: `Todas as fotos e vídeos: ${displayTitle(albumFixture.title)}`,
    });
    expect(await within(toolbar).findByRole('alert')).toHaveTextContent(tooMany);
    expect(saved).toEqual([]);
  });
});
