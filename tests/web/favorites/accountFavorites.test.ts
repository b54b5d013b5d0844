/**
 * The favorites of a signed-in journalist follow the account (src/state/favorites/accountFavorites.ts), against a fake
 * account that stores what it is sent: merged at sign-in, every change sent in order with the last list winning, read
 * again when a page opens, kept for later when the network fails, and gone from the browser at sign-out.
 */
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mergeFavorites, type DatedFavorite, type FavoriteItem } from '../../../src/domain/favorites';
import { favoritesUnsentStorage, userDataStorage } from '../../../src/lib/storage';
import { signedIn, signedOut } from '../../../src/state/auth/authSlice';
import { followFavoritesOfTheAccount } from '../../../src/state/favorites/accountFavorites';
import { followFavoritesOfOtherTabs } from '../../../src/state/favorites/favoritesPersistence';
import {
  addToFavorites,
  clearFavorites,
  removeFromFavorites,
  selectFavorites,
} from '../../../src/state/favorites/favoritesSlice';
import { makeStore } from '../../../src/state/store';
import { completeUser } from '../auth/signInFixtures';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import { favorite } from './favoriteBuilders';

const session = { token: 'sessao-da-ana', user: { ...completeUser, loggedIn: true } };
const dated = (n: number, addedAt: string): DatedFavorite => ({ ...favorite(n), addedAt });
const links = (list: readonly FavoriteItem[]) => list.map((item) => item.imageLink);
const stored = () => JSON.parse(localStorage.getItem('favorites') ?? 'null') as FavoriteItem[] | null;

/** The account on the API: what it holds, and each call it received, in order, with the session it came with. */
function fakeAccount(initial: DatedFavorite[] = []) {
  const account = {
    list: initial,
    calls: [] as { call: string; sentLinks?: string[]; session: string | null }[],
    /** When set, the next call waits for it. */
    hold: null as Promise<void> | null,
    failNext: false,
  };
  const received = async (call: string, request: Request, sent?: DatedFavorite[]) => {
    account.calls.push({
      call,
      session: request.headers.get('authorization'),
      ...(sent ? { sentLinks: links(sent) } : {}),
    });
    const hold = account.hold;
    account.hold = null;
    if (hold) await hold;
  };
  const sentList = async (request: Request) =>
    ((await request.json()) as { favorites: DatedFavorite[] }).favorites;
  server.use(
    http.get('*/api/favorites', async ({ request }) => {
      await received('GET', request);
      return HttpResponse.json({ favorites: account.list });
    }),
    http.put('*/api/favorites', async ({ request }) => {
      const sent = await sentList(request);
      await received('PUT', request, sent);
      if (account.failNext) {
        account.failNext = false;
        return HttpResponse.error();
      }
      account.list = sent;
      return HttpResponse.json({ favorites: account.list });
    }),
    http.post('*/api/favorites/merge', async ({ request }) => {
      const sent = await sentList(request);
      await received('MERGE', request, sent);
      account.list = mergeFavorites(sent, account.list);
      return HttpResponse.json({ favorites: account.list });
    }),
  );
  return account;
}

/** A store as a page opened while signed in makes it. */
function signedInStore(local: FavoriteItem[] = []) {
  userDataStorage.write(session);
  localStorage.setItem('favorites', JSON.stringify(local));
  return makeStore();
}

/** Until the account has taken everything this browser had for it. */
const untilSettled = () => vi.waitFor(() => expect(favoritesUnsentStorage.read()).toBeNull());

describe('favorites of a signed-in journalist', () => {
  it('sends every change in order, one call at a time, the last list winning, with the session', async () => {
    const account = fakeAccount();
    const store = signedInStore();

    const first = heldAnswer();
    account.hold = first.held;
    store.dispatch(addToFavorites(favorite(1)));
    await vi.waitFor(() => expect(account.calls).toHaveLength(1));
    // Two clicks while the first list is on its way: the next call carries the list as it is by then.
    store.dispatch(addToFavorites(favorite(2)));
    store.dispatch(addToFavorites(favorite(3)));
    first.release();
    await vi.waitFor(() =>
      expect(links(account.list)).toEqual(links([favorite(3), favorite(2), favorite(1)])),
    );
    await untilSettled();

    store.dispatch(removeFromFavorites(favorite(2).imageLink));
    await vi.waitFor(() => expect(account.list).toHaveLength(2));
    store.dispatch(clearFavorites());
    await vi.waitFor(() => expect(account.list).toEqual([]));
    await untilSettled();

    expect(account.calls).toEqual([
      { call: 'PUT', sentLinks: links([favorite(1)]), session: session.token },
      { call: 'PUT', sentLinks: links([favorite(3), favorite(2), favorite(1)]), session: session.token },
      { call: 'PUT', sentLinks: links([favorite(3), favorite(1)]), session: session.token },
      { call: 'PUT', sentLinks: [], session: session.token },
    ]);
  });

  it('sends nothing while signed out, nor what another tab changed', async () => {
    const account = fakeAccount();
    const store = makeStore();
    store.dispatch(addToFavorites(favorite(1)));
    expect(stored()).toHaveLength(1);

    userDataStorage.write(session);
    const signedInHere = makeStore();
    const stop = followFavoritesOfOtherTabs(signedInHere.dispatch);
    // Another tab sent its own change to the account, and wrote the list here.
    localStorage.setItem('favorites', JSON.stringify([favorite(2), favorite(1)]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }));
    expect(links(selectFavorites(signedInHere.getState()))).toEqual(links([favorite(2), favorite(1)]));
    stop();

    // The first call the account receives is this tab's own change.
    signedInHere.dispatch(addToFavorites(favorite(3)));
    await vi.waitFor(() => expect(account.list).toHaveLength(3));
    expect(account.calls.map(({ call }) => call)).toEqual(['PUT']);
  });

  it("merges the browser's list into the account's at sign-in, shows it, and adds what changed meanwhile", async () => {
    const account = fakeAccount([dated(1, '2026-11-19T10:00:00.000Z'), dated(2, '2026-11-18T10:00:00.000Z')]);
    localStorage.setItem(
      'favorites',
      JSON.stringify([dated(3, '2026-11-20T09:00:00.000Z'), dated(1, '2026-11-01T00:00:00.000Z')]),
    );
    const store = makeStore();

    const merge = heldAnswer();
    account.hold = merge.held;
    store.dispatch(signedIn(session));
    await vi.waitFor(() => expect(account.calls).toHaveLength(1));
    // Favorited while the merge was on its way.
    store.dispatch(addToFavorites(favorite(4)));
    merge.release();

    await untilSettled();
    const expected = links([favorite(4), favorite(3), favorite(1), favorite(2)]);
    expect(links(selectFavorites(store.getState()))).toEqual(expected);
    expect(links(stored() ?? [])).toEqual(expected);
    expect(links(account.list)).toEqual(expected);
    expect(account.calls.map(({ call, sentLinks }) => [call, sentLinks])).toEqual([
      ['MERGE', links([favorite(3), favorite(1)])],
      ['PUT', expected],
    ]);
  });

  it("shows the account's list when a page opens, with what changed here meanwhile on top", async () => {
    // Since this browser last showed the list, the photo 1 was removed on the phone and the photo 7 added.
    const account = fakeAccount([dated(7, '2026-11-20T08:00:00.000Z')]);
    const store = signedInStore([dated(1, '2026-11-19T08:00:00.000Z')]);

    const read = heldAnswer();
    account.hold = read.held;
    const stop = followFavoritesOfTheAccount(store.dispatch);
    await vi.waitFor(() => expect(account.calls).toHaveLength(1));
    store.dispatch(addToFavorites(favorite(5)));
    read.release();

    await vi.waitFor(() => expect(links(account.list)).toEqual(links([favorite(5), favorite(7)])));
    await untilSettled();
    expect(links(selectFavorites(store.getState()))).toEqual(links([favorite(5), favorite(7)]));
    expect(account.calls.map(({ call }) => call)).toEqual(['GET', 'PUT']);
    stop();
  });

  it('keeps a change the account did not get, and sends it when the site opens again instead of reading', async () => {
    const account = fakeAccount([dated(7, '2026-11-20T08:00:00.000Z')]);
    const store = signedInStore([dated(7, '2026-11-20T08:00:00.000Z')]);
    account.failNext = true;
    store.dispatch(addToFavorites(favorite(8)));
    await vi.waitFor(() => expect(account.calls).toHaveLength(1));
    await vi.waitFor(() => expect(favoritesUnsentStorage.read()).toBe('save'));
    expect(account.list).toHaveLength(1);

    // The page is opened again (back online): the browser's list goes to the account.
    const reopened = makeStore();
    const stop = followFavoritesOfTheAccount(reopened.dispatch);
    await untilSettled();
    expect(links(account.list)).toEqual(links([favorite(8), favorite(7)]));
    expect(links(selectFavorites(reopened.getState()))).toEqual(links([favorite(8), favorite(7)]));
    expect(account.calls.map(({ call }) => call)).toEqual(['PUT', 'PUT']);
    stop();
  });

  it("keeps a change when the sync's code can't be fetched (the page leaving, the network down), without an error, and sends it with the next change", async () => {
    const account = fakeAccount();
    let loads = 0;
    const store = makeStore(undefined, {
      loadFavoritesSync: () => {
        loads += 1;
        return loads === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : import('../../../src/state/favorites/favoritesSync');
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      userDataStorage.write(session);
      store.dispatch(signedIn(session));
      await vi.waitFor(() => expect(loads).toBe(1));
      store.dispatch(addToFavorites(favorite(4)));
      await untilSettled();
      expect(loads).toBe(2);
      expect(links(account.list)).toEqual(links([favorite(4)]));
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("takes the journalist's list off the browser at sign-out, and keeps a visitor's at a sign-in", async () => {
    fakeAccount();
    const store = signedInStore([favorite(1), favorite(2)]);
    store.dispatch(signedOut());
    expect(selectFavorites(store.getState())).toEqual([]);
    expect(stored()).toEqual([]);
    expect(favoritesUnsentStorage.read()).toBeNull();

    // The sign-in clears any earlier session first: with none, the visitor's list stays for the merge.
    const visitor = makeStore();
    visitor.dispatch(addToFavorites(favorite(3)));
    visitor.dispatch(signedOut());
    expect(links(selectFavorites(visitor.getState()))).toEqual(links([favorite(3)]));
  });
});
