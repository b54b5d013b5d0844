import { testDownloadPass } from '../msw/setsHandlers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MediaCardGrid } from '../../../src/components/media/MediaCardGrid';
import { galleryPhoto, galleryVideo } from '../../fixtures/gallery';
import { announced, catchSavedAttachments, lastAnnouncement, renderWithProviders } from '../utils';

// The lightbox and the terms dialog are loaded on demand: compiling them once here keeps that out of the tests' time.
beforeAll(async () => {
  await import('../../../src/components/media/MediaLightbox');
  await import('../../../src/components/media/download/DownloadTermsDialog');
}, 30000);
afterEach(() => vi.restoreAllMocks());

const items = [
  galleryPhoto(1, 'Foto um'),
  galleryVideo(2, 'Vídeo dois'),
  galleryPhoto(3, 'Foto três'),
  { ...galleryPhoto(4, 'Foto quatro'), caption: 'Linha de montagem em Betim' },
];

const lightbox = () => screen.findByRole('dialog', { name: 'Visualizador de fotos' });
/** The slide shown: the library keeps its neighbours mounted, hidden from assistive technology. */
const currentTitle = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByText(/^Foto /)
    .filter((element) => element.closest('[aria-hidden="true"], [inert]') === null)
    .map((element) => element.textContent);

describe('the lightbox', () => {
  it("opens on 'Ampliar' at that photo, over the list's photos only, and closes on Escape, returning focus", async () => {
    const { user } = renderWithProviders(<MediaCardGrid items={items} />, { route: '/media-gallery' });
    // A video keeps its inline player: no 'Ampliar'.
    expect(screen.queryByRole('button', { name: 'Ampliar: Vídeo dois' })).toBeNull();
    const ampliar = screen.getByRole('button', { name: 'Ampliar: Foto três' });
    await user.click(ampliar);

    const dialog = await lightbox();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves into it (and the page behind is inert), so the keys below go to it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();
    expect(currentTitle(dialog)).toContain('Foto três');
    // The medium rendition, with the three in its srcset.
    const image = within(dialog).getAllByRole('img', { name: 'Foto três' })[0]!;
    expect(image).toHaveAttribute('src', '/media/images/gallery-3-med.jpg');
    expect(image.getAttribute('srcset')).toBe(
      '/media/images/gallery-3-low.jpg 1024w, /media/images/gallery-3-med.jpg 1795w, /media/images/gallery-3-full.jpg 4096w',
    );
    // The current photo's actions are in the toolbar.
    expect(within(dialog).getByRole('button', { name: 'Baixar: Foto três' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Favoritar: Foto três' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('3 de 3'));
    // The toolbar follows the lightbox's view callback, a render after the counter.
    expect(await within(dialog).findByRole('button', { name: 'Baixar: Foto quatro' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(ampliar).toHaveFocus());

    // Opened again elsewhere, it starts at that photo, not where it was left.
    await user.click(screen.getByRole('button', { name: 'Ampliar: Foto um' }));
    const again = await lightbox();
    expect(again.querySelector('.yarl__counter')).toHaveTextContent('1 de 3');
    expect(await within(again).findByRole('button', { name: 'Baixar: Foto um' })).toBeInTheDocument();
  });

  it('favorites and downloads the photo shown, and Escape in the terms dialog leaves the lightbox open', async () => {
    const saved = catchSavedAttachments();
    const { user, store } = renderWithProviders(<MediaCardGrid items={items} />, {
      route: '/media-gallery',
    });
    await user.click(screen.getByRole('button', { name: 'Ampliar: Foto um' }));
    const dialog = await lightbox();

    await user.click(within(dialog).getByRole('button', { name: 'Favoritar: Foto um' }));
    expect(store.getState().favorites.items.map((item) => item.name)).toEqual(['Foto um']);

    await user.click(within(dialog).getByRole('button', { name: 'Baixar: Foto um' }));
    await user.click(within(dialog).getByRole('button', { name: /^Grande 4,1 MB/ }));
    const terms = await screen.findByRole('dialog', { name: 'Termos de uso para download' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(terms).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Visualizador de fotos' })).toBeInTheDocument();
    expect(saved).toEqual([]);
    // Focus is back on the toolbar's 'Baixar', and stays on it as the arrows move to another photo.
    const toolbarBaixar = within(dialog).getByRole('button', { name: 'Baixar: Foto um' });
    await waitFor(() => expect(toolbarBaixar).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('2 de 3'));
    // The toolbar follows the photo shown once the lightbox reports the move, a render after its counter.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Baixar: Foto três' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('1 de 3'));

    await user.click(await within(dialog).findByRole('button', { name: 'Baixar: Foto um' }));
    await user.click(within(dialog).getByRole('button', { name: /^Grande/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Termos de uso para download' })).getByRole('button', {
        name: 'Baixar',
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([`/api/medias_api/download-file/gallery-1-full.jpg?pass=${testDownloadPass}`]),
    );
  });

  it('by keyboard: opens on a named control, Tab goes round its controls, Escape closes from anywhere', async () => {
    const { user } = renderWithProviders(<MediaCardGrid items={items} />, { route: '/media-gallery' });
    const ampliar = screen.getByRole('button', { name: 'Ampliar: Foto três' });
    ampliar.focus();
    await user.keyboard('{Enter}');
    const dialog = await lightbox();
    // The first of its controls, not the library's unnamed frame.
    const baixar = await within(dialog).findByRole('button', { name: 'Baixar: Foto três' });
    await waitFor(() => expect(baixar).toHaveFocus());
    // Only the photo shown is said, with where it stands; the carousel itself is no live region.
    await announced('Foto três. 2 de 3.');
    expect(dialog.querySelector('[aria-live="polite"], [aria-live="assertive"]')).toBeNull();

    const order = ['Favoritar: Foto três', 'Fechar', 'Foto anterior', 'Próxima foto', 'Baixar: Foto três'];
    for (const name of order) {
      await user.tab();
      expect(within(dialog).getByRole('button', { name })).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Próxima foto' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('3 de 3'));
    await announced('Foto quatro. Linha de montagem em Betim. 3 de 3.');
    expect(lastAnnouncement()).not.toMatch(/Foto três|Foto um/);

    // Focus left on the page (a control gone from under it): Escape still closes, and the opener has it back.
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(ampliar).toHaveFocus());
  });
});
