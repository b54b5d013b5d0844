/**
 * The newsroom's sign-in calls (spec section 7, DECISIONS.md "Sign-in"): `GET login` trades the provider's id token
 * for a session token and the user (`POST logout` is signing out's: src/state/auth/signOut.ts). Mutations, never cached: each is one event.
 */
import { api } from '../../lib/api/api';
import type { EventListResponse } from '../../domain/eventSchemas';
import type { LoginResponse } from '../../domain/userSchemas';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LoginResponse, { idToken: string; accessToken: string; deviceId: string }>({
      query: ({ idToken, accessToken, deviceId }) => ({
        url: 'login',
        method: 'GET',
        headers: { authorization: idToken, accesstoken: accessToken, deviceid: deviceId },
      }),
    }),
    /**
     * `GET events` right after `GET login`, with the new session token: whether the user has invitations decides
     * `user-has-event` (menus show Eventos). A mutation, as `logIn`: the sign-in asks once, nothing is cached, and
     * the events page has its own read.
     */
    listEventsAtSignIn: build.mutation<EventListResponse, { token: string }>({
      query: ({ token }) => ({ url: 'events', method: 'GET', headers: { authorization: token } }),
    }),
  }),
});
