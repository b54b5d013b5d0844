import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { displayTitle } from '../../../src/domain/format';
import { versionFixture } from '../../fixtures/pages';
import { stubMediaPlayback } from '../home/mediaStubs';
import { failing, usePageHandlers } from '../msw/pageHandlers';
import { server } from '../msw/server';
import { untilNextFrame, untilSlidersLoaded } from '../utils';
import { renderCars } from './renderCars';

beforeEach(() => {
  usePageHandlers();
  stubMediaPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.pdfReady;
});

describe('version page', () => {
  it('shows breadcrumb, title, looping media, subtitle, description, PDF row, blocks, related list and sharing', async () => {
    renderCars('/cars/version/1/2');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(displayTitle('T-Cross Highline 1.4 TSI'));
    expect(document.title).toBe('T-Cross Highline 1.4 TSI | Aurora Imprensa');

    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Home',
      'Carros',
      'Modelos',
      displayTitle('Aurora T-Cross'),
      displayTitle('T-Cross Highline 1.4 TSI'),
    ]);
    expect(within(trail).getByRole('link', { name: 'Modelos' })).toHaveAttribute('href', '/cars/models');
    expect(within(trail).getByRole('link', { name: displayTitle('Aurora T-Cross') })).toHaveAttribute(
      'href',
      '/cars/car/1',
    );

    const video = document.querySelector('.content-page__lead video') as HTMLVideoElement;
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(screen.getByText('A versão mais completa')).toBeInTheDocument();
    expect(screen.getByText('Motor 1.4 TSI de 150 cv.')).toBeInTheDocument();
    // The spec sheet is downloaded like any media (after the terms; tests/web/content/PdfRow) and can be favorited.
    expect(screen.getByRole('button', { name: /^Ficha técnica \(PDF\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Favoritar: Ficha técnica/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
    expect(screen.getByText('Texto completo do bloco.')).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Conteúdo relacionado' });
    expect(related.closest('aside')).not.toBeNull();
    // 5 news and 4 photos: 9 items, more than the 7 of the vertical list, so it loops.
    await untilSlidersLoaded();
    expect(related.querySelectorAll('.slick-slide:not(.slick-cloned)')).toHaveLength(9);
    expect(related.querySelector('.slick-vertical')).not.toBeNull();

    expect(screen.getByRole('navigation', { name: 'Compartilhar' })).toBeInTheDocument();
  });

  it('offers Baixar and Favoritar on its looping media, its downloadable templates and its related photos', async () => {
    const { user } = renderCars('/cars/version/1/2');
    await screen.findByRole('heading', { level: 1 });
    const version = displayTitle('T-Cross Highline 1.4 TSI');

    // The lead video keeps its pause button, and is taken as a video: MP4 or MOV, no Ampliar.
    const lead = screen.getByRole('group', { name: 'Ações: T-Cross Highline 1.4 TSI' });
    expect(document.querySelector('.content-page__lead .content-video__toggle')).not.toBeNull();
    expect(within(lead).queryByRole('button', { name: /^Ampliar/ })).not.toBeInTheDocument();
    await user.click(within(lead).getByRole('button', { name: `Baixar: ${version}` }));
    expect(
      within(lead)
        .getAllByRole('button', { name: new RegExp(`— ${version}$`) })
        .map((size) => size.textContent?.split(' ')[0]),
    ).toEqual(['MP4', 'MOV']);
    expect(within(lead).getByRole('button', { name: `Favoritar: ${version}` })).toBeInTheDocument();

    // The template's photo, numbered after the side photo that comes before it.
    const template = document.querySelector('.content-block--media') as HTMLElement;
    const photo = `${version}: foto 2`;
    expect(within(template).getByRole('img', { name: photo })).toBeInTheDocument();
    for (const action of ['Ampliar', 'Baixar', 'Favoritar'])
      expect(within(template).getByRole('button', { name: `${action}: ${photo}` })).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Conteúdo relacionado' });
    const relatedPhoto = displayTitle(versionFixture.gallery[0]!.title);
    expect(
      within(related).getAllByRole('button', { name: `Baixar: ${relatedPhoto}`, hidden: true }).length,
    ).toBeGreaterThan(0);
  });

  it('renders the /pdf variant of the page with its PDF row', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/pdf/chrome/url', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ pdf: '/api/pdf/files/abc/x.pdf', name: 'x.pdf', url: 'u' });
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const { user } = renderCars('/cars/version/1/2');
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    expect(alert).toHaveBeenCalledWith('Esse processo pode levar alguns segundos:');
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/pdf/files/abc/x.pdf', '_blank'));
    expect(body).toEqual({
      url: 'http://localhost:3000/cars/version/1/2/pdf',
      inlinePdf: true,
      fileName: 't-cross-highline-1-4-tsi.pdf',
    });
  });

  it('passes the preview token on to the read', async () => {
    let token: string | null = null;
    server.use(
      http.get('*/api/cars/json/car/:id/version/:versionId', ({ request }) => {
        token = new URL(request.url).searchParams.get('token');
        return HttpResponse.json(versionFixture);
      }),
    );
    renderCars('/cars/version/1/2?token=abc');
    await screen.findByRole('heading', { level: 1 });
    expect(token).toBe('abc');
  });

  it('has no spec-sheet link and no related list when the version has neither', async () => {
    server.use(
      http.get('*/api/cars/json/car/:id/version/:versionId', () =>
        HttpResponse.json({
          ...versionFixture,
          version: { ...versionFixture.version, pdfMedia: null },
          news: [],
          gallery: [],
        }),
      ),
    );
    renderCars('/cars/version/1/2');
    expect(await screen.findByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ficha técnica/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conteúdo relacionado' })).not.toBeInTheDocument();
    expect(document.querySelector('aside')).toBeNull();
  });

  it("says 'Conteúdo não encontrado.' for an unknown version", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', 'cars/json/car/:id/version/:versionId', 404));
    renderCars('/cars/version/1/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
  });

  it("leads a concept's version through 'Conceitos' to its car", async () => {
    server.use(
      http.get('*/api/cars/json/car/:id/version/:versionId', () =>
        HttpResponse.json({
          ...versionFixture,
          version: {
            ...versionFixture.version,
            id: 15,
            title: 'Quimera Protótipo',
            car_id: 7,
            carTitle: 'Aurora Quimera',
            categoryCar: 2,
          },
        }),
      ),
    );
    renderCars('/cars/version/7/15');
    await screen.findByRole('heading', { level: 1 });
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Carros', 'Conceitos', 'Aurora Quimera', 'Quimera Protótipo']);
    expect(within(trail).getByRole('link', { name: 'Conceitos' })).toHaveAttribute('href', '/cars/concepts');
    expect(within(trail).getByRole('link', { name: 'Aurora Quimera' })).toHaveAttribute(
      'href',
      '/cars/car/7',
    );
  });

  it('prints the /pdf variant: no menu, breadcrumb, PDF row, share or related list, and tells the renderer', async () => {
    renderCars('/cars/version/1/2/pdf');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(displayTitle('T-Cross Highline 1.4 TSI'));
    expect(screen.getByText('http://localhost:3000/cars/version/1/2')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conteúdo relacionado' })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    await untilNextFrame(); // when the page starts waiting for its pictures
    document.querySelectorAll('img').forEach((image) => fireEvent.load(image));
    await waitFor(() => expect(document.documentElement.dataset.pdfReady).toBe('true'));
  });

  it('tells the renderer there is nothing to print when the version is gone, and only when printing', async () => {
    server.use(failing('get', 'cars/json/car/:id/version/:versionId', 404));
    const printed = renderCars('/cars/version/1/99/pdf');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.pdfReady).toBe('missing'));
    printed.unmount();
    expect(document.documentElement.dataset.pdfReady).toBeUndefined();

    renderCars('/cars/version/1/99');
    await screen.findByRole('heading', { level: 1, name: 'Conteúdo não encontrado.' });
    await untilNextFrame();
    expect(document.documentElement.dataset.pdfReady).toBeUndefined();
  });

  it('matches the /PDF variant regardless of case', async () => {
    renderCars('/cars/version/1/2/PDF');
    expect(await screen.findByText('http://localhost:3000/cars/version/1/2')).toBeInTheDocument();
  });
});
