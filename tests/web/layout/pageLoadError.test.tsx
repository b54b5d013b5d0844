import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../../../src/app/SiteLayout';
import { currentAddress, LocationProbe, renderWithProviders } from '../utils';
import { menuLoaded } from './renderLayout';

// What a browser does when a tab opened before a deploy asks for a chunk that no longer exists.
const StalePage = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/NewsPage-1a2b3c.js')),
);

afterEach(() => vi.restoreAllMocks());

function renderWithStaleRoute(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="news" element={<StalePage />} />
          <Route path="*" element={<h1>Outra página</h1>} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

describe('a page whose code fails to load', () => {
  it('says so in Portuguese with a reload button, and the frame keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const { user } = renderWithStaleRoute('/news');

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Não foi possível carregar esta página' }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();

    // Header, menu and footer stay usable: following a footer link shows that page.
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeEnabled();
    await menuLoaded();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Aurora Vento' }));
    expect(currentAddress()).toBe('/cars/car/2');
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
