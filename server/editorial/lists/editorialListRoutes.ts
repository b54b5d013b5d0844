/**
 * The lists the press office saves whole (`/api/redacao/contacts`, `/api/redacao/banner`): read with their version
 * and history, saved whole on that version. As the rest of the editorial API, every route asks for the `publish`
 * capability before reading its input, and no answer is cached. The public reads follow by themselves: the tables'
 * triggers tell the content cache (server/content/contentCache.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  BannerSaveBody,
  ContactsSaveBody,
  EditorialBanner,
  EditorialContacts,
} from '../../../src/domain/editorialListSchemas';
import type { AppContext } from '../../context';
import { requireCapability } from '../../plugins/auth';
import { readEditorialBanner } from './bannerRead';
import { saveBanner } from './bannerWrite';
import { readEditorialContacts } from './contactsRead';
import { saveContacts } from './contactsWrite';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 400: ApiErrorBody, 409: ApiErrorBody };

export const editorialListRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { db, media, clock } = ctx;
  const preValidation = requireCapability('publish');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({ db, actorId: user!.id, now: clock.now() });

  app.get(
    '/redacao/contacts',
    { preValidation, schema: { response: { 200: EditorialContacts, ...guarded } } },
    () => readEditorialContacts(db, media),
  );

  app.put(
    '/redacao/contacts',
    {
      preValidation,
      schema: { body: ContactsSaveBody, response: { 200: EditorialContacts, ...writeErrors } },
    },
    async (request) => {
      await saveContacts(writer(request.user), request.body);
      return readEditorialContacts(db, media);
    },
  );

  app.get(
    '/redacao/banner',
    { preValidation, schema: { response: { 200: EditorialBanner, ...guarded } } },
    () => readEditorialBanner(db, media),
  );

  app.put(
    '/redacao/banner',
    { preValidation, schema: { body: BannerSaveBody, response: { 200: EditorialBanner, ...writeErrors } } },
    async (request) => {
      await saveBanner(writer(request.user), request.body);
      return readEditorialBanner(db, media);
    },
  );
};
