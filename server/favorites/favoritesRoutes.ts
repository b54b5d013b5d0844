/**
 * The signed-in journalist's favorites (docs/decisions.md, "Favorites of the account"): `GET favorites` answers the
 * account's list, `PUT favorites` replaces it, `POST favorites/merge` merges the browser's list into it at sign-in.
 * Each answers `{ favorites }` as stored, and acts on the caller's own list only: no call names a person.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { FavoritesList } from '../../src/domain/favoriteSchemas';
import type { AppContext } from '../context';
import { requireSignIn } from '../plugins/auth';
import { routeLimits } from '../plugins/security';
import { mergeIntoFavorites, readFavorites, replaceFavorites } from './favoritesService';

const answers = { 200: FavoritesList, 400: ApiErrorBody, 401: ApiErrorBody };

export const favoritesRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, options) => {
  const { db, clock } = options;
  // The list is someone's own: no cache or proxy keeps it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/favorites',
    { preValidation: requireSignIn, schema: { response: { 200: FavoritesList, 401: ApiErrorBody } } },
    async (request) => ({ favorites: await readFavorites({ db }, request.user!.id) }),
  );

  app.put(
    '/favorites',
    {
      preValidation: requireSignIn,
      config: { rateLimit: routeLimits.favorites },
      schema: { body: FavoritesList, response: answers },
    },
    async (request) => ({
      favorites: await replaceFavorites({ db, clock }, request.user!.id, request.body.favorites),
    }),
  );

  app.post(
    '/favorites/merge',
    {
      preValidation: requireSignIn,
      config: { rateLimit: routeLimits.favorites },
      schema: { body: FavoritesList, response: answers },
    },
    async (request) => ({
      favorites: await mergeIntoFavorites({ db, clock }, request.user!.id, request.body.favorites),
    }),
  );
};
