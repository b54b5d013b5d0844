import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { SiteLayout } from '../../../src/app/SiteLayout';
import type { RootState } from '../../../src/state/store';
import { LocationProbe, renderWithProviders } from '../utils';

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
