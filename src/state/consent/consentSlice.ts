/**
 * The visitor's cookie consent (spec section 4; LGPD). Refusing is as easy as accepting, and either answer is kept
 * in the `acceptCookies` flag ('true' or 'false'), so the notice stays away after a reload. Analytics waits for an
 * acceptance (DECISIONS.md); a refusal keeps it out for good.
 */
import { createSlice } from '@reduxjs/toolkit';
import { acceptCookiesStorage } from '../../lib/storage';
import type { AppDispatch, RootState } from '../store';

export type CookieConsent = 'unknown' | 'accepted' | 'refused';

export interface ConsentState {
  cookies: CookieConsent;
}

function storedConsent(): CookieConsent {
  const stored = acceptCookiesStorage.read();
  if (stored === 'true') return 'accepted';
  if (stored === 'false') return 'refused';
  return 'unknown';
}

const consentSlice = createSlice({
  name: 'consent',
  // Read when a store is made, not when this module loads: each test's fresh store sees its own storage.
  initialState: (): ConsentState => ({ cookies: storedConsent() }),
  reducers: {
    cookiesAccepted(state) {
      state.cookies = 'accepted';
    },
    cookiesRefused(state) {
      state.cookies = 'refused';
    },
  },
});

export const { cookiesAccepted, cookiesRefused } = consentSlice.actions;
export const consentReducer = consentSlice.reducer;

/** Stores the acceptance, then records it. */
export const acceptCookies = () => (dispatch: AppDispatch) => {
  acceptCookiesStorage.write('true');
  dispatch(cookiesAccepted());
};

/** Stores the refusal, then records it. */
export const refuseCookies = () => (dispatch: AppDispatch) => {
  acceptCookiesStorage.write('false');
  dispatch(cookiesRefused());
};

export const selectCookieConsent = (state: RootState) => state.consent.cookies;
export const selectCookiesAccepted = (state: RootState) => state.consent.cookies === 'accepted';
