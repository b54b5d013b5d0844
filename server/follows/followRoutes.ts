/**
 * Following a subject (src/domain/follows.ts): `GET follows` answers the caller's subjects, `POST follows` follows
 * one, `DELETE follows?textEnum&associationId` stops following one. Each answers `{ follows }` as it then is, and
 * acts on the caller's own subjects only: no call names a person.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { FollowBody, FollowList, UnfollowQuery } from '../../src/domain/followSchemas';
import type { AppContext } from '../context';
import { requireSignIn } from '../plugins/auth';
import { routeLimits } from '../plugins/security';
import { followSubject, readFollows, unfollowSubject } from './followService';

const answers = { 200: FollowList, 400: ApiErrorBody, 401: ApiErrorBody };

export const followRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, options) => {
  const { db, clock } = options;
  // Someone's own list: no cache or proxy keeps it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/follows',
    { preValidation: requireSignIn, schema: { response: { 200: FollowList, 401: ApiErrorBody } } },
    async (request) => ({ follows: await readFollows(db, request.user!.id) }),
  );

  app.post(
    '/follows',
    {
      preValidation: requireSignIn,
      config: { rateLimit: routeLimits.write },
      schema: { body: FollowBody, response: answers },
    },
    async (request) => ({
      follows: await followSubject({ db, now: clock.now() }, request.user!.id, request.body),
    }),
  );

  app.delete(
    '/follows',
    {
      preValidation: requireSignIn,
      config: { rateLimit: routeLimits.write },
      schema: { querystring: UnfollowQuery, response: answers },
    },
    async (request) => {
      const { textEnum, associationId } = request.query;
      return {
        follows: await unfollowSubject(db, request.user!.id, {
          textEnum,
          associationId: associationId ?? null,
        }),
      };
    },
  );
};
