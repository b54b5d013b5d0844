/**
 * Who is signed in: the `user-data` of local storage (spec section 3) mirrored in the store, so the header, the
 * home page's welcome block and the guarded pages re-render when it changes. Every change is written back to
 * storage by the reducers' callers through `authPersistence` (a listener), and other tabs follow through the
 * storage event.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readUserData, userHasEventStorage, type StoredUser, type UserData } from '../../lib/storage';

export interface AuthState {
  userData: UserData | null;
  /** `user-has-event`: the user has event invitations, so menus show Eventos. */
  hasEvents: boolean;
}

export const initialAuthState = (): AuthState => ({
  userData: readUserData(),
  hasEvents: userHasEventStorage.read() === 'true',
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** `GET login` answered: the token and the user, `loggedIn` set only when the profile is complete. */
    signedIn(state, action: PayloadAction<UserData>) {
      state.userData = action.payload;
    },
    /** `POST users` saved the profile: merged into the user, keeping the role (spec section 4). */
    profileSaved(state, action: PayloadAction<Partial<StoredUser>>) {
      if (!state.userData) return;
      const { role } = state.userData.user;
      state.userData.user = { ...state.userData.user, ...action.payload, role, loggedIn: true };
    },
    hasEventsChanged(state, action: PayloadAction<boolean>) {
      state.hasEvents = action.payload;
    },
    signedOut(state) {
      state.userData = null;
      state.hasEvents = false;
    },
    /** Another tab changed `user-data`. */
    userDataReloaded(state) {
      state.userData = readUserData();
      state.hasEvents = userHasEventStorage.read() === 'true';
    },
  },
  selectors: {
    selectUserData: (state) => state.userData,
    selectUser: (state) => state.userData?.user ?? null,
    /** Signed in with a complete profile: the logged-in menu, the welcome block, the logged tab bar. */
    selectIsLoggedIn: (state) => state.userData?.user.loggedIn === true,
    selectHasEvents: (state) => state.hasEvents,
  },
});

export const { signedIn, profileSaved, hasEventsChanged, signedOut, userDataReloaded } = authSlice.actions;
export const { selectUserData, selectUser, selectIsLoggedIn, selectHasEvents } = authSlice.selectors;
export const authReducer = authSlice.reducer;
