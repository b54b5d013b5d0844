/**
 * `POST users` (spec section 7): saves the signed-in user's profile. The answer is the saved user, and only its
 * truthiness matters to the spec: a falsy answer sends the user home.
 */
import { api } from '../../lib/api/api';
import type { ProfileBody, WireUser } from '../../domain/userSchemas';

/** The saved user, or whatever falsy thing an older API answers ('' for an empty body). */
export type SaveProfileAnswer = WireUser | boolean | null | '';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveProfile: build.mutation<SaveProfileAnswer, ProfileBody>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
    }),
  }),
});

export const { useSaveProfileMutation } = profileApi;
