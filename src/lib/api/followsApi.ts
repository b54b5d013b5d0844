/**
 * The signed-in journalist's followed subjects (src/domain/followSchemas.ts): read the list, follow one, stop
 * following one. The list is cached per person (the id is part of the read's argument, never sent), so another
 * account signing in on the same tab never sees the first one's; each write answers the list as it then is, which
 * replaces the cached one without a second request.
 */
import type { FollowList } from '../../domain/followSchemas';
import type { FollowSubject } from '../../domain/follows';
import { api } from './api';

/** A change to someone's list: who (for the cache), and what. */
export interface FollowChange {
  userId: number;
  subject: FollowSubject;
}

export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFollows: build.query<FollowList, number>({
      query: () => 'follows',
    }),
    follow: build.mutation<FollowList, FollowChange>({
      query: ({ subject }) => ({ url: 'follows', method: 'POST', body: subject }),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        const answer = await answerOf(queryFulfilled);
        if (answer) dispatch(followsApi.util.upsertQueryData('getFollows', userId, answer));
      },
    }),
    unfollow: build.mutation<FollowList, FollowChange>({
      query: ({ subject: { textEnum, associationId } }) => ({
        url: 'follows',
        method: 'DELETE',
        params: { textEnum, associationId: associationId ?? undefined },
      }),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        const answer = await answerOf(queryFulfilled);
        if (answer) dispatch(followsApi.util.upsertQueryData('getFollows', userId, answer));
      },
    }),
  }),
});

/**
 * A write's answer, which becomes the person's cached list; null when the write failed (the list stays as it was,
 * and the page shows the failure from the mutation's own result).
 */
const answerOf = (fulfilled: Promise<{ data: FollowList }>): Promise<FollowList | null> =>
  fulfilled.then(
    ({ data }) => data,
    () => null,
  );

export const { useGetFollowsQuery, useFollowMutation, useUnfollowMutation } = followsApi;
