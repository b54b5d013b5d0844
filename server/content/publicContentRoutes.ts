/**
 * Public reads of the layout and the home page: home payload, site menu, contacts and the social feeds, all from
 * the content cache. Each route declares its response schema (src/domain/contentSchemas.ts), shared with the app.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactsResponse, HomeResponse, Menu, SocialFeedResponse } from '../../src/domain/contentSchemas';
import type { AppContext } from '../context';
import { sendPublicRead } from '../plugins/cachedAnswer';
import { buildContacts } from './contactsService';
import { buildHome } from './homeService';
import { buildMenu } from './menuService';
import { buildFeed } from './socialFeedService';

export const publicContentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { cache, db, media } = ctx;

  app.get('/home/json/', { schema: { response: { 200: HomeResponse } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'home', build: () => buildHome(db, media) }),
  );
  // Not in the spec's list: the layout of every page needs the menu, and home/json/ is many times its size.
  app.get('/menu/json/', { schema: { response: { 200: Menu } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'menu', build: () => buildMenu(db) }),
  );
  app.get('/contacts/json/', { schema: { response: { 200: ContactsResponse } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'contacts', build: () => buildContacts(db, media) }),
  );
  app.get('/rssfeed/youtube', { schema: { response: { 200: SocialFeedResponse } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'youtube', build: () => buildFeed(db, 'youtube') }),
  );
  app.get('/rssfeed/twitter', { schema: { response: { 200: SocialFeedResponse } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'twitter', build: () => buildFeed(db, 'twitter') }),
  );
};
