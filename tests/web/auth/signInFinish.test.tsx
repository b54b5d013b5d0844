import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { config } from '../../../src/lib/config';
import { signInAttemptStorage, userDataStorage, vwidUrlStorage } from '../../../src/lib/storage';
import {
  completeUser,
  fakeIdToken,
  incompleteUser,
  renderLogin,
  signInNetwork,
  storeAttempt,
  tokenAnswer,
  watchPageExit,
} from './signInFixtures';
import { currentAddress, renderApp } from '../utils';

const providerLogout = (idToken?: string) =>
  'http://localhost:3000/oidc/session/end?' +
  new URLSearchParams({
    ...(idToken ? { id_token_hint: idToken } : {}),
    post_logout_redirect_uri: 'http://localhost:3000/home',
    client_id: 'newsroom-local',
  }).toString();

const emailTaken =
  'Este e-mail já pertence a outra conta da sala de imprensa. Fale com a assessoria de imprensa.';
const idToken = fakeIdToken({ email: 'jornalista@imprensa.test', nonce: 'nonce-abc' });
let exit: ReturnType<typeof watchPageExit>;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  exit = watchPageExit();
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  config.flavour = 'WEB';
});

/** The web flavour's failure: the error logged, the page gone to the provider's logout, nobody signed in. */
async function expectWebFailure(logoutAddress: string) {
  await waitFor(() => expect(exit.assign).toHaveBeenCalledWith(logoutAddress));
  expect(exit.assign).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledWith('Error', expect.any(Error));
  expect(userDataStorage.read()).toBeNull();
  expect(vwidUrlStorage.read()).toBeNull();
}

describe('/login with a code', () => {
  it('exchanges the code as a public client, signs in and goes to the remembered page', async () => {
    storeAttempt();
    localStorage.setItem('has-redirect', '/news/5');
    // A previous user's stored session must not travel with the new sign-in.
    userDataStorage.write({ token: 'old-session', user: { ...completeUser, id: 1, loggedIn: true } });
    const network = signInNetwork({ tokenAnswer: () => tokenAnswer({ id_token: idToken }) });

    renderLogin('/login?code=code-1&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/news/5'));

    // The token exchange: form-encoded, PKCE verifier, no secret, no authorization of any kind.
    expect(network.tokenRequests).toHaveLength(1); // StrictMode's second effect did not exchange it again
    const [exchange] = network.tokenRequests;
    expect(exchange!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(exchange!.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(exchange!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      client_id: 'newsroom-local',
      redirect_uri: 'http://localhost:3000/login',
      code_verifier: 'verifier-0123456789-0123456789-0123456789',
    });

    // GET login: the id token and this browser's device id, created once and kept.
    expect(network.loginRequests).toHaveLength(1);
    const [login] = network.loginRequests;
    expect(login!.headers.get('authorization')).toBe(idToken);
    const deviceId = localStorage.getItem('deviceID');
    expect(deviceId).toMatch(/^[\w-]{8,64}$/);
    expect(login!.headers.get('deviceid')).toBe(deviceId);
    // The access token goes along, for the provider's userinfo when the id token has no e-mail.
    expect(login!.headers.get('accesstoken')).toBe('at-1');

    expect(userDataStorage.read()).toEqual({ token: 'session-1', user: { ...completeUser, loggedIn: true } });
    expect(vwidUrlStorage.read()).toBe(providerLogout(idToken));
    expect(localStorage.getItem('has-redirect')).toBeNull();
    expect(signInAttemptStorage.read()).toBeNull();
    expect(exit.assign).not.toHaveBeenCalled();
    // The id token is kept nowhere but in the provider's logout address.
    const stored = Object.keys(localStorage).filter((key) => key !== 'vwid_url');
    expect(stored.some((key) => localStorage.getItem(key)!.includes(idToken))).toBe(false);
  });

  it("keeps the id token's e-mail when GET login's user has none", async () => {
    storeAttempt();
    // 'João' makes UTF-8 bytes in the token's payload.
    const withEmail = fakeIdToken({ email: 'joão@imprensa.test', name: 'João', nonce: 'nonce-abc' });
    signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: withEmail }),
      loginAnswer: () => HttpResponse.json({ token: 'session-1', user: { ...completeUser, email: '' } }),
    });
    renderLogin('/login?code=code-16&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(userDataStorage.read()?.user.email).toBe('joão@imprensa.test');
  });

  it('puts the focus on the heading of the page it goes back to, as a link to it would', async () => {
    storeAttempt();
    localStorage.setItem('has-redirect', '/termos-legais/privacypolicy');
    signInNetwork({ tokenAnswer: () => tokenAnswer({ id_token: idToken }) });
    renderApp('/login?code=code-17&state=state-abc');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' });
    expect(currentAddress()).toBe('/termos-legais/privacypolicy');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('goes to / when no page was remembered', async () => {
    storeAttempt();
    signInNetwork();
    renderLogin('/login/?code=code-2&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(userDataStorage.read()?.user.loggedIn).toBe(true);
  });

  it('sends an incomplete profile to /registry, not logged in yet, keeping the remembered page', async () => {
    storeAttempt();
    localStorage.setItem('has-redirect', '/news/5');
    signInNetwork({ loginAnswer: () => HttpResponse.json({ token: 'session-2', user: incompleteUser }) });
    renderLogin('/login?code=code-3&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/registry'));
    expect(userDataStorage.read()).toEqual({
      token: 'session-2',
      user: { ...incompleteUser, loggedIn: false },
    });
    expect(localStorage.getItem('has-redirect')).toBe('/news/5');
  });

  it('signs in on a newsroom opened at another address than its public one, checked against the name its embedded provider gives itself', async () => {
    // PUBLIC_URL says localhost; the visitor opened 127.0.0.1. The provider answers with its own name.
    const ownName = 'http://newsroom.test/oidc';
    storeAttempt();
    const network = signInNetwork({
      providerName: ownName,
      tokenAnswer: () => tokenAnswer({ id_token: fakeIdToken({ iss: ownName, nonce: 'nonce-abc' }) }),
    });
    renderLogin(`/login?code=code-15&state=state-abc&iss=${encodeURIComponent(ownName)}`);
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(network.loginRequests).toHaveLength(1);
    expect(userDataStorage.read()?.user.loggedIn).toBe(true);
  });

  it('fails on a state this browser did not start, without exchanging the code', async () => {
    storeAttempt({ state: 'state-abc' });
    const network = signInNetwork();
    renderLogin('/login?code=code-4&state=state-forged');
    await expectWebFailure(providerLogout());
    expect(network.tokenRequests).toHaveLength(0);
  });

  it('fails when the same state comes back a second time', async () => {
    storeAttempt();
    signInNetwork();
    const first = renderLogin('/login?code=code-5&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    first.unmount();
    userDataStorage.clear(); // signed out in between
    vwidUrlStorage.clear();

    renderLogin('/login?code=code-5&state=state-abc');
    await expectWebFailure(providerLogout());
  });

  it('fails on an attempt older than 10 minutes', async () => {
    storeAttempt({ createdAt: Date.now() - 11 * 60 * 1000 });
    const network = signInNetwork();
    renderLogin('/login?code=code-6&state=state-abc');
    await expectWebFailure(providerLogout());
    expect(network.tokenRequests).toHaveLength(0);
  });

  it('fails on an error answer from the provider, without exchanging anything', async () => {
    storeAttempt();
    const network = signInNetwork();
    renderLogin('/login?error=access_denied&error_description=cancelado&state=state-abc');
    await expectWebFailure(providerLogout());
    expect(network.tokenRequests).toHaveLength(0);
    expect(signInAttemptStorage.read()).toBeNull();
  });

  it('fails on an answer that names another provider as its issuer, without exchanging the code', async () => {
    storeAttempt();
    const network = signInNetwork();
    renderLogin('/login?code=code-14&state=state-abc&iss=https%3A%2F%2Foutro.example%2Foidc');
    await expectWebFailure(providerLogout());
    expect(network.tokenRequests).toHaveLength(0);
  });

  it('fails when the token answer has no id_token', async () => {
    storeAttempt();
    const network = signInNetwork({ tokenAnswer: () => tokenAnswer({}) });
    renderLogin('/login?code=code-7&state=state-abc');
    await expectWebFailure(providerLogout());
    expect(network.loginRequests).toHaveLength(0);
  });

  it('fails on an id token issued by another provider or to another client, or expired', async () => {
    const tokens = [
      fakeIdToken({ nonce: 'nonce-abc', iss: 'https://outro.example/oidc' }),
      fakeIdToken({ nonce: 'nonce-abc', aud: 'another-app' }),
      fakeIdToken({ nonce: 'nonce-abc', exp: Math.floor(Date.now() / 1000) - 3600 }),
    ];
    for (const [index, token] of tokens.entries()) {
      storeAttempt();
      const network = signInNetwork({ tokenAnswer: () => tokenAnswer({ id_token: token }) });
      const view = renderLogin(`/login?code=code-15-${index}&state=state-abc`);
      await expectWebFailure(providerLogout());
      expect(network.loginRequests).toHaveLength(0);
      view.unmount();
      exit.assign.mockClear();
    }
  });

  it("fails when the id token's nonce is not this attempt's", async () => {
    storeAttempt();
    const network = signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: fakeIdToken({ nonce: 'nonce-of-someone-else' }) }),
    });
    renderLogin('/login?code=code-8&state=state-abc');
    await expectWebFailure(providerLogout());
    expect(network.loginRequests).toHaveLength(0);
  });

  it('alerts Error when GET login gets no answer, then fails', async () => {
    storeAttempt();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: idToken }),
      loginAnswer: () => HttpResponse.error(),
    });
    renderLogin('/login?code=code-9&state=state-abc');
    await expectWebFailure(providerLogout(idToken));
    expect(alert).toHaveBeenCalledWith('Error');
  });

  it("ends the provider's session for a refused user (403) on the web, without an alert", async () => {
    storeAttempt();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: idToken }),
      loginAnswer: () => HttpResponse.json({ message: 'Acesso suspenso.' }, { status: 403 }),
    });
    renderLogin('/login?code=code-10&state=state-abc');
    await expectWebFailure(providerLogout(idToken));
    expect(alert).not.toHaveBeenCalled();
  });

  it("tells the refused visitor the API's reason on the page the provider sends them back to, once", async () => {
    storeAttempt();
    signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: idToken }),
      loginAnswer: () => HttpResponse.json({ message: emailTaken }, { status: 409 }),
    });
    const login = renderLogin('/login?code=code-12&state=state-abc');
    await expectWebFailure(providerLogout(idToken));
    login.unmount();

    // Back from the provider's logout, on /home.
    const home = renderApp('/home');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(emailTaken);
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText(emailTaken)).toBeNull();
    home.unmount();

    // Said once: the next page of the tab is as usual.
    renderApp('/home');
    await screen.findByRole('link', { name: 'Entrar' });
    expect(screen.queryByText(emailTaken)).toBeNull();
  });

  it("tells the refused visitor the spec's sentence when the API gave no reason", async () => {
    storeAttempt();
    signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: idToken }),
      loginAnswer: () => new HttpResponse(null, { status: 401 }),
    });
    const login = renderLogin('/login?code=code-13&state=state-abc');
    await expectWebFailure(providerLogout(idToken));
    login.unmount();
    renderApp('/home');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Desculpe, você não tem permissão para acessar essa área',
    );
  });

  it('alerts the refusal and goes to / in the mobile flavour', async () => {
    config.flavour = 'mobile';
    sessionStorage.setItem('sign-in-window', 'true');
    storeAttempt();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: idToken }),
      loginAnswer: () => HttpResponse.json({ message: 'Acesso suspenso.' }, { status: 403 }),
    });
    renderLogin('/login?code=code-11&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(alert).toHaveBeenCalledWith('Desculpe, você não tem permissão para acessar essa área');
    expect(exit.assign).not.toHaveBeenCalled();
    expect(userDataStorage.read()).toBeNull();
    expect(sessionStorage.getItem('sign-in-window')).toBeNull();
  });

  it('signs in the mobile flavour’s sign-in window like the web', async () => {
    config.flavour = 'mobile';
    sessionStorage.setItem('sign-in-window', 'true');
    storeAttempt();
    signInNetwork();
    renderLogin('/login?code=code-12&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(userDataStorage.read()?.token).toBe('session-1');
  });

  it('closes the mobile flavour’s sign-in window once signed in, its opener carrying on', async () => {
    config.flavour = 'mobile';
    sessionStorage.setItem('sign-in-window', 'true');
    const opener = { postMessage: vi.fn() } as unknown as Window;
    exit.opener.mockReturnValue(opener);
    storeAttempt();
    signInNetwork();
    renderLogin('/login?code=code-14&state=state-abc');
    await waitFor(() => expect(exit.closeWindow).toHaveBeenCalledTimes(1));
    expect(userDataStorage.read()?.token).toBe('session-1');
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it('tells the opener of a refusal in the sign-in window, which alerts and closes', async () => {
    config.flavour = 'mobile';
    sessionStorage.setItem('sign-in-window', 'true');
    const opener = { postMessage: vi.fn() } as unknown as Window;
    exit.opener.mockReturnValue(opener);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    storeAttempt();
    signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: idToken }),
      loginAnswer: () => HttpResponse.json({ message: 'Acesso suspenso.' }, { status: 403 }),
    });
    renderLogin('/login?code=code-15&state=state-abc');
    await waitFor(() => expect(exit.closeWindow).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith('Desculpe, você não tem permissão para acessar essa área');
    expect(opener.postMessage).toHaveBeenCalledWith('newsroom:sign-in-refused', window.location.origin);
  });

  it('fails when the provider does not answer the exchange', async () => {
    storeAttempt();
    const network = signInNetwork({ tokenAnswer: () => HttpResponse.error() });
    renderLogin('/login?code=code-13&state=state-abc');
    await expectWebFailure(providerLogout());
    expect(network.loginRequests).toHaveLength(0);
  });
});
