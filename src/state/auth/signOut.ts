/**
 * Logout (spec section 4): the API revokes the session, the local user data goes, and the browser ends the session
 * at the provider (the `vwid_url` built at sign-in), which lands on /home; without one, straight to /home.
 */
import { config } from '../../lib/config';
import { createAppAsyncThunk } from '../createAppAsyncThunk';
import { vwidUrlStorage } from '../../lib/storage';
import { api } from '../../lib/api/api';
import { signedOut } from './authSlice';
import { pageExit } from '../../lib/pageExit';

const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<unknown, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
  }),
});

export const signOut = createAppAsyncThunk<void, void>('auth/signOut', async (_, { dispatch }) => {
  // Before clearing: the API client sends the stored session token with this call. A failure changes nothing for
  // the user, who is signed out here either way (the session then simply expires).
  const request = dispatch(sessionApi.endpoints.logOut.initiate());
  await request;
  request.reset();
  dispatch(signedOut());
  const providerLogout = vwidUrlStorage.read();
  vwidUrlStorage.clear();
  pageExit.assign(providerLogout ?? config.idp.postLogoutRedirectUri);
});
