import { Route, Routes } from 'react-router-dom';
import RegistryPage from '../../../src/features/profile/pages/RegistryPage';
import type { StoredUser } from '../../../src/lib/storage';
import { renderWithProviders } from '../utils';

/** The user `GET login` answers for novo@imprensa.test: signed in, profile still to complete. */
export const newUser: StoredUser = { id: 1, name: 'Nova Pessoa', email: 'novo@imprensa.test', role: 10 };
export const sessionToken = 'x'.repeat(43);

/** /registry for `user`, with the places it may lead to. */
export function renderRegistryPage(user: StoredUser = newUser) {
  // As after sign-in: the store mirrors user-data, and the API client reads the token from it.
  const userData = { token: sessionToken, user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/registry" element={<RegistryPage />} />
      <Route path="/" element={<h1>Página inicial</h1>} />
      <Route path="/media-gallery" element={<h1>Galeria</h1>} />
    </Routes>,
    { route: '/registry', preloadedState: { auth: { userData, hasEvents: false } } },
  );
}
