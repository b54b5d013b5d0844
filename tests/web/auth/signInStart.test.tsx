import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { config } from '../../../src/lib/config';
import { signInAttemptStorage, type SignInAttempt } from '../../../src/lib/storage';
import { renderLogin, watchPageExit } from './signInFixtures';
import { currentAddress } from '../utils';

afterEach(() => {
  vi.restoreAllMocks();
  config.flavour = 'WEB';
  sessionStorage.clear();
});

/** Opens /login, waits for the page to leave for the provider and answers the address and the stored attempt. */
async function startAt(route: string) {
  const exit = watchPageExit();
  const view = renderLogin(route);
  await waitFor(() => expect(exit.assign).toHaveBeenCalled());
  const address = new URL(exit.assign.mock.calls[0]![0]);
  const attempt = signInAttemptStorage.read() as SignInAttempt;
  view.unmount();
  return { address, attempt, exit };
}

describe('/login without a code', () => {
  it('says so, and goes nowhere, when the browser cannot make the code challenge (plain http off localhost)', async () => {
    const exit = watchPageExit();
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new TypeError('crypto.subtle is not available'));
    renderLogin('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não é possível entrar por este endereço. Abra a sala de imprensa pelo endereço seguro (https) e tente de novo.',
    );
    expect(exit.assign).not.toHaveBeenCalled();
  });

  it('says it is signing in while it leaves', async () => {
    const exit = watchPageExit();
    renderLogin('/login');
    expect(screen.getByText('Entrando...')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(exit.assign).toHaveBeenCalled());
  });

  it("goes to the provider's authorize address with every parameter of a public client with PKCE", async () => {
    const { address, attempt, exit } = await startAt('/login');
    expect(`${address.origin}${address.pathname}`).toBe('http://localhost:3000/oidc/auth');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      client_id: 'newsroom-local',
      scope: 'openid email profile',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/login',
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: createHash('sha256').update(attempt.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    // RFC 7636: a verifier of 43 to 128 unreserved characters.
    expect(attempt.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(Date.now() - attempt.createdAt).toBeLessThan(5000);
    // StrictMode ran the page's effect twice: one attempt, one departure.
    expect(exit.assign).toHaveBeenCalledTimes(1);
  });

  it('uses a new random state, nonce and verifier for every attempt', async () => {
    const first = (await startAt('/login')).attempt;
    vi.restoreAllMocks();
    const second = (await startAt('/login/')).attempt;
    expect(second.state).not.toBe(first.state);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
    expect(new Set([first.state, first.nonce, first.codeVerifier]).size).toBe(3);
  });

  it('opens the provider in a new window marked for sign-in in the mobile flavour, and goes back', async () => {
    config.flavour = 'mobile';
    localStorage.setItem('has-redirect', '/news/3');
    const exit = watchPageExit();
    exit.openWindow.mockImplementation(() => ({}) as Window);
    renderLogin('/login');
    await waitFor(() => expect(currentAddress()).toBe('/news/3'));
    expect(exit.openWindow).toHaveBeenCalledTimes(1);
    const address = new URL(exit.openWindow.mock.calls[0]![0]);
    expect(address.pathname).toBe('/oidc/auth');
    expect(address.searchParams.get('state')).toBe(signInAttemptStorage.read()?.state);
    expect(exit.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('sign-in-window')).toBe('true');
  });

  it('falls back to leaving the page when the mobile flavour cannot open a window', async () => {
    config.flavour = 'mobile';
    const exit = watchPageExit();
    exit.openWindow.mockImplementation(() => null);
    renderLogin('/login');
    await waitFor(() => expect(exit.assign).toHaveBeenCalledTimes(1));
    expect(new URL(exit.assign.mock.calls[0]![0]).pathname).toBe('/oidc/auth');
  });
});
