import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { config } from '../../../../src/lib/config';
import { RequireUser } from '../../../../src/features/auth/components/RequireUser';
import { pageExit } from '../../../../src/lib/pageExit';
import LoanHomePage from '../../../../src/features/loans/pages/LoanHomePage';
import { userDataStorage, vwidUrlStorage } from '../../../../src/lib/storage';
import { heldAnswer } from '../../msw/heldAnswer';
import { server } from '../../msw/server';
import { currentAddress, LocationProbe, renderWithProviders } from '../../utils';

afterEach(() => vi.restoreAllMocks());

function renderLoanHome(role: number) {
  userDataStorage.write({
    token: 'session-1',
    user: { id: 7, name: 'Ana Souza Lima', email: 'ana@imprensa.test', role, loggedIn: true },
  });
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="home-comodato"
          element={
            <RequireUser>
              <LoanHomePage />
            </RequireUser>
          }
        />
        <Route path="login" element={<h1>Entrar</h1>} />
        <Route path="*" element={<h1>Outra página</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/home-comodato' },
  );
}

const cardList = () => screen.getByRole('list', { name: 'Empréstimo de Veículos' });
/** Each card as a person reads it: its title, and where it leads (or 'button' for the one that acts). */
const shownCards = () =>
  within(cardList())
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return link
        ? `${link.textContent} -> ${link.getAttribute('href')}`
        : `${within(item).getByRole('button').textContent} (button)`;
    });

const request = 'Solicitar Empréstimo de Veículo -> /solicita-comodato';
const mine = 'Minhas solicitações -> /minhas-solicitacoes';
const backoffice = 'Aprovação Backoffice -> /aprovacao';
const manager = 'Aprovação Gerencial -> /aprovacao';
const adminManager = 'Aprovação Gerencial -> /aprovacao?admin=1';
const pickup = 'Retirar Veículo -> /retirar';
const checklist = 'Checklist: Entrega e Devolução -> /checklist';
const cancel = 'Cancelar Solicitação de Empréstimo de Veículos -> /comodato-lista';
// The fleet is a staff area of /redacao; the roles that manage it reach it from their loan home in one click.
const fleet = 'Frota -> /redacao/frota';
const logout = 'Logout (button)';

// Spec loan-area section 6, role by role, as DECISIONS.md's roles table settles it.
const expectedCards: [role: number, who: string, cards: string[]][] = [
  [
    1,
    'the administrator',
    [request, mine, backoffice, adminManager, pickup, checklist, cancel, fleet, logout],
  ],
  [2, 'a level 1 manager', [manager, pickup, checklist, cancel, logout]],
  [3, 'a level 2 manager', [manager, pickup, checklist, cancel, logout]],
  [4, 'the restricted role', [logout]],
  [5, 'the backoffice', [backoffice, pickup, checklist, cancel, fleet, logout]],
  [6, 'role 6', [cancel, logout]],
  [9, 'role 9', [cancel, logout]],
  [10, 'the press', [request, mine, cancel, logout]],
];

describe('/home-comodato', () => {
  it('is titled Empréstimo de Veículos, below Área Logada in the breadcrumb', () => {
    renderLoanHome(10);
    expect(screen.getByRole('heading', { level: 1, name: 'Empréstimo de Veículos' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Área Logada' })).toHaveAttribute('href', '/area-logada');
    expect(within(trail).getByText('Empréstimo de Veículos')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Empréstimo de Veículos | Aurora Imprensa');
  });

  it.each(expectedCards)('shows role %i (%s) its cards', (role, _who, cards) => {
    renderLoanHome(role);
    expect(shownCards()).toEqual(cards);
  });

  it('gives the admin manager view to the administrator only', () => {
    for (const [role] of expectedCards) {
      const { unmount } = renderLoanHome(role);
      const adminCards = within(cardList())
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/aprovacao?admin=1');
      expect(adminCards).toHaveLength(role === 1 ? 1 : 0);
      unmount();
    }
  });

  it('follows a card to its route', async () => {
    const { user } = renderLoanHome(10);
    await user.click(screen.getByRole('link', { name: 'Solicitar Empréstimo de Veículo' }));
    expect(currentAddress()).toBe('/solicita-comodato');
  });

  it("signs out with Logout: the session is revoked, user-data goes, the page goes to the provider's logout", async () => {
    const providerLogout =
      'http://localhost:3000/oidc/session/end?id_token_hint=abc&client_id=newsroom-local';
    vwidUrlStorage.write(providerLogout);
    localStorage.setItem('user-has-event', 'true');
    const revoked: (string | null)[] = [];
    server.use(
      http.post('*/api/logout', ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => {});
    const { user } = renderLoanHome(10);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(providerLogout));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(revoked).toEqual(['session-1']);
    expect(localStorage.getItem('user-data')).toBeNull();
    expect(localStorage.getItem('user-has-event')).toBeNull();
    expect(localStorage.getItem('vwid_url')).toBeNull();
    // Home while the browser goes to the provider (RequireUser's part): not /login, which would start a new sign-in
    // at once and, the provider's session still open, sign the user straight back in. The page moves on the render
    // after the sign-out, which may come after the provider's address is set.
    await vi.waitFor(() => expect(currentAddress()).toBe('/home'));
    expect(localStorage.getItem('has-redirect')).toBeNull();
  });

  it('keeps Logout busy while signing out, so a second click sends nothing, and goes home without a provider logout', async () => {
    const answer = heldAnswer();
    const calls: string[] = [];
    server.use(
      http.post('*/api/logout', async ({ request }) => {
        calls.push(request.url);
        await answer.held;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => {});
    const { user } = renderLoanHome(5);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const busy = screen.getByRole('button', { name: 'Saindo...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer.release();

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(config.idp.postLogoutRedirectUri));
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(currentAddress()).toBe('/home'));
  });
});
