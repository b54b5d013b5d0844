import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ContentPageView } from '../../../src/components/content/ContentPageView';
import { usePdfReady } from '../../../src/components/layout/print/pdfReady';
import { PrintLayout } from '../../../src/components/layout/print/PrintLayout';
import { displayTitle } from '../../../src/domain/format';
import { contentPage, emptySlot, videoLead } from '../../fixtures/pages';
import { stubMediaPlayback } from '../home/mediaStubs';
import { renderWithProviders, untilNextFrame } from '../utils';

let playback: ReturnType<typeof stubMediaPlayback>;
beforeEach(() => {
  playback = stubMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

const breadcrumb = [
  { label: 'Home', to: '/home' },
  { label: 'Carros', to: '/cars/models' },
  { label: 'Aurora T-Cross' },
];

describe('ContentPageView', () => {
  it('draws the page in the order of the spec, with the T-Cross title unbroken', () => {
    renderWithProviders(
      <ContentPageView
        page={contentPage({ title: 'Aurora T-Cross' })}
        breadcrumb={breadcrumb}
        sharePath="/cars/car/1"
        actions={<p>Ações</p>}
      >
        <p>Filhos</p>
      </ContentPageView>,
    );
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Carros' })).toHaveAttribute('href', '/cars/models');
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(displayTitle('Aurora T-Cross'));
    expect(title.textContent).toContain('\u2011');

    expect(
      screen.getByRole('img', { name: displayTitle('Aurora T-Cross') + ': foto 1' }),
    ).toBeInTheDocument();
    const lead = document.querySelector('.content-page__lead img')!;
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Subtítulo da página')).toBeInTheDocument();
    expect(screen.getByText('Descrição da página.')).toBeInTheDocument();
    expect(screen.getByText('Texto ao lado da imagem.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ficha resumida' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Compartilhar' })).toBeInTheDocument();

    // Title, media, subtitle, description, side, actions, blocks, bottom, children, share.
    const order = [
      'Subtítulo da página',
      'Descrição da página.',
      'Texto ao lado da imagem.',
      'Ações',
      'Texto completo do bloco.',
      'Ficha resumida',
      'Filhos',
    ].map((text) => screen.getByText(text));
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('gives every photo of the page its actions, named in reading order', () => {
    renderWithProviders(
      <ContentPageView page={contentPage({ title: 'Aurora T-Cross' })} breadcrumb={breadcrumb} />,
    );
    const title = displayTitle('Aurora T-Cross');
    // Lead, side, the photo block and the bottom photo under its own title.
    for (const name of [title, `${title}: foto 1`, `${title}: foto 2`, 'Ficha resumida']) {
      const actions = screen.getByRole('group', { name: `Ações: ${name.replace(/\u2011/g, '-')}` });
      for (const action of ['Ampliar', 'Baixar', 'Favoritar'])
        expect(within(actions).getByRole('button', { name: `${action}: ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: title })).toBe(document.querySelector('.content-page__lead img'));
  });

  it('loops a lead video, muted, with a button to pause it', async () => {
    // The viewport double answers every query without a width as matching: say no to reduced motion.
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion') ? { ...matchMedia(query), matches: false } : matchMedia(query);
    const { user } = renderWithProviders(
      <ContentPageView page={contentPage({ title: 'Versão', ...videoLead })} breadcrumb={breadcrumb} />,
    );
    const video = document.querySelector('.content-page__lead video') as HTMLVideoElement;
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('src', '/media/videos/lead-video-med.mp4');
    expect(video).toHaveAttribute('poster', '/media/images/lead-video-poster.jpg');
    await waitFor(() => expect(playback.play).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Pausar vídeo: Versão' }));
    expect(playback.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo: Versão' })).toBeInTheDocument();
  });

  it('keeps a lead video still for a visitor who asks for reduced motion, until they press play', async () => {
    const { user } = renderWithProviders(
      <ContentPageView page={contentPage({ title: 'Versão', ...videoLead })} breadcrumb={breadcrumb} />,
    );
    // The player is drawn (a still one offers a play button), and it asked for nothing when it was.
    const play = await screen.findByRole('button', { name: 'Reproduzir vídeo: Versão' });
    expect(playback.play).not.toHaveBeenCalled();
    await user.click(play);
    await waitFor(() => expect(playback.play).toHaveBeenCalled());
  });

  it('leaves out what the page does not have', () => {
    renderWithProviders(
      <ContentPageView
        page={contentPage({
          subtitle: '',
          description: '',
          sideDescription: '',
          bottomTitle: '',
          templates: [],
          ...emptySlot('media'),
          ...emptySlot('sideMedia'),
          ...emptySlot('bottomMedia'),
        })}
        breadcrumb={breadcrumb}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('img, video')).toBeNull();
    expect(document.querySelector('.content-side, .content-bottom, .content-blocks')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Compartilhar' })).not.toBeInTheDocument();
  });
});

function PrintedPage({ ready }: { ready: boolean }) {
  usePdfReady(ready);
  return (
    <ContentPageView
      page={contentPage({ title: 'Versão impressa', ...videoLead })}
      breadcrumb={breadcrumb}
      sharePath="/cars/version/1/2"
      actions={<p>Ações</p>}
      aside={<p>Lateral</p>}
      after={<p>Depois</p>}
    />
  );
}

describe('PrintLayout', () => {
  const renderPrinted = (ready: boolean) =>
    renderWithProviders(
      <Routes>
        <Route element={<PrintLayout />}>
          <Route path="cars/version/:carId/:versionId/pdf" element={<PrintedPage ready={ready} />} />
        </Route>
      </Routes>,
      { route: '/cars/version/1/2/pdf' },
    );

  afterEach(() => {
    delete document.documentElement.dataset.pdfReady;
  });

  it('prints the content with a small header and the page address, and nothing only a screen needs', async () => {
    renderPrinted(true);
    expect(screen.getByText('http://localhost:3000/cars/version/1/2')).toBeInTheDocument();
    expect(screen.getByText('Aurora Imprensa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Versão impressa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    for (const text of ['Ações', 'Lateral', 'Depois'])
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('.content-page__lead img')).toHaveAttribute(
      'src',
      '/media/images/lead-video-poster.jpg',
    );
    expect(screen.queryByRole('link', { name: /^Grande/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Ampliar|Baixar|Favoritar)/ })).not.toBeInTheDocument();

    // The renderer is told once every picture has arrived (the page waits for them from the next frame on); none is
    // left lazy, since a PDF never scrolls.
    await untilNextFrame();
    const images = [...document.querySelectorAll('img')];
    expect(images.some((image) => image.getAttribute('loading') === 'lazy')).toBe(false);
    expect(document.documentElement.dataset.pdfReady).toBeUndefined();
    images.forEach((image) => fireEvent.load(image));
    await waitFor(() => expect(document.documentElement.dataset.pdfReady).toBe('true'));
  });

  it('tells the renderer nothing before the content is ready', async () => {
    renderPrinted(false);
    // What would tell a ready page's renderer: the next frame, then every picture loaded.
    await untilNextFrame();
    document.querySelectorAll('img').forEach((image) => fireEvent.load(image));
    await untilNextFrame();
    expect(document.documentElement.dataset.pdfReady).toBeUndefined();
  });
});
