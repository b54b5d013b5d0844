import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import AlbumPage from '../../../src/features/gallery/pages/AlbumPage';
import { albumFixture } from '../../fixtures/gallery';
import { renderWithProviders } from '../utils';

afterEach(() => vi.restoreAllMocks());

function renderAlbum(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/media-gallery/album/:albumId" element={<AlbumPage />} />
    </Routes>,
    { route },
  );
}

const items = () =>
  within(screen.getByRole('region', { name: 'Fotos e vídeos do álbum' })).queryAllByRole('listitem');
const more = () => screen.queryByRole('button', { name: 'Ver mais fotos e vídeos do álbum' });

describe('album page', () => {
  it("shows the album's title, description and its photos and videos, 9 at a time", async () => {
    const { user } = renderAlbum('/media-gallery/album/700');
    // Titles with T-Cross show a non-breaking hyphen (spec section 5).
    const shownTitle = albumFixture.title.replace('T-Cross', 'T\u2011Cross');
    expect(shownTitle).not.toBe(albumFixture.title);
    expect(await screen.findByRole('heading', { level: 1, name: shownTitle })).toBeInTheDocument();
    expect(screen.getByText(albumFixture.description)).toBeInTheDocument();
    expect(document.title).toBe(`${albumFixture.title} | Aurora Imprensa`);
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Galeria' })).toHaveAttribute('href', '/media-gallery');
    expect(within(trail).getByRole('link', { name: 'Media Center' })).toHaveAttribute(
      'href',
      '/media-center',
    );
    expect(items()).toHaveLength(9);
    const first = items()[0];

    await user.click(more()!);
    await waitFor(() => expect(items()).toHaveLength(11));
    expect(items()[0]).toBe(first);
    expect(more()).not.toBeInTheDocument();
    // The last item is a video: a play button, not a photo, and no Ampliar.
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo: Vídeo do lançamento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ampliar: Vídeo do lançamento' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar: Vídeo do lançamento' })).toBeInTheDocument();
    // Photos and videos alike can be downloaded and favorited; each photo opens in the lightbox.
    expect(screen.getAllByRole('button', { name: /^Baixar: / })).toHaveLength(11);
    expect(screen.getAllByRole('button', { name: /^Favoritar: / })).toHaveLength(11);
    expect(screen.getAllByRole('button', { name: /^Ampliar: / })).toHaveLength(10);
  });

  it("says 'Conteúdo não encontrado.' for an unknown album", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAlbum('/media-gallery/album/999');
    expect(await screen.findByRole('heading', { name: 'Conteúdo não encontrado.' })).toBeInTheDocument();
    expect(document.title).toBe('Conteúdo não encontrado | Aurora Imprensa');
  });

  it("says 'Conteúdo não encontrado.' for an address naming no album, without asking", async () => {
    renderAlbum('/media-gallery/album/abc');
    expect(await screen.findByRole('heading', { name: 'Conteúdo não encontrado.' })).toBeInTheDocument();
  });
});
