import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { PrintLayout } from '../../../src/components/layout/print/PrintLayout';
import { displayTitle } from '../../../src/domain/format';
import NewsDetailPage from '../../../src/features/news/pages/NewsDetailPage';
import NewsPdfPage from '../../../src/features/news/pages/NewsPdfPage';
import {
  newsDetailFixture,
  newsDetailGallery,
  newsDetailResponse,
  previewNewsId,
  previewToken,
} from '../../fixtures/news';
import { imageOf } from '../../fixtures/pages';
import { server } from '../msw/server';
import { renderWithProviders, untilSlidersLoaded } from '../utils';

let detailCalls: string[] = [];
const recordDetailCalls = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/news/json/news/'))
    detailCalls.push(`${url.pathname.slice(5)}${url.search}`);
};

beforeEach(() => {
  detailCalls = [];
  server.events.on('request:start', recordDetailCalls);
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.pdfReady;
});

function renderDetail(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/news/:newsId" element={<NewsDetailPage />} />
      <Route element={<PrintLayout />}>
        <Route path="/news/:newsId/pdf" element={<NewsPdfPage />} />
      </Route>
    </Routes>,
    { route },
  );
}

const title = 'Aurora T\u2011Cross 2027 chega às concessionárias';

describe('news item', () => {
  it('shows breadcrumb, date, title, subtitle, lead image, description and blocks', async () => {
    renderDetail('/news/500');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(title);

    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Home', 'Media Center', 'News', title]);
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(trail).getByRole('link', { name: 'Media Center' })).toHaveAttribute(
      'href',
      '/media-center',
    );
    expect(within(trail).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(within(steps.at(-1)!).queryByRole('link')).not.toBeInTheDocument();

    expect(screen.getByText('30/11/2026')).toHaveAttribute('datetime', '2026-11-30');
    expect(
      screen.getByText('SUV compacto ganha motor 1.4 TSI e nova central multimídia'),
    ).toBeInTheDocument();
    const lead = document.querySelector('img[srcset*="tcross-launch"]');
    expect(lead).not.toBeNull();
    expect(lead).toHaveAttribute('width');
    expect(lead).toHaveAttribute('height');
    expect(screen.getByText('Aurora T-Cross 2027', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Ficha técnica completa disponível para download.')).toBeInTheDocument();
    expect(document.title).toBe('Aurora T-Cross 2027 chega às concessionárias | Aurora Imprensa');
    expect(detailCalls).toEqual(['news/json/news/500']);
  });

  it('offers the PDF, the five share links with the page address, and the related news', async () => {
    renderDetail('/news/500');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: /PDF/ })).toBeInTheDocument();

    const share = screen.getByRole('link', { name: 'Compartilhar no LinkedIn' });
    expect(decodeURIComponent(share.getAttribute('href')!)).toContain('/news/500');
    expect(screen.getByRole('link', { name: 'Compartilhar por e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );

    const related = screen.getByRole('region', { name: 'Relacionados' });
    await untilSlidersLoaded(); // the photos beyond the first view are react-slick's slides
    const relatedTitle = newsDetailResponse.related[0]!.title;
    expect(within(related).getAllByRole('link', { name: new RegExp(relatedTitle) })[0]).toHaveAttribute(
      'href',
      `/news/${newsDetailResponse.related[0]!.id}`,
    );
    // The item's photos are under its text, not in the list.
    expect(within(related).queryByText(/Foto 1 do lançamento/)).not.toBeInTheDocument();
  });

  it('offers Ampliar, Baixar and Favoritar for its main photo', async () => {
    const { user, store } = renderDetail('/news/500');
    await screen.findByRole('heading', { level: 1 });
    const actions = screen.getByRole('group', { name: `Ações: ${newsDetailFixture.title}` });
    expect(within(actions).getByRole('button', { name: `Ampliar: ${title}` })).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: `Baixar: ${title}` }));
    expect(
      within(actions)
        .getAllByRole('button', { name: new RegExp(`— ${title}$`) })
        .map((size) => size.textContent),
    ).toEqual(['Pequena 1024 x 683 px', 'Média 1795 x 1197 px', 'Grande 4096 x 2731 px']);

    await user.click(within(actions).getByRole('button', { name: `Favoritar: ${title}` }));
    expect(store.getState().favorites.items[0]).toMatchObject({
      name: newsDetailFixture.title,
      type: 'Imagem',
      contentToDownload: ['/media/images/tcross-launch-full.jpg'],
      contentLink: '/news/500',
    });
  });

  it("offers the release's own PDF, after the download terms, beside the rendered one when the press office attached it", async () => {
    const pdfMedia = '/media/documents/release-t-cross-0a1b2c3d.pdf';
    server.use(
      http.get('*/api/news/json/news/500', () =>
        HttpResponse.json({ ...newsDetailResponse, news: { ...newsDetailResponse.news, pdfMedia } }),
      ),
    );
    const { user } = renderDetail('/news/500');
    const own = await screen.findByRole('button', { name: `Release oficial (PDF): ${title}` });
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
    await user.click(own);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('offers no own PDF when the release has none', async () => {
    renderDetail('/news/500');
    await screen.findByRole('button', { name: 'Baixar PDF' });
    expect(screen.queryByRole('button', { name: /Release oficial/ })).not.toBeInTheDocument();
  });

  it('shows its photo set under the text as cards, each with its actions, leaving out the main photo', async () => {
    server.use(
      http.get('*/api/news/json/news/500', () =>
        // As the API answers: the item's own photo first, then the rest of its set.
        HttpResponse.json({
          ...newsDetailResponse,
          gallery: [{ ...newsDetailGallery[0]!, id: 799, ...imageOf('tcross-launch') }, ...newsDetailGallery],
        }),
      ),
    );
    const { user, store } = renderDetail('/news/500');
    await screen.findByRole('heading', { level: 1 });
    const set = screen.getByRole('region', { name: 'Fotos e vídeos' });
    expect(within(set).getByRole('heading', { level: 2, name: 'Fotos e vídeos' })).toBeInTheDocument();
    // The set comes after the text.
    expect(
      screen.getByText('Ficha técnica completa disponível para download.').compareDocumentPosition(set) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const cards = within(set).getAllByRole('listitem');
    expect(cards).toHaveLength(newsDetailGallery.length);
    newsDetailGallery.forEach((photo, index) => {
      const card = cards[index]!;
      const name = displayTitle(photo.title);
      expect(within(card).getByRole('img', { name: photo.title })).toBeInTheDocument();
      expect(within(card).getByText(name)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `Ampliar: ${name}` })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `Baixar: ${name}` })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `Favoritar: ${name}` })).toBeInTheDocument();
    });
    expect(within(set).queryByRole('img', { name: newsDetailFixture.title })).not.toBeInTheDocument();

    await user.click(within(cards[1]!).getByRole('button', { name: /^Favoritar/ }));
    expect(store.getState().favorites.items[0]).toMatchObject({
      name: newsDetailGallery[1]!.title,
      contentToDownload: [newsDetailGallery[1]!.media],
    });
  });

  it("says 'Conteúdo não encontrado.' with a link when the item does not exist", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail('/news/12345');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /página inicial/i })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Conteúdo não encontrado | Aurora Imprensa');
  });

  it('treats an address that is no news id as not found, without asking the API', async () => {
    renderDetail('/news/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
    expect(detailCalls).toEqual([]);
  });

  it('passes the preview token of the address through to the read', async () => {
    renderDetail(`/news/${previewNewsId}?token=${previewToken}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Rascunho: Aurora Aura EV');
    expect(detailCalls).toEqual([`news/json/news/${previewNewsId}?token=${previewToken}`]);
    // A share link never carries the token.
    expect(screen.getByRole('link', { name: 'Compartilhar no Facebook' }).getAttribute('href')).not.toContain(
      'token',
    );
  });

  it('keeps a draft hidden without its token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail(`/news/${previewNewsId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the read fails for another reason', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/news/json/news/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderDetail('/news/500');
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());
  });
});

describe('news item PDF variant', () => {
  it('lays the item out without menu, share links or PDF button, and marks the page ready', async () => {
    // jsdom loads no pictures: here they have all arrived, as they would in the renderer's browser.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    renderDetail('/news/500/pdf');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText('30/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Compartilhar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Relacionados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trilha de navegação' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.pdfReady).toBe('true'));
  });
});
