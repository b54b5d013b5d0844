/**
 * `POST newsletter/add` (spec section 7): anyone subscribes, with the /newsletter form's checks; a repeated address
 * is the same subscription. Rate-limited: it writes whatever address it is given.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { NewsletterBody, NewsletterResponse } from '../../src/domain/userSchemas';
import { routeLimits } from '../plugins/security';
import { checkSubscription, subscribe } from './newsletterService';
import type { AppContext } from '../context';

export const newsletterRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, options) => {
  const { db, clock } = options;

  app.post(
    '/newsletter/add',
    {
      config: { rateLimit: routeLimits.newsletter },
      schema: { body: NewsletterBody, response: { 200: NewsletterResponse, 400: ApiErrorBody } },
    },
    async (request) => {
      await subscribe(db, checkSubscription(request.body), clock.now());
      return { ok: true as const };
    },
  );
};
