import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import HomePage from '../../../src/features/home/pages/HomePage';
import { homeFixture } from '../../fixtures/content';
import { server } from '../msw/server';
import { renderWithProviders, setViewportWidth } from '../utils';
import { stubMediaPlayback } from './mediaStubs';

const failing = (path: string) =>
  http.get(`*/api/${path}`, () => HttpResponse.json({ message: 'x' }, { status: 500 }));

beforeEach(() => {
  stubMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('home when content is missing', () => {
  it('logs Error when the home content fails and still shows the other blocks', async () => {
    setViewportWidth(1280);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('home/json/'));
    renderWithProviders(<HomePage />, { route: '/home' });

    const contacts = await screen.findByRole('region', { name: 'Contatos' });
    expect(await within(contacts).findByRole('heading', { name: 'Mariana Souza' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Social' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notícias' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Carros' })).not.toBeInTheDocument();
  });

  it('keeps the social block when only one of its feeds fails', async () => {
    setViewportWidth(1280);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('rssfeed/twitter'));
    renderWithProviders(<HomePage />, { route: '/home' });
    const social = await screen.findByRole('region', { name: 'Social' });
    expect(await within(social).findAllByRole('link')).toHaveLength(3);
  });

  it('says so gently in a panel whose content failed, on a phone', async () => {
    setViewportWidth(390);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('contacts/json/'));
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('link', { name: /Notícia 1:/ }); // the content has arrived
    await user.click(screen.getByRole('tab', { name: 'Contatos' }));
    const contacts = await screen.findByRole('tabpanel', { name: 'Contatos' });
    expect(
      await within(contacts).findByText(/Não foi possível carregar este conteúdo agora/),
    ).toBeInTheDocument();
  });

  it("says 'Nenhum carro encontrado' when there are no cars", async () => {
    setViewportWidth(1280);
    server.use(http.get('*/api/home/json/', () => HttpResponse.json({ ...homeFixture, cars: [] })));
    renderWithProviders(<HomePage />, { route: '/home' });
    const cars = await screen.findByRole('region', { name: 'Carros' });
    expect(await within(cars).findByText('Nenhum carro encontrado')).toBeInTheDocument();
  });

  it('survives answers of the wrong shape: an HTML error page, a feed without items', async () => {
    setViewportWidth(1280);
    server.use(
      http.get('*/api/home/json/', () => HttpResponse.text('<html>Bad gateway</html>')),
      http.get('*/api/rssfeed/twitter', () => HttpResponse.json({ itens: [] })),
      http.get('*/api/rssfeed/youtube', () => HttpResponse.json(null)),
      http.get('*/api/contacts/json/', () => HttpResponse.json({ groups: 'none' })),
    );
    renderWithProviders(<HomePage />, { route: '/home' });
    const cars = await screen.findByRole('region', { name: 'Carros' });
    expect(await within(cars).findByText('Nenhum carro encontrado')).toBeInTheDocument();
    const social = screen.getByRole('region', { name: 'Social' });
    expect(await within(social).findByText('Nenhuma publicação recente.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum contato disponível.')).toBeInTheDocument();
  });
});
