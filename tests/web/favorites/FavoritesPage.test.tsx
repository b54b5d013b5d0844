import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderFavoritesPage } from './renderFavoritesPage';
import { announced } from '../utils';
import { favoriteOfSet } from '../../../src/domain/favorites';
import { favorite, favorites } from './favoriteBuilders';

const dialog = () => screen.getByRole('dialog');
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const stored = () => JSON.parse(localStorage.getItem('favorites') ?? 'null') as unknown;

describe('/carrinho', () => {
  it('lists the favorites, titled Favoritos', () => {
    const album = favorite(2, {
      name: 'Álbum Nivus',
      contentToDownload: ['/a.jpg', '/b.jpg', '/c.mp4'],
      mediaAmount: 3,
    });
    renderFavoritesPage([favorite(1, { type: 'Video' }), album]);

    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    expect(document.title).toBe('Favoritos | Aurora Imprensa');
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByText('Favoritos')).toHaveAttribute('aria-current', 'page');

    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.closest('.favorites-list'));
    expect(within(first!).getByRole('link', { name: 'Foto 1' })).toHaveAttribute(
      'href',
      '/media-gallery/album/701',
    );
    expect(within(first!).getByText('Video')).toBeInTheDocument();
    expect(within(first!).getByText('1 arquivo')).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', favorite(1).imageLink);
    expect(within(second!).getByText('3 arquivos')).toBeInTheDocument();
    expect(screen.getByText('2 itens, 4 arquivos')).toBeInTheDocument();
  });

  it("shows a set's favorite by its cover, beside that photo's own, with the files its zip will hold", () => {
    const cover = favorite(1);
    const set = favoriteOfSet(
      {
        kind: 'album',
        id: 701,
        title: 'Álbum Nivus',
        cover: cover.imageLink,
        files: ['/media/images/photo-1.jpg', '/media/images/photo-2.jpg', '/media/videos/film.mp4'],
      },
      '/media-gallery/album/701',
    );
    renderFavoritesPage([set, cover]);
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.closest('.favorites-list'));
    expect(within(first!).getByText('Álbum')).toBeInTheDocument();
    expect(within(first!).getByText('3 arquivos')).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', cover.imageLink);
    expect(second!.querySelector('img')).toHaveAttribute('src', cover.imageLink);
    expect(screen.getByText('2 itens, 4 arquivos')).toBeInTheDocument();
  });

  it('shows an attachment (a spec sheet, identified by its PDF link) with a document sign, not a broken image', () => {
    const sheet = '/media/docs/ficha-nivus.pdf';
    renderFavoritesPage([
      favorite(1, {
        name: 'Ficha técnica: Nivus',
        type: 'Anexo',
        imageLink: sheet,
        contentToDownload: [sheet],
      }),
    ]);

    const item = screen.getAllByRole('listitem').find((li) => li.closest('.favorites-list'))!;
    expect(within(item).getByText('Anexo')).toBeInTheDocument();
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('.favorite-thumb--file')).not.toBeNull();
  });

  it('keeps T-Cross whole in a name, in the list and in the removal question (non-breaking hyphens)', async () => {
    const { user } = renderFavoritesPage([favorite(1, { name: 'Aurora T-Cross em estúdio' })]);
    const shown = 'Aurora T\u2011Cross em estúdio';

    expect(screen.getByRole('link', { name: shown })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remover ${shown}` }));
    expect(within(dialog()).getByText(shown)).toBeInTheDocument();
  });

  it('asks before removing one: Não keeps it, Sim removes it', async () => {
    const { user } = renderFavoritesPage(favorites(2));

    await user.click(screen.getByRole('button', { name: 'Remover Foto 1' }));
    expect(within(dialog()).getByText('Apagar esse objeto dos favoritos?')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Não' })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Não' }));
    await dialogGone();
    expect(screen.getByRole('link', { name: 'Foto 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover Foto 1' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remover Foto 1' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Sim' }));
    await dialogGone();
    expect(screen.queryByRole('link', { name: 'Foto 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foto 2' })).toBeInTheDocument();
    expect(stored()).toEqual([favorite(2)]);
    await announced('Foto 1 removido dos favoritos. Favoritos, 1 item.');
    // Its button is gone: the focus lands on the page's title, not on the document's body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('asks before clearing all: Não keeps them, Sim empties the list', async () => {
    const { user } = renderFavoritesPage(favorites(3));

    await user.click(screen.getByRole('button', { name: 'Limpar favoritos' }));
    expect(within(dialog()).getByText('Apagar todos objetos dos favoritos?')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Não' }));
    await dialogGone();
    expect(screen.getAllByRole('link', { name: /^Foto/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Limpar favoritos' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Favoritos está vazio')).toBeInTheDocument();
    expect(stored()).toEqual([]);
    await announced('Favoritos está vazio.');
  });

  it("when empty says so, and 'Voltar' goes home on the visit's first page", async () => {
    const { user } = renderFavoritesPage([]);
    expect(screen.getByText('Favoritos está vazio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar todos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
  });

  it("'Voltar' goes back to the page the visitor came from", async () => {
    const { user } = renderFavoritesPage([], { route: '/news' });
    await user.click(screen.getByRole('link', { name: 'Ir aos favoritos' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
  });
});
