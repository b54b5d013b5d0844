import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MediaActions } from '../../../src/components/media/MediaActions';
import type { MediaItem } from '../../../src/components/media/mediaItem';
import type { FavoriteItem } from '../../../src/domain/favorites';
import { startAnalytics } from '../../../src/lib/analytics';
import { server } from '../msw/server';
import { testDownloadPass } from '../msw/setsHandlers';
import { catchSavedAttachments, renderWithProviders } from '../utils';

// GA itself is Google's script: react-ga4 stands in, so the test sees what would be sent.
const ga = vi.hoisted(() => ({ initialize: vi.fn(), event: vi.fn(), send: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

beforeAll(async () => {
  await import('../../../src/components/media/download/DownloadTermsDialog');
}, 30000);
afterEach(() => vi.restoreAllMocks());

/** Labels as the API writes them (the seed: dimensions, a byte count where measured, the format for a video). */
const photo: MediaItem = {
  title: 'Aurora Polo na serra',
  media: '/media/images/polo-serra-full.jpg',
  mediaMed: '/media/images/polo-serra-med.jpg',
  mediaLow: '/media/images/polo-serra-low.jpg',
  mediaSize: '4096 x 2731 px · 3,9 MB',
  mediaSizeMedium: '1795 x 1197 px · 820 KB',
  mediaSizeLow: '1024 x 683 px · 180 KB',
};
const video: MediaItem = {
  title: 'Aurora Polo em movimento',
  media: '/media/videos/polo-movimento-high.mov',
  mediaMed: '/media/videos/polo-movimento-med.mp4',
  mediaLow: '/media/images/polo-movimento-poster.jpg',
  mediaSize: 'MOV · 1280 x 720 px',
  mediaSizeMedium: 'MP4 · 854 x 480 px',
  mediaSizeLow: '854 x 480 px',
};

const sizesShown = (title: string) =>
  screen.getAllByRole('button', { name: new RegExp(`— ${title}$`) }).map((button) => button.textContent);

describe('media actions', () => {
  it('offers Pequena, Média and Grande for a photo with their size labels, each saved as an attachment through the API', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={photo} />);
    const baixar = screen.getByRole('button', { name: 'Baixar: Aurora Polo na serra' });
    await user.click(baixar);
    expect(sizesShown('Aurora Polo na serra')).toEqual([
      'Pequena 1024 x 683 px · 180 KB',
      'Média 1795 x 1197 px · 820 KB',
      'Grande 4096 x 2731 px · 3,9 MB',
    ]);
    const attachment = (link: string) =>
      `/api/medias_api/download-file/${link.slice(link.lastIndexOf('/') + 1)}?pass=${testDownloadPass}`;
    for (const [size, link] of [
      ['Pequena', photo.mediaLow],
      ['Média', photo.mediaMed],
      ['Grande', photo.media],
    ] as const) {
      if (baixar.getAttribute('aria-expanded') === 'false') await user.click(baixar);
      await user.click(screen.getByRole('button', { name: new RegExp(`^${size} `) }));
      await waitFor(() => expect(saved.at(-1)).toBe(attachment(link)));
      // A choice closes the list and gives focus back to 'Baixar'.
      expect(baixar).toHaveAttribute('aria-expanded', 'false');
      expect(baixar).toHaveFocus();
    }
  });

  it('offers MP4 and MOV for a video, downloaded as attachments through the API', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={video} />);
    expect(screen.queryByRole('button', { name: /^Ampliar/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora Polo em movimento' }));
    expect(sizesShown('Aurora Polo em movimento')).toEqual(['MP4 854 x 480 px', 'MOV 1280 x 720 px']);
    await user.click(screen.getByRole('button', { name: /^MP4/ }));
    await waitFor(() =>
      expect(saved.at(-1)).toBe(
        `/api/medias_api/download-file/polo-movimento-med.mp4?pass=${testDownloadPass}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora Polo em movimento' }));
    await user.click(screen.getByRole('button', { name: /^MOV/ }));
    await waitFor(() =>
      expect(saved.at(-1)).toBe(
        `/api/medias_api/download-file/polo-movimento-high.mov?pass=${testDownloadPass}`,
      ),
    );
  });

  it('says in words, beside Baixar, that the download was refused, and saves nothing', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const tooMany = 'Muitas requisições. Tente novamente em 42 segundos.';
    server.use(
      http.post('*/api/downloads/pass', () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: tooMany },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      ),
    );
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={photo} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora Polo na serra' }));
    await user.click(screen.getByRole('button', { name: /^Grande / }));
    const actions = screen.getByRole('group', { name: 'Ações: Aurora Polo na serra' });
    expect(await within(actions).findByRole('alert')).toHaveTextContent(tooMany);
    expect(saved).toEqual([]);

    // The next download that goes through takes the words away.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora Polo na serra' }));
    await user.click(screen.getByRole('button', { name: /^Média / }));
    await waitFor(() =>
      expect(saved).toEqual([`/api/medias_api/download-file/polo-serra-med.jpg?pass=${testDownloadPass}`]),
    );
    expect(within(actions).queryByRole('alert')).toBeNull();
  });

  it('offers a film uploaded as MP4 as its spec MP4 and its original MP4, told apart by their pixels', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const saved = catchSavedAttachments();
    const film: MediaItem = {
      ...video,
      title: 'Aurora Ipê EV na estrada',
      media: '/media/videos/ipe-estrada-4f2a91c0-high.mp4',
      mediaMed: '/media/videos/ipe-estrada-4f2a91c0-med.mp4',
      mediaSize: 'MP4 · 1920 x 1080 px · 48 MB',
      mediaSizeMedium: 'MP4 · 854 x 480 px · 9,1 MB',
    };
    const { user } = renderWithProviders(<MediaActions item={film} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora Ipê EV na estrada' }));
    expect(sizesShown('Aurora Ipê EV na estrada')).toEqual([
      'MP4 854 x 480 px · 9,1 MB',
      'MP4 1920 x 1080 px · 48 MB',
    ]);
    await user.click(screen.getByRole('button', { name: /^MP4 1920 x 1080 px/ }));
    await waitFor(() =>
      expect(saved.at(-1)).toBe(
        `/api/medias_api/download-file/ipe-estrada-4f2a91c0-high.mp4?pass=${testDownloadPass}`,
      ),
    );
  });

  it('closes the sizes on Escape, giving focus back to Baixar', async () => {
    const { user } = renderWithProviders(<MediaActions item={photo} />);
    const baixar = screen.getByRole('button', { name: 'Baixar: Aurora Polo na serra' });
    await user.click(baixar);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Pequena/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(baixar).toHaveAttribute('aria-expanded', 'false');
    expect(baixar).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Pequena/ })).toBeNull();
  });

  it('asks for the terms on the first download only: ticked, confirm disabled when unticked', async () => {
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={video} />);
    const baixar = screen.getByRole('button', { name: 'Baixar: Aurora Polo em movimento' });
    await user.click(baixar);
    await user.click(screen.getByRole('button', { name: /^MP4/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos de uso para download' });
    const box = within(dialog).getByRole('checkbox', {
      name: 'Li e concordo com os Termos de Uso para Download',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Baixar' });
    expect(box).toBeChecked();
    expect(confirm).toBeEnabled();
    await user.click(box);
    expect(confirm).toBeDisabled();
    await user.click(box);
    await user.click(confirm);
    expect(localStorage.getItem('downloadAccepted')).toBe('accepted');
    await waitFor(() =>
      expect(saved).toEqual([
        `/api/medias_api/download-file/polo-movimento-med.mp4?pass=${testDownloadPass}`,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(baixar).toHaveFocus();

    await user.click(baixar);
    await user.click(screen.getByRole('button', { name: /^MOV/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a T-Cross photo in its buttons with the hyphen that never breaks, and favorites it as written', async () => {
    const { user, store } = renderWithProviders(
      <MediaActions item={{ ...photo, title: 'Aurora T-Cross em estúdio' }} />,
      { route: '/media-gallery/album/700' },
    );
    expect(
      screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross em estúdio' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favoritar: Aurora T\u2011Cross em estúdio' }));
    // Stored as the content names it: the rule is for showing and speaking it.
    expect(store.getState().favorites.items[0]?.name).toBe('Aurora T-Cross em estúdio');
  });

  it("adds a favorite, shows it pressed, then says 'Ja adicionado' for the same item and leaves the list unchanged", async () => {
    const { user, store } = renderWithProviders(<MediaActions item={photo} />, {
      route: '/media-gallery/album/700',
    });
    const favoritar = screen.getByRole('button', { name: 'Favoritar: Aurora Polo na serra' });
    expect(favoritar).toHaveAttribute('aria-pressed', 'false');
    await user.click(favoritar);
    // A favorite now: the same button, under the same name, pressed.
    expect(screen.getByRole('button', { name: 'Favoritar: Aurora Polo na serra', pressed: true })).toBe(
      favoritar,
    );
    const expected: FavoriteItem = {
      name: 'Aurora Polo na serra',
      type: 'Imagem',
      imageLink: photo.mediaLow,
      contentLink: '/media-gallery/album/700',
      contentToDownload: [photo.media],
      mediaAmount: 1,
    };
    expect(store.getState().favorites.items).toEqual([{ ...expected, addedAt: expect.any(String) }]);
    expect(screen.getByRole('status')).toHaveTextContent('Adicionado aos favoritos');

    const before = store.getState().favorites.items;
    await user.click(favoritar);
    expect(screen.getByRole('status')).toHaveTextContent(/^Ja adicionado$/);
    expect(store.getState().favorites.items).toBe(before);
    expect(favoritar).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the favorites list is full', async () => {
    const full: FavoriteItem[] = Array.from({ length: 100 }, (_, index) => ({
      name: `Item ${index}`,
      type: 'Imagem',
      imageLink: `/media/images/item-${index}.jpg`,
      contentLink: '/media-gallery',
      contentToDownload: [`/media/images/item-${index}.jpg`],
      mediaAmount: 1,
    }));
    const { user, store } = renderWithProviders(<MediaActions item={photo} />, {
      preloadedState: { favorites: { items: full } },
    });
    await user.click(screen.getByRole('button', { name: 'Favoritar: Aurora Polo na serra' }));
    expect(screen.getByRole('status')).toHaveTextContent(/lista de favoritos está cheia/);
    expect(store.getState().favorites.items).toHaveLength(100);
  });

  it('counts a download in analytics only once the visitor has accepted cookies', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={video} />);
    const download = async () => {
      await user.click(screen.getByRole('button', { name: 'Baixar: Aurora Polo em movimento' }));
      await user.click(screen.getByRole('button', { name: /^MP4/ }));
    };

    await download();
    // The file is on its way; without consent analytics holds nothing that could count it later.
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(ga.event).not.toHaveBeenCalled();

    await startAnalytics('G-TESTE12345'); // what accepting the cookie notice does
    await download();
    await waitFor(() =>
      expect(ga.event).toHaveBeenCalledWith('file_download', {
        // Named as the saved file is, so the report says which picture or film was taken.
        file_name: 'aurora-polo-em-movimento-media-854x480.mp4',
        file_extension: 'mp4',
        link_url: 'http://localhost:3000/api/medias_api/download-file/polo-movimento-med.mp4',
      }),
    );
    expect(ga.event).toHaveBeenCalledTimes(1);
  });

  it('counts a favorite added in analytics, and not the repeat that changed nothing', async () => {
    await startAnalytics('G-TESTE12345'); // consent given, as in the test above
    ga.event.mockClear();
    const { user } = renderWithProviders(<MediaActions item={photo} />);
    const favoritar = screen.getByRole('button', { name: 'Favoritar: Aurora Polo na serra' });

    await user.click(favoritar);
    await user.click(favoritar);
    await waitFor(() =>
      expect(ga.event).toHaveBeenCalledWith('add_to_favorites', {
        item_name: 'Aurora Polo na serra',
        item_type: 'Imagem',
      }),
    );
    // Both clicks had their say before the first event was seen: a count for the repeat would be here by now.
    expect(ga.event).toHaveBeenCalledTimes(1);
  });
});
