import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import SearchPage from '../../../src/features/search/pages/SearchPage';
import { onAnnouncement } from '../../../src/lib/a11y/announcer';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import { announced, currentAddress, LocationProbe, renderApp, renderWithProviders } from '../utils';
import { nivusCatalogue, searchAnswer } from './searchFixtures';
import { recordSearchLookups } from './searchLookups';

const lookups = recordSearchLookups();

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="SearchPage" element={<SearchPage />} />
        <Route path="*" element={<h1>Página inicial</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

/** The line under the title saying what the search found. */
const status = () => document.querySelector<HTMLElement>('.search-page__status');
const results = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');

describe('search results page', () => {
  it('titles the page with the query, shows the total and a tab per category with its count', async () => {
    renderPage('/SearchPage?search=nivus');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para “nivus”');
    expect(document.title).toBe('Resultados para “nivus” | Aurora Imprensa');
    await waitFor(() => expect(status()).toHaveTextContent('11 resultados'));
    await announced('11 resultados');
    expect(lookups.list).toEqual(['nivus false']);

    const tabs = within(screen.getByRole('tablist', { name: 'Resultados por categoria' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Todos (11)',
      'Notícias (2)',
      'Carros (1)',
      'Versões (1)',
      'Empresa (1)',
      'Empresa: páginas (1)',
      'Tecnologia (1)',
      'Tecnologia: páginas (1)',
      'Mobilidade Elétrica (1)',
      'Mobilidade Elétrica: páginas (1)',
      'Galeria (1)',
    ]);
    expect(screen.getByRole('tab', { name: 'Todos (11)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Todos (11)');
    expect(results()).toHaveLength(11);
  });

  it('shows a result with its picture, category, linked title, subtitle and, for news, the date', async () => {
    renderPage('/SearchPage?search=nivus');
    const link = await screen.findByRole('link', { name: 'Aurora Nivus 2025 chega às lojas' });
    const item = link.closest('li')!;
    expect(link).toHaveAttribute('href', '/news/701');
    expect(within(item).getByRole('heading', { level: 2 })).toContainElement(link);
    expect(within(item).getByText('Notícias')).toBeInTheDocument();
    expect(within(item).getByText('Subtítulo de Aurora Nivus 2025 chega às lojas')).toBeInTheDocument();
    expect(within(item).getByText('01/10/2026')).toHaveAttribute('datetime', '2026-10-01T12:00:00.000Z');
    expect(item.querySelector('img')).toHaveAttribute('src', '/media/images/busca-news-701-low.jpg');
    // Only news carry a date.
    const car = screen.getByRole('link', { name: 'Aurora Nivus' }).closest('li')!;
    expect(car.querySelector('time')).toBeNull();
  });

  it('switches tabs by click and by arrow keys, keeping the tab in the address', async () => {
    const { user } = renderPage('/SearchPage?search=nivus');
    await user.click(await screen.findByRole('tab', { name: 'Notícias (2)' }));
    expect(screen.getByRole('tab', { name: 'Notícias (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Notícias (2)');
    expect(results()).toHaveLength(2);
    expect(currentAddress()).toBe('/SearchPage?search=nivus&tab=news');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Carros (1)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Carros (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAccessibleName('Aurora Nivus');
    expect(currentAddress()).toBe('/SearchPage?search=nivus&tab=car');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Todos (11)' })).toHaveFocus();
    expect(currentAddress()).toBe('/SearchPage?search=nivus');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Galeria (1)' })).toHaveAttribute('aria-selected', 'true');
    // Only the active tab is in the Tab order.
    expect(screen.getByRole('tab', { name: 'Todos (11)' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens at the tab of the address', async () => {
    renderPage('/SearchPage?search=nivus&tab=gallery');
    expect(await screen.findByRole('tab', { name: 'Galeria (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(results()).toHaveLength(1);
  });

  it('falls back to Todos for a tab without results', async () => {
    renderPage('/SearchPage?search=highline&tab=news');
    expect(await screen.findByRole('tab', { name: 'Todos (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: /Notícias/ })).not.toBeInTheDocument();
  });

  it("says 'Buscando resultados...' while the results load", async () => {
    const answer = heldAnswer();
    server.use(
      http.get('*/api/elastic/elastic/findBy', async () => {
        await answer.held;
        return HttpResponse.json(searchAnswer([]));
      }),
    );
    renderPage('/SearchPage?search=nivus');
    expect(status()).toHaveTextContent('Buscando resultados...');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    answer.release();
    await waitFor(() => expect(status()).toHaveTextContent('Não foram encontrados resultados'));
  });

  it("says 'Não foram encontrados resultados' with no tabs when nothing matches", async () => {
    renderPage('/SearchPage?search=xyzw');
    await waitFor(() => expect(status()).toHaveTextContent('Não foram encontrados resultados'));
    await announced('Não foram encontrados resultados');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('offers to try again when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/elastic/elastic/findBy', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderPage('/SearchPage?search=nivus');
    await waitFor(() => expect(status()).toHaveTextContent('Não foi possível carregar os resultados.'));
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(status()).toHaveTextContent('11 resultados'));
  });

  it.each(['/SearchPage', '/SearchPage?search=', '/SearchPage?search=%20ab%20'])(
    'sends %s, without a query of 3 characters, to / without asking',
    async (route) => {
      renderPage(route);
      await waitFor(() => expect(currentAddress()).toBe('/'));
      expect(lookups.list).toEqual([]);
    },
  );

  it.each(nivusCatalogue.map(({ hit, path }) => [hit.category_type, hit.item.title, path]))(
    'links a %s result (%s) to %s',
    async (_category, title, path) => {
      renderPage('/SearchPage?search=nivus');
      expect(await screen.findByRole('link', { name: title })).toHaveAttribute('href', path);
    },
  );

  it('says what each new search from the header found, even the same count as the last one', async () => {
    // Every search finds the same two results.
    const two = nivusCatalogue.slice(0, 2).map(({ hit }) => hit);
    server.use(http.get('*/api/elastic/elastic/findBy', () => HttpResponse.json(searchAnswer(two))));
    const heard: string[] = [];
    // The page's own words: what the header's suggestions say while typing is not this page's.
    const stopListening = onAnnouncement((text) => {
      if (text.includes('resultado')) heard.push(text);
    });
    const { user } = renderApp('/SearchPage?search=nivus');
    await waitFor(() => expect(heard).toEqual(['2 resultados.']));
    await user.type(screen.getByRole('combobox', { name: 'Pesquisar' }), 'highline{Enter}');
    await waitFor(() => expect(currentAddress()).toBe('/SearchPage?search=highline'));
    await waitFor(() => expect(heard).toEqual(['2 resultados.', '2 resultados.']));
    stopListening();
  });

  it('is a route of the app, loaded on demand', async () => {
    renderApp('/SearchPage?search=highline');
    expect(await screen.findByRole('link', { name: 'Nivus Highline' })).toHaveAttribute(
      'href',
      '/cars/version/12/31',
    );
    // The header's box is there too.
    expect(screen.getByRole('combobox', { name: 'Pesquisar' })).toBeInTheDocument();
  });
});
