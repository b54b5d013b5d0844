import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { displayTitle } from '../../../src/domain/format';
import { carDetailFixture } from '../../fixtures/pages';
import { failing, usePageHandlers } from '../msw/pageHandlers';
import { server } from '../msw/server';
import { renderCars } from './renderCars';

beforeEach(() => usePageHandlers());
afterEach(() => vi.restoreAllMocks());

describe('car page', () => {
  it('shows the car, its versions, related news and gallery, and share links', async () => {
    renderCars('/cars/car/1');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(displayTitle('Aurora T-Cross'));
    expect(document.title).toBe('Aurora T-Cross | Aurora Imprensa');

    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Carros', 'Modelos', displayTitle('Aurora T-Cross')]);
    // 'Carros' has no page of its own: a link there would lead where 'Modelos' does.
    expect(within(trail).queryByRole('link', { name: 'Carros' })).not.toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: 'Modelos' })).toHaveAttribute('href', '/cars/models');

    const versions = screen.getByRole('region', { name: 'Versões' });
    expect(
      within(versions).getByRole('link', { name: displayTitle('T-Cross Sense 1.0 TSI') }),
    ).toHaveAttribute('href', '/cars/version/1/1');
    expect(
      within(versions).getByRole('link', { name: displayTitle('T-Cross Highline 1.4 TSI') }),
    ).toHaveAttribute('href', '/cars/version/1/2');

    expect(screen.getByRole('region', { name: 'Notícias' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fotos e vídeos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compartilhar no LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('http://localhost:3000/cars/car/1')}`,
    );
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it("leads its trail through its own category's list", async () => {
    server.use(
      http.get('*/api/cars/json/car/:id', () =>
        HttpResponse.json({
          ...carDetailFixture,
          cars: { ...carDetailFixture.cars, id: 7, title: 'Aurora Quimera', categoryCar: 2 },
        }),
      ),
    );
    renderCars('/cars/car/7');
    await screen.findByRole('heading', { level: 1 });
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Carros', 'Conceitos', 'Aurora Quimera']);
    expect(within(trail).getByRole('link', { name: 'Conceitos' })).toHaveAttribute('href', '/cars/concepts');
  });

  it('passes the preview token of its address on to the read', async () => {
    let token: string | null = null;
    server.use(
      http.get('*/api/cars/json/car/:id', ({ request }) => {
        token = new URL(request.url).searchParams.get('token');
        return HttpResponse.json(carDetailFixture);
      }),
    );
    renderCars('/cars/car/1?token=rascunho-123');
    await screen.findByRole('heading', { level: 1 });
    expect(token).toBe('rascunho-123');
    // The shared address never carries the token.
    for (const link of screen.getByRole('navigation', { name: 'Compartilhar' }).querySelectorAll('a')) {
      expect(link.getAttribute('href')).not.toContain('rascunho');
    }
  });

  it('sends no token when the address has none', async () => {
    let url = '';
    server.use(
      http.get('*/api/cars/json/car/:id', ({ request }) => {
        url = request.url;
        return HttpResponse.json(carDetailFixture);
      }),
    );
    renderCars('/cars/car/1');
    await screen.findByRole('heading', { level: 1 });
    expect(new URL(url).search).toBe('');
  });

  it("says 'Conteúdo não encontrado.' with a way home for an unknown car", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', 'cars/json/car/:id', 404, 'Conteúdo não encontrado'));
    renderCars('/cars/car/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
      'href',
      '/home',
    );
    await waitFor(() => expect(document.title).toBe('Conteúdo não encontrado | Aurora Imprensa'));
  });

  it('asks nothing for an address that names no car', async () => {
    renderCars('/cars/car/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
  });

  it('logs Error and offers to try again when the read fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', 'cars/json/car/:id', 500));
    const { user } = renderCars('/cars/car/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar este conteúdo' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());
    server.use(http.get('*/api/cars/json/car/:id', () => HttpResponse.json(carDetailFixture)));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Versões' })).toBeInTheDocument();
  });

  it('shows a loading state meanwhile', async () => {
    renderCars('/cars/car/1');
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
  });

  it('survives an answer of the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/cars/json/car/:id', () => HttpResponse.text('<html>Bad gateway</html>')));
    renderCars('/cars/car/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar este conteúdo' }),
    ).toBeInTheDocument();
  });
});
