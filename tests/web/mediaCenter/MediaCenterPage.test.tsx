import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { displayTitle } from '../../../src/domain/format';
import MediaCenterPage from '../../../src/features/mediaCenter/pages/MediaCenterPage';
import { contactsFixture, homeFixture } from '../../fixtures/content';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';

afterEach(() => vi.restoreAllMocks());

const renderPage = () => renderWithProviders(<MediaCenterPage />, { route: '/media-center' });
const region = (name: string) => screen.findByRole('region', { name });

describe('media center', () => {
  it('has a title and three titled sections in order', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Media Center' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'News',
      'Últimas fotos',
      'Contatos',
    ]);
    expect(document.title).toBe('Media Center | Aurora Imprensa');
  });

  it('shows the three latest news with dates, linking to each and to /news', async () => {
    renderPage();
    const news = await region('News');
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(3));
    const first = within(news).getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(homeFixture.news[0]!.title);
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/news/${homeFixture.news[0]!.id}`);
    expect(within(first).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Ver todas as notícias' })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('is below Home in the breadcrumb', () => {
    renderPage();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Home', 'Media Center']);
    expect(within(steps[0]!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(steps[1]).toHaveAttribute('aria-current', 'page');
    expect(within(steps[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Ampliar, Baixar and Favoritar on each of the latest photos', async () => {
    const { user, store } = renderPage();
    const photos = await region('Últimas fotos');
    await waitFor(() => expect(within(photos).getAllByRole('listitem')).toHaveLength(6));
    for (const card of within(photos).getAllByRole('listitem')) {
      const title = within(card).getByRole('img').getAttribute('alt')!;
      const name = displayTitle(title);
      expect(within(card).getByText(name)).toBeInTheDocument();
      for (const action of ['Ampliar', 'Baixar', 'Favoritar'])
        expect(within(card).getByRole('button', { name: `${action}: ${name}` })).toBeInTheDocument();
    }

    const first = homeFixture.gallery[0]!;
    await user.click(within(photos).getByRole('button', { name: `Baixar: ${displayTitle(first.title)}` }));
    expect(within(photos).getAllByRole('button', { name: /^(Pequena|Média|Grande)/ })).toHaveLength(3);
    await user.click(within(photos).getByRole('button', { name: `Favoritar: ${displayTitle(first.title)}` }));
    expect(store.getState().favorites.items[0]).toMatchObject({
      name: first.title,
      type: 'Imagem',
      contentToDownload: [first.media],
    });
  });

  it('shows the latest photos (no videos), linking to the gallery', async () => {
    renderPage();
    const photos = await region('Últimas fotos');
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(6));
    expect(within(photos).getByAltText('Foto 1 do Aurora T-Cross')).toHaveAttribute('width');
    expect(within(photos).queryByText(/Vídeo/)).not.toBeInTheDocument();
    expect(within(photos).getByRole('link', { name: 'Ver galeria' })).toHaveAttribute(
      'href',
      '/media-gallery',
    );
  });

  it('shows the press contacts, linking to /contacts', async () => {
    renderPage();
    const contacts = await region('Contatos');
    expect(
      await within(contacts).findByRole('heading', { level: 4, name: 'Mariana Souza' }),
    ).toBeInTheDocument();
    expect(
      within(contacts).getByRole('link', { name: 'mariana.souza@aurora-veiculos.com.br' }),
    ).toHaveAttribute('href', 'mailto:mariana.souza@aurora-veiculos.com.br');
    expect(within(contacts).getByRole('link', { name: 'Ver todos os contatos' })).toHaveAttribute(
      'href',
      '/contacts',
    );
  });

  it('shows only the first contact group, the press office; the contacts page has them all', async () => {
    server.use(
      http.get('*/api/contacts/json/', () =>
        HttpResponse.json([...contactsFixture, { id: 2, title: 'Eventos', subcontacts: [] }]),
      ),
    );
    renderPage();
    const contacts = await region('Contatos');
    expect(
      await within(contacts).findByRole('heading', { level: 3, name: 'Assessoria de Imprensa' }),
    ).toBeVisible();
    expect(within(contacts).queryByRole('heading', { name: 'Eventos' })).not.toBeInTheDocument();
  });

  it('logs Error and says so in the sections whose content failed, keeping the others', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/home/json/', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderPage();
    const news = await region('News');
    expect(await within(news).findByText(/Não foi possível carregar as notícias agora/)).toBeInTheDocument();
    expect(
      within(await region('Últimas fotos')).getByText(/Não foi possível carregar as fotos/),
    ).toBeInTheDocument();
    expect(
      await within(await region('Contatos')).findByRole('heading', { name: 'Mariana Souza' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());
  });

  it('says so when there is nothing to show', async () => {
    server.use(
      http.get('*/api/home/json/', () => HttpResponse.json({ ...homeFixture, news: [], gallery: [] })),
      http.get('*/api/contacts/json/', () => HttpResponse.json([])),
    );
    renderPage();
    expect(await screen.findByText('Nenhuma notícia publicada ainda.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma foto publicada ainda.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum contato disponível no momento.')).toBeInTheDocument();
  });
});
