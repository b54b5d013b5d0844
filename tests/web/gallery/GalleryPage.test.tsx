import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import GalleryPage from '../../../src/features/gallery/pages/GalleryPage';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';

let calls: string[] = [];
const recordCalls = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/buckets/')) calls.push(`${url.pathname.slice(5)}${url.search}`);
};

beforeEach(() => {
  calls = [];
  server.events.on('request:start', recordCalls);
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });
const items = (name: string) => within(section(name)).queryAllByRole('listitem');

async function renderGallery() {
  const result = renderWithProviders(<GalleryPage />, { route: '/media-gallery' });
  await screen.findByText('Foto da galeria 1');
  await screen.findByText('Vídeo da galeria 1');
  await screen.findByText('Álbum 1');
  return result;
}

describe('media gallery', () => {
  it('shows the latest photos, videos and albums, 9 of each from page 1', async () => {
    await renderGallery();
    expect(items('Últimas fotos')).toHaveLength(9);
    expect(items('Últimos vídeos')).toHaveLength(9);
    expect(items('Últimos álbuns')).toHaveLength(9);
    expect(calls.sort()).toEqual([
      'buckets/json/photos?page=1&limit=9',
      'buckets/json/videos?page=1&limit=9',
      'buckets/json?page=1&limit=9',
    ]);
    expect(document.title).toBe('Galeria | Aurora Imprensa');

    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Media Center' })).toHaveAttribute(
      'href',
      '/media-center',
    );
    expect(within(trail).getByText('Galeria')).toHaveAttribute('aria-current', 'page');

    // Photos: renditions with a size, never the full file for a phone-sized slot.
    const photo = within(section('Últimas fotos')).getByAltText('Foto da galeria 1');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(photo.getAttribute('srcset')).toContain('/media/images/gallery-1000-low.jpg 1024w');
    expect(photo.getAttribute('sizes')).toMatch(/92vw$/);

    // Videos: the poster with a play button, which starts inline playback and hides itself.
    const videos = section('Últimos vídeos');
    const play = within(videos).getByRole('button', { name: 'Reproduzir vídeo: Vídeo da galeria 1' });
    const video = videos.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/videos/gallery-2000-med.mp4');
    expect(video).toHaveAttribute('poster', '/media/images/gallery-2000-poster.jpg');
    const playing = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    play.click();
    await waitFor(() => expect(playing).toHaveBeenCalled());
    expect(
      within(videos).queryByRole('button', { name: 'Reproduzir vídeo: Vídeo da galeria 1' }),
    ).not.toBeInTheDocument();

    // Every card has its actions, named after it: a photo Ampliar, Baixar and Favoritar; a video no Ampliar.
    const photos = section('Últimas fotos');
    for (const action of ['Ampliar', 'Baixar', 'Favoritar']) {
      expect(
        within(photos).getByRole('button', { name: `${action}: Foto da galeria 1` }),
      ).toBeInTheDocument();
    }
    expect(within(videos).getByRole('button', { name: 'Baixar: Vídeo da galeria 1' })).toBeInTheDocument();
    expect(within(videos).getByRole('button', { name: 'Favoritar: Vídeo da galeria 1' })).toBeInTheDocument();
    expect(within(videos).queryByRole('button', { name: /^Ampliar/ })).toBeNull();

    // Albums link to their page.
    expect(within(section('Últimos álbuns')).getByRole('link', { name: 'Álbum 1' })).toHaveAttribute(
      'href',
      '/media-gallery/album/700',
    );
  });

  it("appends the next 9 per 'Ver mais', keeping the first ones, and hides the button on the last page", async () => {
    const { user } = await renderGallery();
    const firstPhoto = items('Últimas fotos')[0];
    const more = () => within(section('Últimas fotos')).queryByRole('button', { name: 'Ver mais fotos' });

    await user.click(more()!);
    await waitFor(() => expect(items('Últimas fotos')).toHaveLength(18));
    expect(items('Últimas fotos')[0]).toBe(firstPhoto);
    expect(more()).toBeInTheDocument();

    await user.click(more()!);
    await waitFor(() => expect(items('Últimas fotos')).toHaveLength(20));
    expect(more()).not.toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('buckets/json/photos'))).toEqual([
      'buckets/json/photos?page=1&limit=9',
      'buckets/json/photos?page=2&limit=9',
      'buckets/json/photos?page=3&limit=9',
    ]);
    // The other sections are untouched.
    expect(items('Últimos vídeos')).toHaveLength(9);

    await user.click(within(section('Últimos álbuns')).getByRole('button', { name: 'Ver mais álbuns' }));
    await waitFor(() => expect(items('Últimos álbuns')).toHaveLength(10));
    expect(within(section('Últimos álbuns')).queryByRole('button', { name: 'Ver mais álbuns' })).toBeNull();
  });

  it('says so when a section fails while the others show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/buckets/json/videos', () => HttpResponse.json({ message: 'falhou' }, { status: 500 })),
    );
    renderWithProviders(<GalleryPage />, { route: '/media-gallery' });
    expect(
      await within(section('Últimos vídeos')).findByText(/Não foi possível carregar os vídeos agora/),
    ).toBeInTheDocument();
    await waitFor(() => expect(items('Últimas fotos')).toHaveLength(9));
    await waitFor(() => expect(items('Últimos álbuns')).toHaveLength(9));
  });

  it('says so when a section is empty', async () => {
    server.use(
      http.get('*/api/buckets/json/photos', () => HttpResponse.json({ bucket_media: [], pages: 0 })),
    );
    renderWithProviders(<GalleryPage />, { route: '/media-gallery' });
    expect(
      await within(section('Últimas fotos')).findByText('Nenhuma foto publicada ainda.'),
    ).toBeInTheDocument();
    expect(within(section('Últimas fotos')).queryByRole('button', { name: /Ver mais/ })).toBeNull();
    await waitFor(() => expect(items('Últimos vídeos')).toHaveLength(9));
  });
});
