/** Public reads of the home page: home payload, contacts and the social feeds, all served from the content cache. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sendCachedAnswer } from '../plugins/cachedAnswer';
import type { ContentCache } from '../services/contentCache';
import { buildContacts } from '../services/contactsService';
import { buildHome } from '../services/homeService';
import type { MediaUrlBuilder } from '../services/mediaUrls';
import { buildFeed } from '../services/socialFeedService';

export function publicContentRoutes(deps: { db: Db; cache: ContentCache; urls: MediaUrlBuilder }) {
  const { db, cache, urls } = deps;
  const cached =
    (key: string, build: () => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) =>
      sendCachedAnswer(request, reply, await cache.get(key, build));

  return async (app: FastifyInstance) => {
    app.get(
      '/home/json/',
      cached('home', () => buildHome(db, urls)),
    );
    app.get(
      '/contacts/json/',
      cached('contacts', () => buildContacts(db, urls)),
    );
    app.get(
      '/rssfeed/youtube',
      cached('youtube', () => buildFeed(db, 'youtube')),
    );
    app.get(
      '/rssfeed/twitter',
      cached('twitter', () => buildFeed(db, 'twitter')),
    );
  };
}
