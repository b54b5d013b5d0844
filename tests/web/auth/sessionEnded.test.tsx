import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../../../src/lib/api/api';
import { holdUnsavedWork } from '../../../src/lib/unsavedWork';
import { userDataStorage } from '../../../src/lib/storage';
import { signedIn } from '../../../src/state/auth/authSlice';
import { makeStore } from '../../../src/state/store';
import { server } from '../msw/server';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../../../src/app/SiteLayout';
import { RequireUser } from '../../../src/features/auth/components/RequireUser';
import MyLoansPage from '../../../src/features/loans/pages/MyLoansPage';
import { currentAddress, LocationProbe, renderWithProviders } from '../utils';
import { completeUser } from './signInFixtures';

/** The site's layout around a signed-in page, as the router sets it up, and a stand-in /home. */
const renderMyLoans = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route
            path="minhas-solicitacoes"
            element={
              <RequireUser>
                <MyLoansPage />
              </RequireUser>
            }
          />
          <Route path="home" element={<h1>Página inicial</h1>} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    { route: '/minhas-solicitacoes' },
  );

const sessionGone = { statusCode: 401, error: 'Unauthorized', message: 'Faça login para continuar.' };

describe('a session the API no longer takes', () => {
  it('signs the person out here too: the header offers Entrar, and the signed-in page is left', async () => {
    // The newsroom suspended the journalist while her page was open: her token is refused from then on.
    server.use(http.get('*/api/lendingcontract/mine', () => HttpResponse.json(sessionGone, { status: 401 })));
    userDataStorage.write({ token: 'session-1', user: { ...completeUser, loggedIn: true } });
    renderMyLoans();
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(within(header).queryByRole('button', { name: 'Menu do usuário' })).not.toBeInTheDocument();
    expect(userDataStorage.read()).toBeNull();
    await waitFor(() => expect(currentAddress()).toBe('/home'));
  });

  it('leaves a newer session alone when an older token is refused', async () => {
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        probeMine: build.query<unknown, void>({ query: () => 'lendingcontract/mine' }),
      }),
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: (authorization: string | null) => void = () => {};
    const sent = new Promise<string | null>((resolve) => (arrived = resolve));
    server.use(
      http.get('*/api/lendingcontract/mine', async ({ request }) => {
        arrived(request.headers.get('authorization'));
        await held;
        return HttpResponse.json(sessionGone, { status: 401 });
      }),
    );
    userDataStorage.write({ token: 'old-session', user: { ...completeUser, loggedIn: true } });
    const store = makeStore();
    const read = store.dispatch(probe.endpoints.probeMine.initiate());
    expect(await sent).toBe('old-session');
    // Signed in again while the old token's call was on its way.
    store.dispatch(signedIn({ token: 'new-session', user: { ...completeUser, loggedIn: true } }));
    release();
    await read;
    expect(store.getState().auth.userData?.token).toBe('new-session');
  });

  it('keeps the person signed in while unsaved typing is on the page, which the sign-out would drop', async () => {
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        probeMineWhileTyping: build.query<unknown, void>({ query: () => 'lendingcontract/mine' }),
      }),
    });
    server.use(http.get('*/api/lendingcontract/mine', () => HttpResponse.json(sessionGone, { status: 401 })));
    userDataStorage.write({ token: 'session-2', user: { ...completeUser, loggedIn: true } });
    const store = makeStore();
    const release = holdUnsavedWork();
    try {
      await store.dispatch(probe.endpoints.probeMineWhileTyping.initiate());
      expect(store.getState().auth.userData?.token).toBe('session-2');
    } finally {
      release();
    }
  });
});
