import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { signedOut } from '../../../src/state/auth/authSlice';
import { RequireUser } from '../../../src/features/auth/components/RequireUser';
import { userDataStorage } from '../../../src/lib/storage';
import { currentAddress, LocationProbe, renderWithProviders } from '../utils';
import { incompleteUser } from './signInFixtures';

function renderGuarded(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="registry"
          element={
            <RequireUser>
              <h1>Página protegida</h1>
            </RequireUser>
          }
        />
        <Route path="login" element={<h1>Entrar</h1>} />
        <Route path="home" element={<h1>Página inicial</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

describe('a page that needs a user', () => {
  it('sends a visitor to /login, remembering the address asked for', () => {
    renderGuarded('/registry?volta=1');
    expect(currentAddress()).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Página protegida' })).not.toBeInTheDocument();
    expect(localStorage.getItem('has-redirect')).toBe('/registry?volta=1');
  });

  it('shows the page to anyone with stored user data, a profile still to complete included', () => {
    userDataStorage.write({ token: 'session-2', user: { ...incompleteUser, loggedIn: false } });
    renderGuarded('/registry');
    expect(screen.getByRole('heading', { name: 'Página protegida' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/registry');
    expect(localStorage.getItem('has-redirect')).toBeNull();
  });

  it('sends a user who signs out while on it to /home, not into a new sign-in', () => {
    userDataStorage.write({ token: 'session-2', user: { ...incompleteUser, loggedIn: false } });
    const { store } = renderGuarded('/registry');
    act(() => {
      store.dispatch(signedOut());
    });
    expect(currentAddress()).toBe('/home');
    expect(localStorage.getItem('has-redirect')).toBeNull();
  });
});
