/**
 * The lists the press office saves whole (`/api/redacao/contacts`, `/api/redacao/banner`): read with their version,
 * draft, publication and history; saved whole as a draft on that version (`PUT`); the draft published (`POST
 * …/publish`) or discarded (`POST …/discard`), each from the version the editor shows. As the rest of the editorial
 * API, every route asks for the `publish` capability before reading its input, and no answer is cached. The public
 * reads follow a publication by themselves: the public tables' triggers tell the content cache
 * (server/shared/contentCache.ts), which a draft never touches.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  BannerSaveBody,
  ContactsSaveBody,
  EditorialBanner,
  EditorialContacts,
  ListVersionBody,
} from '../../../src/domain/editorialListSchemas';
import type { AppContext } from '../../context';
import { requireCapability } from '../../plugins/auth';
import type { WriteDeps } from '../newsWrite';
import { readEditorialBanner } from './bannerRead';
import { discardBannerDraft, publishBanner, saveBanner } from './bannerWrite';
import { readEditorialContacts } from './contactsRead';
import { discardContactsDraft, publishContacts, saveContacts } from './contactsWrite';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 400: ApiErrorBody, 409: ApiErrorBody };

export const editorialListRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { db, media, clock } = ctx;
  const preValidation = requireCapability('publish');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null): WriteDeps => ({ db, actorId: user!.id, now: clock.now() });

  const moveSchema = (answer: typeof EditorialContacts | typeof EditorialBanner) => ({
    preValidation,
    schema: { body: ListVersionBody, response: { 200: answer, ...writeErrors } },
  });

  const readContacts = () => readEditorialContacts(db, media);
  app.get(
    '/redacao/contacts',
    { preValidation, schema: { response: { 200: EditorialContacts, ...guarded } } },
    readContacts,
  );
  app.put(
    '/redacao/contacts',
    {
      preValidation,
      schema: { body: ContactsSaveBody, response: { 200: EditorialContacts, ...writeErrors } },
    },
    async (request) => {
      await saveContacts(writer(request.user), request.body);
      return readContacts();
    },
  );
  app.post('/redacao/contacts/publish', moveSchema(EditorialContacts), async (request) => {
    await publishContacts(writer(request.user), request.body.version);
    return readContacts();
  });
  app.post('/redacao/contacts/discard', moveSchema(EditorialContacts), async (request) => {
    await discardContactsDraft(writer(request.user), request.body.version);
    return readContacts();
  });

  const readBanner = () => readEditorialBanner(db, media);
  app.get(
    '/redacao/banner',
    { preValidation, schema: { response: { 200: EditorialBanner, ...guarded } } },
    readBanner,
  );
  app.put(
    '/redacao/banner',
    { preValidation, schema: { body: BannerSaveBody, response: { 200: EditorialBanner, ...writeErrors } } },
    async (request) => {
      await saveBanner(writer(request.user), request.body);
      return readBanner();
    },
  );
  app.post('/redacao/banner/publish', moveSchema(EditorialBanner), async (request) => {
    await publishBanner(writer(request.user), request.body.version);
    return readBanner();
  });
  app.post('/redacao/banner/discard', moveSchema(EditorialBanner), async (request) => {
    await discardBannerDraft(writer(request.user), request.body.version);
    return readBanner();
  });
};
