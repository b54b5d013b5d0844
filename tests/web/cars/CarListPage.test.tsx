import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { carsFixture } from '../../fixtures/content';
import { carListFixture } from '../../fixtures/pages';
import { failing, usePageHandlers } from '../msw/pageHandlers';
import { server } from '../msw/server';
import { renderCars } from './renderCars';
import { currentAddress } from '../utils';

beforeEach(() => usePageHandlers());
afterEach(() => vi.restoreAllMocks());

describe('car list', () => {
  it.each([
    ['/cars/models', '3', 'Modelos'],
    ['/cars/concepts', '2', 'Conceitos'],
    ['/cars/classics', '1', 'Clássicos'],
    ['/cars/MODELS', '3', 'Modelos'],
  ])('%s asks for category %s', async (route, category, label) => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/cars/json/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('category') ?? '');
        return HttpResponse.json(carListFixture);
      }),
    );
    renderCars(route);
    expect(await screen.findByRole('link', { name: 'Aurora Vento' })).toHaveAttribute('href', '/cars/car/2');
    expect(asked).toEqual([category]);
    const tabs = screen.getByRole('navigation', { name: 'Categorias de carros' });
    expect(within(tabs).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`Carros: ${label} | Aurora Imprensa`);
    // The trail names the section without linking it: its only page is the models' list, not always this one.
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Carros', label]);
    expect(within(trail).queryByRole('link', { name: 'Carros' })).not.toBeInTheDocument();
  });

  it('shows a grid of car cards, tabs to the other lists and the related news and gallery', async () => {
    renderCars('/cars/models');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carros' })).toBeInTheDocument();
    // The title stands while the list still loads; the grid comes with the answer.
    const grid = await screen.findByRole('region', { name: 'Modelos' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      carsFixture.filter((car) => car.categoryCar === 3).map((car) => `/cars/car/${car.id}`),
    );
    for (const image of grid.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    const tabs = screen.getByRole('navigation', { name: 'Categorias de carros' });
    expect(within(tabs).getByRole('link', { name: 'Conceitos' })).toHaveAttribute('href', '/cars/concepts');
    expect(within(tabs).getByRole('link', { name: 'Clássicos' })).toHaveAttribute('href', '/cars/classics');
    expect(screen.getByRole('region', { name: 'Notícias' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fotos e vídeos' })).toBeInTheDocument();
  });

  it('moves between the lists', async () => {
    const { user } = renderCars('/cars/models');
    await screen.findByRole('link', { name: 'Aurora Vento' });
    server.use(
      http.get('*/api/cars/json/', () =>
        HttpResponse.json({
          cars: carsFixture.filter((car) => car.categoryCar === 1),
          news: [],
          gallery: [],
        }),
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Clássicos' }));
    expect(await screen.findByRole('link', { name: 'Aurora Fusca 1974' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aurora Vento' })).not.toBeInTheDocument();
    expect(currentAddress()).toBe('/cars/classics');
  });

  it("says 'Nenhum carro encontrado' when the category is empty", async () => {
    server.use(http.get('*/api/cars/json/', () => HttpResponse.json({ cars: [], news: [], gallery: [] })));
    renderCars('/cars/concepts');
    expect(await screen.findByText('Nenhum carro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notícias' })).not.toBeInTheDocument();
  });

  it('logs Error and says so when the list fails, and tries again on request', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', 'cars/json/', 500));
    const { user } = renderCars('/cars/models');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os carros agora.');
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());
    server.use(http.get('*/api/cars/json/', () => HttpResponse.json(carListFixture)));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Aurora Vento' })).toBeInTheDocument();
  });
});
