import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import SectionPage from '../../../src/features/sections/pages/SectionPage';
import { displayTitle } from '../../../src/domain/format';
import { companyPageFixture, companyRootFixture, sectionPage } from '../../fixtures/pages';
import { failing, usePageHandlers } from '../msw/pageHandlers';
import { server } from '../msw/server';
import { renderWithProviders, untilSlidersLoaded } from '../utils';

beforeEach(() => usePageHandlers());
afterEach(() => vi.restoreAllMocks());

function renderSections(route: string) {
  return renderWithProviders(
    <Routes>
      {(
        [
          ['company', 'company'],
          ['technology', 'technology'],
          ['mobilidade-eletrica', 'emobility'],
        ] as const
      ).map(([root, kind]) => [
        <Route key={`${kind}0`} path={root} element={<SectionPage kind={kind} />} />,
        <Route key={`${kind}1`} path={`${root}/:id`} element={<SectionPage kind={kind} />} />,
        <Route key={`${kind}2`} path={`${root}/:id/:subId`} element={<SectionPage kind={kind} />} />,
      ])}
    </Routes>,
    { route },
  );
}

/** Records the address of every request that reaches the API under `path`. */
function recordCalls(path: string, answer: object) {
  const urls: URL[] = [];
  server.use(
    http.get(`*/api/${path}`, ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(answer);
    }),
  );
  return urls;
}

describe('section pages', () => {
  it('shows the company root with the level-1 pages of the menu, its news and gallery', async () => {
    renderSections('/company');
    const title = await screen.findByRole('heading', { level: 1, name: 'Sobre a Aurora' });
    expect(title).toBeInTheDocument();
    expect(document.title).toBe('Sobre a Aurora | Aurora Imprensa');
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Empresa']);

    const pages = await screen.findByRole('region', { name: 'Nesta seção' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/company/2']);
    expect(screen.getByRole('region', { name: 'Notícias' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fotos e vídeos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compartilhar no Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost:3000/company')}`,
    );
  });

  it('shows a level-1 page with its level-2 pages', async () => {
    const calls = recordCalls('sessions/json/session/:id', companyPageFixture);
    renderSections('/company/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fábricas' })).toBeInTheDocument();
    expect(calls.map((url) => url.pathname)).toEqual(['/api/sessions/json/session/2']);
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Empresa' })).toHaveAttribute('href', '/company');

    const subpages = screen.getByRole('region', { name: 'Mais sobre Fábricas' });
    expect(within(subpages).getByRole('link', { name: 'Fábrica de São Bernardo do Campo' })).toHaveAttribute(
      'href',
      '/company/2/5',
    );
    expect(within(subpages).getByRole('link', { name: 'Fábrica de Taubaté' })).toHaveAttribute(
      'href',
      '/company/2/6',
    );
    // 5 news: more than 3, so the carousel loops.
    await untilSlidersLoaded();
    const news = screen.getByRole('region', { name: 'Notícias' });
    expect(news.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
  });

  it('shows a level-2 page under its level-1 page, without news or gallery when it has none', async () => {
    const calls = recordCalls('sessions/json/session/:id/subsession/:subId', {
      subsession: sectionPage({
        id: 5,
        title: 'Fábrica de São Bernardo do Campo',
        parent_id: 2,
        parentTitle: 'Fábricas',
      }),
      news: [],
      gallery: [],
    });
    renderSections('/company/2/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fábrica de São Bernardo do Campo' }),
    ).toBeInTheDocument();
    expect(calls.map((url) => url.pathname)).toEqual(['/api/sessions/json/session/2/subsession/5']);
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Fábricas' })).toHaveAttribute('href', '/company/2');
    expect(screen.queryByRole('region', { name: /Mais sobre/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notícias' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Compartilhar' })).toBeInTheDocument();
  });

  it.each([
    [
      '/technology',
      'technology/json/',
      { technology: [sectionPage({ title: 'Tecnologia Aurora' })], news: [], gallery: [] },
      'Tecnologia Aurora',
    ],
    [
      '/technology/2',
      'technology/json/technology/2',
      { technology: sectionPage({ id: 2, title: 'Motores TSI' }), news: [], gallery: [] },
      'Motores TSI',
    ],
    [
      '/technology/2/6',
      'technology/json/technology/2/subtech/6',
      {
        subTech: sectionPage({ id: 6, title: 'Injeção direta', parent_id: 2, parentTitle: 'Motores TSI' }),
        news: [],
        gallery: [],
      },
      'Injeção direta',
    ],
    [
      '/mobilidade-eletrica',
      'mobilidade-eletrica/json/',
      { emobility: [sectionPage({ title: 'Mobilidade Elétrica' })], news: [], gallery: [] },
      'Mobilidade Elétrica',
    ],
    [
      '/mobilidade-eletrica/2',
      'mobilidade-eletrica/json/mobilidade-eletrica/2',
      { emobility: sectionPage({ id: 2, title: 'Recarga' }), news: [], gallery: [] },
      'Recarga',
    ],
    [
      '/mobilidade-eletrica/2/4',
      'mobilidade-eletrica/json/mobilidade-eletrica/2/subMob/4',
      {
        subMob: sectionPage({ id: 4, title: 'Wallbox', parent_id: 2, parentTitle: 'Recarga' }),
        news: [],
        gallery: [],
      },
      'Wallbox',
    ],
  ])('%s reads %s and its wire key', async (route, path, answer, title) => {
    const calls = recordCalls(path, answer);
    renderSections(route);
    expect(await screen.findByRole('heading', { level: 1, name: displayTitle(title) })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('names the tree in the breadcrumb', async () => {
    renderSections('/mobilidade-eletrica/2/4');
    const trail = await screen.findByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Mobilidade Elétrica' })).toHaveAttribute(
      'href',
      '/mobilidade-eletrica',
    );
    expect(within(trail).getByRole('link', { name: 'Recarga' })).toHaveAttribute(
      'href',
      '/mobilidade-eletrica/2',
    );
  });

  it('passes the preview token on to the read', async () => {
    const calls = recordCalls('sessions/json/session/:id', companyPageFixture);
    renderSections('/company/2?token=previa');
    await screen.findByRole('heading', { level: 1, name: 'Fábricas' });
    expect(calls[0]!.searchParams.get('token')).toBe('previa');
  });

  it("says 'Conteúdo não encontrado.' for an unknown page, and for an address that names none", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', 'technology/json/technology/:id', 404));
    renderSections('/technology/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('asks nothing for /company/abc', async () => {
    renderSections('/company/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
  });

  it('logs Error and offers a retry when the read fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', 'sessions/json/', 503));
    const { user } = renderSections('/company');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar este conteúdo' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error', expect.anything()));
    server.use(http.get('*/api/sessions/json/', () => HttpResponse.json(companyRootFixture)));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre a Aurora' })).toBeInTheDocument();
  });

  it('treats an empty root list as a page that could not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/sessions/json/', () => HttpResponse.json({ session: [], news: [], gallery: [] })),
    );
    renderSections('/company');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar este conteúdo' }),
    ).toBeInTheDocument();
  });
});
