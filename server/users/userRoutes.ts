/**
 * `POST users` (spec section 7): the signed-in user's profile from /registry. Saves the caller's own row only and
 * answers the saved user (truthy, which the app takes for success); the rules are those of the form.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { ProfileBody, ProfileResponse } from '../../src/domain/userSchemas';
import { requireSignIn } from '../plugins/auth';
import { routeLimits } from '../plugins/security';
import { saveProfile } from './profileService';
import { wireUser } from './userShape';
import type { AppContext } from '../context';

export const userRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, options) => {
  const { db, clock } = options;

  app.post(
    '/users',
    {
      preValidation: requireSignIn,
      config: { rateLimit: routeLimits.write },
      schema: {
        body: ProfileBody,
        response: { 200: ProfileResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveProfile({ db, clock }, request.user!, request.body);
      reply.header('cache-control', 'no-store');
      return wireUser(saved);
    },
  );
};
