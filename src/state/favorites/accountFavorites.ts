/**
 * A signed-in journalist's favorites follow them from device to device (docs/decisions.md, "Favorites of the
 * account"). The account's list is the truth while signed in:
 * - at sign-in, the browser's signed-out list is merged into it (`POST favorites/merge`), and the answer shown;
 * - every change made here replaces it (`PUT favorites`): one call at a time, each carrying the list as it is when it
 *   leaves, so rapid clicks end with the last list stored, sent in order;
 * - when a page opens or comes back into view, it is read again (`GET favorites`), so a list made on the phone is
 *   there at the desk;
 * - at sign-out, the list leaves this browser: on a shared computer the next visitor starts with none.
 * What the account still has to take (a merge or a save that did not go through) is kept in `favorites-unsent` at
 * once, so it is sent when the site opens again rather than replaced by the account's older list. The calls
 * themselves (favoritesSync.ts) load with the first of them: a signed-out visitor never loads them.
 */
import { createAction, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { favoritesUnsentStorage } from '../../lib/storage';
import type { AppDispatch, RootState } from '../store';
import { signedIn, signedOut } from '../auth/authSlice';
import { favoriteRemoved, favoritesCleared, favoritesReplaced, favoritesSynced } from './favoritesSlice';
import type { FavoritesSync } from './favoritesSync';

/** A page opened or came back into view: the account's list may have changed on another device. */
export const accountFavoritesWanted = createAction('favorites/accountFavoritesWanted');

const isSignedIn = (state: RootState) => Boolean(state.auth.userData?.token);

/** How the calls' code arrives: with the first call, in a chunk of its own. */
export type FavoritesSyncLoader = () => Promise<typeof import('./favoritesSync')>;

const loadFromServer: FavoritesSyncLoader = () => import('./favoritesSync');

/** The listeners of one store, with a sync of their own, so two stores (two tests) never share one. */
export function createAccountFavorites(loadSync: FavoritesSyncLoader = loadFromServer) {
  const listener = createListenerMiddleware();
  const listen = listener.startListening.withTypes<RootState, AppDispatch>();
  let sync: Promise<FavoritesSync> | undefined;
  const syncOf = (dispatch: AppDispatch, getState: () => RootState) =>
    (sync ??= loadSync().then(
      ({ createFavoritesSync }) => createFavoritesSync(dispatch, getState),
      (error: unknown) => {
        // The chunk did not come (the page was leaving, the network dropped): the next need asks for it again, and
        // what the account has still to take waits in `favorites-unsent` meanwhile.
        sync = undefined;
        throw error;
      },
    ));
  /** Runs the sync, unless its code can't be had now: then nothing is lost, and nothing is worth an error. */
  const runSync = async (dispatch: AppDispatch, getState: () => RootState, read?: boolean) => {
    const started = await syncOf(dispatch, getState).catch(() => null);
    await started?.run(read);
  };

  listen({
    actionCreator: signedIn,
    effect: async (_action, { dispatch, getState }) => {
      favoritesUnsentStorage.write('merge');
      await runSync(dispatch, getState);
    },
  });

  listen({
    actionCreator: signedOut,
    effect: (_action, { dispatch, getOriginalState }) => {
      // Also dispatched before a sign-in, where nobody may have been signed in: then the list is the visitor's own.
      if (!isSignedIn(getOriginalState())) return;
      favoritesUnsentStorage.clear();
      dispatch(favoritesSynced([]));
      void sync?.then(
        (started) => started.forget(),
        () => {},
      );
    },
  });

  listen({
    matcher: isAnyOf(favoritesReplaced, favoriteRemoved, favoritesCleared),
    effect: async (_action, { dispatch, getState }) => {
      if (!isSignedIn(getState())) return;
      // A merge still due comes first: a save would replace the account's list with this browser's.
      if (favoritesUnsentStorage.read() !== 'merge') favoritesUnsentStorage.write('save');
      await runSync(dispatch, getState);
    },
  });

  listen({
    actionCreator: accountFavoritesWanted,
    effect: async (_action, { dispatch, getState }) => {
      if (!isSignedIn(getState())) return;
      await runSync(dispatch, getState, true);
    },
  });

  return listener;
}

/**
 * Reads the account's list now and whenever the page comes back into view or online; answers the unsubscribe.
 * Signed out, nothing is read.
 */
export function followFavoritesOfTheAccount(dispatch: AppDispatch): () => void {
  const want = () => {
    if (document.visibilityState === 'visible') dispatch(accountFavoritesWanted());
  };
  want();
  window.addEventListener('focus', want);
  window.addEventListener('online', want);
  document.addEventListener('visibilitychange', want);
  return () => {
    window.removeEventListener('focus', want);
    window.removeEventListener('online', want);
    document.removeEventListener('visibilitychange', want);
  };
}
