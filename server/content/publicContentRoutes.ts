/**
 * Public reads of the layout and the home page: home payload, site menu, contacts and the social feeds, all from
 * the content cache. Each route declares its response schema (src/domain/contentSchemas.ts), shared with the app.
 * The home and the contacts take the preview token of the banner's and the contacts' drafts (listPreview.ts):
 * answered for that request alone, never cached (contentRead.ts); `preview/{list}` says whether a token opens one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  ContactsResponse,
  HomeResponse,
  Menu,
  SocialFeedResponse,
} from '../../src/domain/contentSchemas';
import { ListPreview, ListPreviewParams } from '../../src/domain/editorialListSchemas';
import type { AppContext } from '../context';
import { sendPublicRead } from '../plugins/cachedAnswer';
import { sendContentRead } from './contentRead';
import { buildContacts } from './contactsService';
import { buildHome } from './homeService';
import { openedDraft } from './listPreview';
import { buildMenu } from './menuService';
import { contentNotFound } from './publication';
import { TokenQuery } from './readSchemas';
import { buildFeed } from './socialFeedService';

export const publicContentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { cache, db, media } = ctx;

  app.get(
    '/home/json/',
    { schema: { querystring: TokenQuery, response: { 200: HomeResponse } } },
    (request, reply) =>
      sendContentRead({
        grants: ctx.answerGrants,
        cache,
        request,
        reply,
        key: 'home',
        token: request.query.token,
        clock: ctx.clock,
        build: (access) => buildHome(db, media, access),
      }),
  );
  // Not in the spec's list: the layout of every page needs the menu, and home/json/ is many times its size.
  app.get('/menu/json/', { schema: { response: { 200: Menu } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'menu', build: () => buildMenu(db) }),
  );
  app.get(
    '/contacts/json/',
    { schema: { querystring: TokenQuery, response: { 200: ContactsResponse } } },
    (request, reply) =>
      sendContentRead({
        grants: ctx.answerGrants,
        cache,
        request,
        reply,
        key: 'contacts',
        token: request.query.token,
        clock: ctx.clock,
        build: (access) => buildContacts(db, media, access),
      }),
  );
  // A public page opened by a preview link asks this to say so, or that the draft is gone (published, discarded).
  app.get(
    '/preview/:list',
    {
      schema: {
        params: ListPreviewParams,
        querystring: TokenQuery,
        response: { 200: ListPreview, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const opened = token
        ? await openedDraft(db, request.params.list, { token, now: ctx.clock.now() })
        : null;
      reply.header('cache-control', 'private, no-store');
      if (!opened) throw contentNotFound();
      return { savedAt: opened.savedAt.toISOString() };
    },
  );
  app.get('/rssfeed/youtube', { schema: { response: { 200: SocialFeedResponse } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'youtube', build: () => buildFeed(db, 'youtube') }),
  );
  app.get('/rssfeed/twitter', { schema: { response: { 200: SocialFeedResponse } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'twitter', build: () => buildFeed(db, 'twitter') }),
  );
};
