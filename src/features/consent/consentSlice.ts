/**
 * The visitor's cookie consent (spec section 4: the notice shows until accepted). It starts from the stored
 * `acceptCookies` flag, so an acceptance survives reloads; analytics waits for it (DECISIONS.md).
 */
import { createSlice } from '@reduxjs/toolkit';
import { acceptCookiesStorage } from '../../lib/storage';
import type { AppDispatch, RootState } from '../../app/store';

export interface ConsentState {
  cookiesAccepted: boolean;
}

const consentSlice = createSlice({
  name: 'consent',
  // Read when a store is made, not when this module loads: each test's fresh store sees its own storage.
  initialState: (): ConsentState => ({ cookiesAccepted: acceptCookiesStorage.read() === 'true' }),
  reducers: {
    cookiesAccepted(state) {
      state.cookiesAccepted = true;
    },
  },
});

export const { cookiesAccepted } = consentSlice.actions;
export const consentReducer = consentSlice.reducer;

/** Stores the acceptance, then records it. */
export const acceptCookies = () => (dispatch: AppDispatch) => {
  acceptCookiesStorage.write('true');
  dispatch(cookiesAccepted());
};

export const selectCookiesAccepted = (state: RootState) => state.consent.cookiesAccepted;
