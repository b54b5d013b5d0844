import { Route, Routes, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { SiteLayout } from '../../../src/app/SiteLayout';
import type { RootState } from '../../../src/state/store';
import { renderWithProviders } from '../utils';

/** Shows the address the router is at, as a person would read it in the address bar. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço atual">{`${pathname}${search}`}</output>;
}

export const currentAddress = () => screen.getByRole('status', { name: 'Endereço atual' }).textContent;

/**
 * The connected layout route with two stand-in pages (the real ones are other areas' tests): /home, and any other
 * path, so links followed from the menu or the footer land somewhere visible.
 */
export function renderLayout(route = '/home', preloadedState?: Partial<RootState>) {
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="home" element={<h1>Página inicial</h1>} />
          <Route path="*" element={<h1>Outra página</h1>} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState },
  );
}

/** The menu arrives from `menu/json/`: its entries show in the footer once it has. */
export const menuLoaded = () => screen.findByRole('link', { name: 'Aurora Vento' });
