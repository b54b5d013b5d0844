import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import HomePage from '../../../src/features/home/pages/HomePage';
import { bannerFixture, homeFixture } from '../../fixtures/content';
import { server } from '../msw/server';
import { renderWithProviders, setViewportWidth, untilSlidersLoaded } from '../utils';
import { stubMediaPlayback } from './mediaStubs';

beforeEach(() => {
  setViewportWidth(1280);
  stubMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('home on desktop', () => {
  it('shows the banner slides with their titles, linking to their targets', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const banner = await region('Destaques');
    const first = await within(banner).findByRole('link', { name: 'Novo Aurora T\u2011Cross 2027' });
    expect(first).toHaveAttribute('href', '/cars/car/1');
    await untilSlidersLoaded();
    expect(within(banner).getByText('O SUV compacto mais vendido do país')).toBeInTheDocument();
    // The second slide is out of view (aria-hidden) until the slider moves.
    const second = within(banner).getByText('Aurora anuncia investimento de R$ 2,5 bilhões');
    expect(second.closest('a')).toHaveAttribute('href', '/news/12');
    expect(within(banner).getByRole('button', { name: 'Próximo' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
  });
  it("through the banner's preview link shows the draft's slides under a marker that says it is one", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/home/json/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json({
          ...homeFixture,
          destaque: [{ ...bannerFixture[0]!, id_destaque: -1, title: 'Nas lojas a partir de hoje' }],
        });
      }),
      http.get('*/api/preview/banner', () => HttpResponse.json({ savedAt: '2026-11-20T12:00:00.000Z' })),
    );
    renderWithProviders(<HomePage />, { route: '/home?token=rascunho-2' });
    const marker = screen.getByRole('complementary', { name: 'Pré-visualização' });
    expect(
      await within(marker).findByText(
        'Rascunho dos destaques da home, salvo em 20/11/2026 às 09:00. O público ainda vê a versão publicada.',
      ),
    ).toBeInTheDocument();
    const banner = await region('Destaques');
    expect(
      await within(banner).findByRole('link', { name: 'Nas lojas a partir de hoje' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['rascunho-2']);
  });

  it('loads the first banner image eagerly and first, the rest lazily, all with three renditions', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const bannerImage = await screen.findByAltText('Novo Aurora T-Cross 2027');
    expect(bannerImage).toHaveAttribute('loading', 'eager');
    expect(bannerImage).toHaveAttribute('fetchpriority', 'high');
    const newsImage = screen.getByAltText('Notícia 1: Aurora apresenta novidades para 2027');
    expect(newsImage).toHaveAttribute('loading', 'lazy');
    expect(newsImage).toHaveAttribute('decoding', 'async');
    expect(newsImage).toHaveAttribute('width');
    expect(newsImage).toHaveAttribute('height');
    expect(newsImage).toHaveAttribute('sizes');
    expect(newsImage.getAttribute('srcset')).toBe(
      [
        '/media/images/news-1-low-320.jpg 320w',
        '/media/images/news-1-low-640.jpg 640w',
        '/media/images/news-1-low.jpg 1024w',
        '/media/images/news-1-med.jpg 1795w',
        '/media/images/news-1-full.jpg 4096w',
      ].join(', '),
    );
    // AVIF first, then WebP, with the same sizes; the JPEG <img> is the fallback and carries the layout box.
    const sources = [...newsImage.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      [
        '/media/images/news-1-low-320.avif 320w',
        '/media/images/news-1-low-640.avif 640w',
        '/media/images/news-1-low.avif 1024w',
        '/media/images/news-1-med.avif 1795w',
      ].join(', '),
    );
    expect(sources[1]!.getAttribute('srcset')).toContain('/media/images/news-1-med.webp 1795w');
    for (const source of sources) expect(source).toHaveAttribute('sizes', newsImage.getAttribute('sizes'));
  });

  it('lists the news with dates dd/mm/yyyy, links to each item and to the news list', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const news = await region('Notícias');
    const cards = await within(news).findAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: /Notícia 1/ })).toHaveAttribute('href', '/news/100');
    expect(within(cards[0]!).getByText('Subtítulo da notícia 1')).toBeInTheDocument();
    expect(within(cards[5]!).getByText('15/11/2026')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: /Ver mais/ })).toHaveAttribute('href', '/news');
  });

  it('shows the latest photos and videos; a video plays inline from its play button, which then hides', async () => {
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    const gallery = await region('Últimas fotos e vídeos');
    expect(await within(gallery).findAllByRole('listitem')).toHaveLength(9);
    expect(within(gallery).getByAltText('Foto 1 do Aurora T-Cross')).toHaveAttribute(
      'srcset',
      expect.stringContaining('photo-1-full.jpg 4096w'),
    );
    const play = within(gallery).getByRole('button', {
      name: 'Reproduzir vídeo: Vídeo: T\u2011Cross em movimento',
    });
    await user.click(play);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(within(gallery).queryByRole('button', { name: /Reproduzir vídeo/ })).not.toBeInTheDocument();
  });

  it('shows the cars with T-Cross kept in one piece (non-breaking hyphens), linking to each car', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const cars = await region('Carros');
    // Five cars, four per slide: the slider loops, so react-slick clones some cards (hidden from view).
    const tCross = await within(cars).findAllByText('Aurora T\u2011Cross');
    expect(tCross[0]!.closest('a')).toHaveAttribute('href', '/cars/car/1');
    expect(within(cars).queryByText('Aurora T-Cross')).not.toBeInTheDocument();
    const visible = within(cars).getAllByRole('link');
    expect(visible.map((link) => link.getAttribute('href'))).toEqual([
      '/cars/car/1',
      '/cars/car/2',
      '/cars/car/3',
      '/cars/car/4',
    ]);
    expect(within(cars).getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('does not open a car when the mouse was dragging the slider, but does on a plain click', async () => {
    renderWithProviders(
      <>
        <HomePage />
        <CurrentPath />
      </>,
      { route: '/home' },
    );
    const cars = await region('Carros');
    const [link] = await within(cars).findAllByRole('link');
    fireEvent.mouseDown(link!, { clientX: 300, clientY: 100 });
    fireEvent.click(link!, { detail: 1, clientX: 120, clientY: 100 });
    expect(screen.getByTestId('path')).toHaveTextContent('/home');
    fireEvent.mouseDown(link!, { clientX: 300, clientY: 100 });
    fireEvent.click(link!, { detail: 1, clientX: 302, clientY: 101 });
    expect(screen.getByTestId('path')).toHaveTextContent('/cars/car/1');
  });

  it('shows the latest 9 tweets and 3 YouTube videos, each opening in a new tab', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const social = await region('Social');
    const links = await within(social).findAllByRole('link');
    const tweets = links.filter((link) => link.getAttribute('href')?.startsWith('https://x.com/'));
    const videos = links.filter((link) => link.getAttribute('href')?.startsWith('https://www.youtube.com/'));
    expect(tweets).toHaveLength(9);
    expect(videos).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(social).getByRole('link', { name: /Vídeo 1 do canal Aurora/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aurora001',
    );
  });

  it('shows the contact groups and people with mailto links, phone and languages when known', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const contacts = await region('Contatos');
    expect(
      await within(contacts).findByRole('heading', { name: 'Assessoria de Imprensa' }),
    ).toBeInTheDocument();
    expect(within(contacts).getByRole('heading', { name: 'Mariana Souza' })).toBeInTheDocument();
    expect(within(contacts).getByText('Gerente de Comunicação')).toBeInTheDocument();
    expect(
      within(contacts).getByRole('link', { name: 'mariana.souza@aurora-veiculos.com.br' }),
    ).toHaveAttribute('href', 'mailto:mariana.souza@aurora-veiculos.com.br');
    expect(within(contacts).getByRole('link', { name: '+55 11 4000-1000' })).toHaveAttribute(
      'href',
      'tel:+551140001000',
    );
    expect(within(contacts).getByText('Idiomas: Português, Inglês')).toBeInTheDocument();
    expect(
      within(contacts).getByRole('link', { name: 'carlos.lima@aurora-veiculos.com.br' }),
    ).toHaveAttribute('href', 'mailto:carlos.lima@aurora-veiculos.com.br');
  });

  it('shows no tab bar on desktop', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    await region('Notícias');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('gives the banner slides their pictures only as they come near: the one shown, the next when reached for', async () => {
    const photoSlide = (n: number) => ({
      ...bannerFixture[0]!,
      id_destaque: 10 + n,
      title: `Destaque ${n}`,
      mediaLow: `/media/images/destaque-${n}-low.jpg`,
    });
    server.use(
      http.get('*/api/home/json/', () =>
        HttpResponse.json({ ...homeFixture, destaque: [1, 2, 3, 4].map(photoSlide) }),
      ),
    );
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    const banner = await region('Destaques');
    await within(banner).findByAltText('Destaque 1');
    await untilSlidersLoaded();
    // At first the page's main picture loads alone.
    expect(within(banner).queryByAltText('Destaque 2')).not.toBeInTheDocument();
    expect(within(banner).queryByAltText('Destaque 3')).not.toBeInTheDocument();
    expect(within(banner).queryByAltText('Destaque 4')).not.toBeInTheDocument();
    // Every headline is there from the start; only the pictures wait.
    expect(within(banner).getByText('Destaque 4')).toBeInTheDocument();

    // Reaching for the banner brings the next picture, which an arrow may show at once.
    await user.hover(banner);
    expect(await within(banner).findByAltText('Destaque 2')).toBeInTheDocument();
    expect(within(banner).queryByAltText('Destaque 3')).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Próximo' }));
    expect(await within(banner).findByAltText('Destaque 3')).toBeInTheDocument();
    expect(within(banner).getByAltText('Destaque 1')).toBeInTheDocument(); // kept once drawn
    expect(within(banner).queryByAltText('Destaque 4')).not.toBeInTheDocument();
  });

  it('moves on when the banner video ends', async () => {
    // The viewport double answers every query without a width as matching: say no to reduced motion.
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion') ? { ...matchMedia(query), matches: false } : matchMedia(query);
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    const banner = await region('Destaques');
    await within(banner).findByRole('link', { name: 'Novo Aurora T\u2011Cross 2027' });
    await untilSlidersLoaded();
    await user.click(within(banner).getByRole('button', { name: 'Próximo' }));
    const videoTitle = await within(banner).findByRole('link', {
      name: 'Aurora anuncia investimento de R$ 2,5 bilhões',
    });
    expect(videoTitle).toHaveAttribute('href', '/news/12');
    const video = banner.querySelector<HTMLVideoElement>('video')!;
    await waitFor(() => expect(video.play).toHaveBeenCalled());
    expect(video.muted).toBe(true);
    // react-slick ignores a move while the 700 ms cross-fade runs, which a real video outlasts: the video ends
    // (again) until the move is taken.
    await waitFor(
      () => {
        video.dispatchEvent(new Event('ended'));
        expect(
          within(banner).getByRole('link', { name: 'Novo Aurora T\u2011Cross 2027' }),
        ).toBeInTheDocument();
      },
      { timeout: 3000 },
    );
  });
});
