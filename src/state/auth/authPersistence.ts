/**
 * Writes the signed-in user back to local storage after each change of the auth slice, the one place that does:
 * `user-data` (spec section 3) and `user-has-event`. Signing out removes both.
 */
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { userDataStorage, userHasEventStorage } from '../../lib/storage';
import { hasEventsChanged, profileSaved, signedIn, signedOut, userDataReloaded } from './authSlice';
import type { AuthState } from './authSlice';

export const authPersistence = createListenerMiddleware();

authPersistence.startListening({
  matcher: isAnyOf(signedIn, profileSaved, hasEventsChanged, signedOut),
  effect: (_action, api) => {
    const { auth } = api.getState() as { auth: AuthState };
    if (auth.userData) userDataStorage.write(auth.userData);
    else userDataStorage.clear();
    if (auth.userData && auth.hasEvents) userHasEventStorage.write('true');
    else userHasEventStorage.clear();
  },
});

/**
 * Follows `user-data` and `user-has-event` when another tab writes them (a sign-in or logout there, or the mobile
 * flavour's sign-in window); answers the unsubscribe. Any key's change re-reads both: cheap, and less code on every
 * page's first load than telling the keys apart.
 */
export function followUserDataOfOtherTabs(
  dispatch: (action: ReturnType<typeof userDataReloaded>) => unknown,
) {
  const onStorage = () => dispatch(userDataReloaded());
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
