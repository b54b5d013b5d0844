import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { GalleryGrid } from '../../../src/features/home/components/GalleryGrid';
import { galleryPhoto, galleryVideo } from '../../fixtures/gallery';
import { renderWithProviders } from '../utils';

beforeAll(async () => {
  await import('../../../src/components/media/MediaLightbox');
}, 30000);
afterEach(() => vi.restoreAllMocks());

const items = [
  galleryPhoto(1, 'Foto da home 1'),
  galleryVideo(2, 'Vídeo da home'),
  galleryPhoto(3, 'Foto da home 2'),
];

describe("home's latest photos and videos", () => {
  it('have the media actions: a photo opens in the lightbox over the grid, and can be favorited', async () => {
    const { user, store } = renderWithProviders(<GalleryGrid items={items} />, { route: '/home' });
    expect(screen.getByRole('button', { name: 'Baixar: Vídeo da home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favoritar: Vídeo da home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ampliar: Vídeo da home' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Favoritar: Foto da home 2' }));
    expect(store.getState().favorites.items[0]).toMatchObject({
      name: 'Foto da home 2',
      contentLink: '/home',
    });

    await user.click(screen.getByRole('button', { name: 'Ampliar: Foto da home 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visualizador de fotos' });
    expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('2 de 2');
    expect(within(dialog).getByRole('button', { name: 'Baixar: Foto da home 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
