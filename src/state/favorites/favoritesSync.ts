/**
 * The calls that keep a signed-in journalist's favorites and the account's list together (accountFavorites.ts says
 * when): one call at a time, each with the list as it is when it leaves. Loaded with the first need of a signed-in
 * page, so a visitor's first load does not carry it.
 */
import type { FavoriteItem } from '../../domain/favorites';
import { favoritesUnsentStorage } from '../../lib/storage';
import type { AppDispatch, RootState } from '../store';
import { favoritesApi } from './favoritesApi';
import { favoritesSynced } from './favoritesSlice';
import { rebaseFavorites } from './rebaseFavorites';

type Step = 'merge' | 'save' | 'read';

const sessionOf = (state: RootState) => state.auth.userData?.token ?? null;

/** The call of a step, answered as RTK Query answers: `{ data }` or `{ error }`. */
async function call(dispatch: AppDispatch, step: Step, list: FavoriteItem[]) {
  const { readAccountFavorites, saveAccountFavorites, mergeAccountFavorites } = favoritesApi.endpoints;
  const request =
    step === 'read'
      ? dispatch(readAccountFavorites.initiate())
      : dispatch(
          (step === 'merge' ? mergeAccountFavorites : saveAccountFavorites).initiate({ favorites: list }),
        );
  const answer = await request;
  request.reset();
  return answer;
}

export interface FavoritesSync {
  /** Does what the account still has to take (`favorites-unsent`), then a read when `read` asks for one. */
  run(read?: boolean): Promise<void>;
  /** Signed out: no read is due any more. */
  forget(): void;
}

export function createFavoritesSync(dispatch: AppDispatch, getState: () => RootState): FavoritesSync {
  let running: Step | null = null;
  let readWanted = false;
  /** A session the API refused (expired, revoked): nothing more is sent with it. */
  let refusedSession: string | null = null;

  const nextStep = (): Step | null => favoritesUnsentStorage.read() ?? (readWanted ? 'read' : null);

  async function work() {
    if (running) return;
    try {
      for (let step = nextStep(); step; step = nextStep()) {
        const session = sessionOf(getState());
        if (!session || session === refusedSession) return;
        running = step;
        // Each step answers the account's list: a read wanted meanwhile is answered by it too.
        readWanted = false;
        const base = getState().favorites.items;
        const answer = await call(dispatch, step, base);
        // Signed out, or in as someone else, meanwhile: the answer is not this list's.
        if (sessionOf(getState()) !== session) continue;
        if (answer.error) {
          const { status } = answer.error as { status?: number };
          if (status === 401) refusedSession = session;
          else if (status === 400 && step !== 'read') {
            // The account will never take this list (a hand-edited item): it stays the truth, shown as it is.
            console.error('Error', answer.error);
            favoritesUnsentStorage.clear();
            readWanted = true;
            continue;
          }
          // No answer, or a busy server: kept for the next change, page view or return to the page.
          return;
        }
        const current = getState().favorites.items;
        if (current === base) {
          if (step !== 'read') favoritesUnsentStorage.clear();
          if (step !== 'save') dispatch(favoritesSynced(answer.data.favorites));
        } else {
          // Changed while the call was on its way (here or in another tab): the changes go on top of the answer,
          // and that list is the next to send.
          dispatch(favoritesSynced(rebaseFavorites(base, current, answer.data.favorites)));
          favoritesUnsentStorage.write('save');
        }
      }
    } finally {
      running = null;
    }
  }

  return {
    run(read = false) {
      // A read on its way is as fresh as the one asked for.
      if (read && running !== 'read') readWanted = true;
      return work();
    },
    forget() {
      readWanted = false;
    },
  };
}
