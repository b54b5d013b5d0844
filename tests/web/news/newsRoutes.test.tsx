import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { newsDetailResponse, previewNewsResponse, previewToken } from '../../fixtures/news';
import { server } from '../msw/server';
import { currentAddress, renderApp } from '../utils';

// The pages load lazily through the route table: loaded once here, so that wait stays out of the tests' time.
beforeAll(async () => {
  await import('../../../src/features/news/pages/NewsDetailPage');
  await import('../../../src/features/news/pages/NewsPdfPage');
}, 60000);

const title = 'Aurora T\u2011Cross 2027 chega às concessionárias';

describe('news routes', () => {
  it('shows a news item inside the site frame', async () => {
    renderApp('/news/500');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
  });

  it("shows the PDF variant (the spec's /PDF too) without the site's header and footer", async () => {
    renderApp('/news/500/PDF');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('takes the full address, its slug after the id, when opened by the id alone or an old slug', async () => {
    const slugged = { ...newsDetailResponse, news: { ...newsDetailResponse.news, slug: 't-cross-2027' } };
    server.use(http.get('*/api/news/json/news/500', () => HttpResponse.json(slugged)));
    for (const opened of ['/news/500', '/news/500/t-cross-2026']) {
      const { unmount } = renderApp(opened);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(currentAddress()).toBe('/news/500/t-cross-2027'));
      // Shared, the page is shared by that address.
      expect(screen.getByRole('link', { name: 'Compartilhar no LinkedIn' })).toHaveAttribute(
        'href',
        expect.stringContaining(encodeURIComponent('/news/500/t-cross-2027')),
      );
      unmount();
    }
  });

  it('keeps a preview token in the full address', async () => {
    const id = previewNewsResponse.news.id;
    server.use(
      http.get(`*/api/news/json/news/${id}`, () =>
        HttpResponse.json({ ...previewNewsResponse, news: { ...previewNewsResponse.news, slug: 'aura-ev' } }),
      ),
    );
    renderApp(`/news/${id}/rascunho?token=${previewToken}`);
    await waitFor(() => expect(currentAddress()).toBe(`/news/${id}/aura-ev?token=${previewToken}`));
  });

  it('opens an item without a slug at its id alone', async () => {
    renderApp('/news/500/algum-titulo');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toBe('/news/500'));
  });
});
