import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { displayTitle } from '../../../src/domain/format';
import { stubMediaPlayback } from '../home/mediaStubs';
import { usePageHandlers } from '../msw/pageHandlers';
import { currentAddress, renderApp } from '../utils';

// The routes load their pages lazily: load them once up front, so a busy machine's first transform of a page
// doesn't outlast a test's wait.
beforeAll(async () => {
  await import('../../../src/features/home/pages/HomePage');
  await import('../../../src/features/cars/pages/CarListPage');
  await import('../../../src/features/cars/pages/CarPage');
  await import('../../../src/features/cars/pages/VersionPage');
  await import('../../../src/features/sections/pages/SectionPage');
});

beforeEach(() => {
  usePageHandlers();
  stubMediaPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.pdfReady;
});

describe('the app routes of cars and section pages', () => {
  it.each([
    ['/cars/Models', 'Carros'],
    ['/CARS/CAR/1', displayTitle('Aurora T-Cross')],
    ['/cars/version/1/2', displayTitle('T-Cross Highline 1.4 TSI')],
    ['/Company', 'Sobre a Aurora'],
    ['/company/2', 'Fábricas'],
    ['/COMPANY/2/5', 'Fábrica de São Bernardo do Campo'],
    ['/technology/2', 'Motores TSI'],
    ['/mobilidade-eletrica/2/4', 'Wallbox'],
  ])('%s opens its page inside the site layout, in any case', async (route, title) => {
    renderApp(route);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeInTheDocument();
    expect(currentAddress()).toBe(route);
  });

  it('prints /cars/version/{car}/{version}/pdf outside the site layout', async () => {
    renderApp('/cars/version/1/2/pdf');
    expect(
      await screen.findByRole('heading', { level: 1, name: displayTitle('T-Cross Highline 1.4 TSI') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/cars/version/1/2')).toBeInTheDocument();
  });

  it.each(['/cars/car', '/cars/trucks', '/cars/version/1'])('sends %s to /home', async (route) => {
    renderApp(route);
    await waitFor(() => expect(currentAddress()).toBe('/home'));
  });
});
