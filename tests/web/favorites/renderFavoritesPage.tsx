import { Link, Route, Routes } from 'react-router-dom';
import type { FavoriteItem } from '../../../src/domain/favorites';
import type { StoredUser } from '../../../src/lib/storage';
import FavoritesPage from '../../../src/features/favorites/pages/FavoritesPage';
import { renderWithProviders } from '../utils';
import { favoritesState } from './favoriteBuilders';

/**
 * /carrinho with the given favorites; `route` '/news' starts one page earlier, with a link to the cart; `user` signs
 * someone in.
 */
export function renderFavoritesPage(
  items: FavoriteItem[],
  { route = '/carrinho', user }: { route?: string; user?: StoredUser } = {},
) {
  const auth = user ? { auth: { userData: { token: 'x'.repeat(43), user }, hasEvents: false } } : {};
  return renderWithProviders(
    <Routes>
      <Route path="/carrinho" element={<FavoritesPage />} />
      <Route path="/home" element={<h1>Página inicial</h1>} />
      <Route
        path="/news"
        element={
          <>
            <h1>News</h1>
            <Link to="/carrinho">Ir aos favoritos</Link>
          </>
        }
      />
    </Routes>,
    { route, preloadedState: { ...favoritesState(items), ...auth } },
  );
}
