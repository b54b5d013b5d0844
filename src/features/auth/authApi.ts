/**
 * The newsroom's sign-in calls (spec section 7, DECISIONS.md "Sign-in"): `GET login` trades the provider's id token
 * for a session token and the user; `POST logout` revokes the session. Mutations, never cached: each is one event.
 */
import { api } from '../../app/api';
import type { LoginResponse } from '../../domain/userSchemas';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LoginResponse, { idToken: string; deviceId: string }>({
      query: ({ idToken, deviceId }) => ({
        url: 'login',
        method: 'GET',
        headers: { authorization: idToken, deviceid: deviceId },
      }),
    }),
    logOut: build.mutation<unknown, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
  }),
});
