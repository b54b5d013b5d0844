import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { userDataStorage } from '../../../src/lib/storage';
import { wireEvent } from '../events/eventFixtures';
import {
  fakeIdToken,
  renderLogin,
  signInNetwork,
  storeAttempt,
  tokenAnswer,
  watchPageExit,
} from './signInFixtures';
import { currentAddress } from '../utils';

const idToken = fakeIdToken({ email: 'jornalista@imprensa.test', nonce: 'nonce-abc' });

beforeEach(() => {
  watchPageExit();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('signing in sets user-has-event from GET events', () => {
  it('raises the flag when the user has invitations, asking with the new session token', async () => {
    storeAttempt();
    const network = signInNetwork({
      tokenAnswer: () => tokenAnswer({ id_token: idToken }),
      eventsAnswer: () => HttpResponse.json({ list: [wireEvent(1)] }),
    });
    const { store } = renderLogin('/login?code=code-e1&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(network.eventsRequests).toHaveLength(1);
    expect(network.eventsRequests[0]!.headers.get('authorization')).toBe('session-1');
    expect(store.getState().auth.hasEvents).toBe(true);
    expect(localStorage.getItem('user-has-event')).toBe('true');
  });

  it("clears a previous user's flag when the new user has none", async () => {
    storeAttempt();
    localStorage.setItem('user-has-event', 'true');
    signInNetwork({ eventsAnswer: () => HttpResponse.json({ list: [] }) });
    const { store } = renderLogin('/login?code=code-e2&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(store.getState().auth.hasEvents).toBe(false);
    expect(localStorage.getItem('user-has-event')).toBeNull();
  });

  it('signs in all the same when GET events fails, leaving the flag down', async () => {
    storeAttempt();
    signInNetwork({ eventsAnswer: () => HttpResponse.json({ message: 'falhou' }, { status: 500 }) });
    const { store } = renderLogin('/login?code=code-e3&state=state-abc');
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(userDataStorage.read()?.token).toBe('session-1');
    expect(store.getState().auth.hasEvents).toBe(false);
    expect(localStorage.getItem('user-has-event')).toBeNull();
  });
});
