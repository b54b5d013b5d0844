import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userDataStorage, vwidUrlStorage } from '../../../src/lib/storage';
import { renderLayout } from '../layout/renderLayout';
import { server } from '../msw/server';
import { completeUser, incompleteUser, watchPageExit } from './signInFixtures';
import { currentAddress } from '../utils';

afterEach(() => vi.restoreAllMocks());

const signIn = (user = completeUser, loggedIn = true) =>
  userDataStorage.write({ token: 'session-1', user: { ...user, loggedIn } });
const header = () => screen.getByRole('banner');
const openUserMenu = async (user: ReturnType<typeof renderLayout>['user']) => {
  const button = await within(header()).findByRole('button', { name: 'Menu do usuário' });
  await user.click(button);
  return { button, menu: within(header()).getByRole('navigation', { name: 'Menu do usuário' }) };
};

describe("the header's account control", () => {
  it('offers a visitor the login icon, which remembers the page to come back to', async () => {
    const { user } = renderLayout('/contacts?aba=2');
    const login = within(header()).getByRole('link', { name: 'Entrar' });
    expect(login).toHaveAttribute('href', '/login');
    expect(within(header()).queryByRole('button', { name: 'Menu do usuário' })).not.toBeInTheDocument();
    await user.click(login);
    expect(currentAddress()).toBe('/login');
    expect(localStorage.getItem('has-redirect')).toBe('/contacts?aba=2');
  });

  it('keeps the login icon for a user who has not completed the profile', () => {
    signIn(incompleteUser, false);
    renderLayout('/home');
    expect(within(header()).getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('gives a logged-in user the menu: Perfil, Solicitação de Veículo and Sair, without Eventos', async () => {
    signIn();
    const { user } = renderLayout('/home');
    const { button, menu } = await openUserMenu(user);
    expect(within(header()).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByText('Olá, Ana')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/registry');
    expect(within(menu).getByRole('link', { name: 'Solicitação de Veículo' })).toHaveAttribute(
      'href',
      '/home-comodato',
    );
    expect(within(menu).queryByRole('link', { name: 'Eventos' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('shows Eventos when the user has events', async () => {
    signIn();
    localStorage.setItem('user-has-event', 'true');
    const { user } = renderLayout('/home');
    const { menu } = await openUserMenu(user);
    expect(within(menu).getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');
  });

  it('closes on Escape with focus back on its button, on a click elsewhere, and on following a link', async () => {
    signIn();
    const { user } = renderLayout('/home');
    const { button } = await openUserMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu do usuário' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'Página inicial' }));
    expect(screen.queryByRole('navigation', { name: 'Menu do usuário' })).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Perfil' }));
    expect(currentAddress()).toBe('/registry');
    expect(screen.queryByRole('navigation', { name: 'Menu do usuário' })).not.toBeInTheDocument();
  });

  it('follows a sign-in and a logout made in another tab', async () => {
    renderLayout('/home');
    expect(within(header()).getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    signIn();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'user-data' })));
    expect(await within(header()).findByRole('button', { name: 'Menu do usuário' })).toBeInTheDocument();
    userDataStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'user-data' })));
    expect(within(header()).getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('Sair', () => {
  it("revokes the session, clears the user and goes to the provider's logout kept at sign-in", async () => {
    signIn();
    localStorage.setItem('user-has-event', 'true');
    const providerLogout =
      'http://localhost:3000/oidc/session/end?id_token_hint=abc&client_id=newsroom-local';
    vwidUrlStorage.write(providerLogout);
    const revoked: (string | null)[] = [];
    server.use(
      http.post('*/api/logout', ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const exit = watchPageExit();
    const { user } = renderLayout('/home');
    const { menu } = await openUserMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Sair' }));

    await vi.waitFor(() => expect(exit.assign).toHaveBeenCalledWith(providerLogout));
    expect(revoked).toEqual(['session-1']);
    expect(localStorage.getItem('user-data')).toBeNull();
    expect(localStorage.getItem('user-has-event')).toBeNull();
    expect(localStorage.getItem('vwid_url')).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('signs out here even when the API fails, and goes to /home without a provider logout kept', async () => {
    signIn();
    server.use(http.post('*/api/logout', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const exit = watchPageExit();
    const { user } = renderLayout('/home');
    const { menu } = await openUserMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Sair' }));

    await vi.waitFor(() => expect(exit.assign).toHaveBeenCalledWith('http://localhost:3000/home'));
    expect(localStorage.getItem('user-data')).toBeNull();
  });
});
