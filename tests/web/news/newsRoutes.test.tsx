import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../utils';

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
});
