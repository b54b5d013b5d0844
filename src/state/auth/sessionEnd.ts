/**
 * A session the API no longer takes (401: expired, revoked at logout elsewhere, or its person suspended) ends here
 * too: the person is signed out of this browser, so the header and the signed-in pages stop showing them as signed
 * in. Only the session the refused call carried: an older token's late answer leaves a newer sign-in alone.
 */
import { createListenerMiddleware, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiCallMeta, ApiError } from '../../lib/api/api';
import { unsavedWorkHeld } from '../../lib/unsavedWork';
import { signedOut, type AuthState } from './authSlice';

export const sessionEnd = createListenerMiddleware();

interface RefusedCall extends UnknownAction {
  payload: ApiError;
  meta: { baseQueryMeta?: ApiCallMeta };
}

const isSessionRefused = (action: UnknownAction): action is RefusedCall =>
  isRejectedWithValue(action) && (action.payload as Partial<ApiError> | undefined)?.status === 401;

sessionEnd.startListening({
  matcher: isSessionRefused,
  effect: (action, api) => {
    const { session } = action.meta.baseQueryMeta ?? {};
    const { auth } = api.getState() as { auth: AuthState };
    // Unsaved typing on screen stays: the editor says the session ended and the person signs in again in another tab.
    if (session && session === auth.userData?.token && !unsavedWorkHeld()) api.dispatch(signedOut());
  },
});
