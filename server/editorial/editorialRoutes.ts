/**
 * The editorial area's API (`/api/redacao/…`, DECISIONS.md "Staff areas beyond the spec"): the press office's news,
 * drafts included. Every route asks for the `publish` capability before its input is even read (preValidation), so
 * a caller without it learns nothing, not even which ids exist. Answers are personal and change with every save:
 * never cached, and never through the public answer cache.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import {
  EditorialNews,
  EditorialNewsChoices,
  EditorialNewsList,
  EditorialNewsListQuery,
  EditorialPhotoList,
  NewsDraftBody,
  NewsSaveBody,
  NewsScheduleBody,
  NewsVersionBody,
} from '../../src/domain/editorialSchemas';
import type { AppContext } from '../context';
import { ContentId } from '../content/readSchemas';
import { requireCapability } from '../plugins/auth';
import { newsChoices, photoChoices } from './newsChoices';
import { listEditorialNews, readEditorialNews } from './newsRead';
import {
  changeNewsPreviewLink,
  createNewsDraft,
  publishNews,
  saveNews,
  scheduleNews,
  unpublishNews,
  trashNews,
  unscheduleNews,
  untrashNews,
} from './newsWrite';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const NewsId = Type.Object({ id: ContentId });

export const editorialRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { db, files, media, clock } = ctx;
  const preValidation = requireCapability('publish');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({
    db,
    files,
    media,
    actorId: user!.id,
    now: clock.now(),
  });

  app.get(
    '/redacao/news',
    {
      preValidation,
      schema: { querystring: EditorialNewsListQuery, response: { 200: EditorialNewsList, ...guarded } },
    },
    (request) => listEditorialNews(db, request.query, clock.now()),
  );

  // Beside `news/:id`: the router prefers the static segment, so 'choices' is never read as an id.
  app.get(
    '/redacao/news/choices',
    { preValidation, schema: { response: { 200: EditorialNewsChoices, ...guarded } } },
    () => newsChoices(db),
  );

  app.get(
    '/redacao/news/:id',
    {
      preValidation,
      schema: { params: NewsId, response: { 200: EditorialNews, ...guarded, 404: ApiErrorBody } },
    },
    (request) => readEditorialNews(db, media, request.params.id, clock.now()),
  );

  app.post(
    '/redacao/news',
    { preValidation, schema: { body: NewsDraftBody, response: { 201: EditorialNews, ...writeErrors } } },
    async (request, reply) => {
      const id = await createNewsDraft(writer(request.user), request.body);
      return reply.code(201).send(await readEditorialNews(db, media, id, clock.now()));
    },
  );

  app.put(
    '/redacao/news/:id',
    {
      preValidation,
      schema: { params: NewsId, body: NewsSaveBody, response: { 200: EditorialNews, ...writeErrors } },
    },
    async (request) => {
      await saveNews(writer(request.user), request.params.id, request.body);
      return readEditorialNews(db, media, request.params.id, clock.now());
    },
  );

  // 'Excluir' is a move like the others (to the trash), not a DELETE: the item stays, to be restored.
  const moves = {
    publish: publishNews,
    unpublish: unpublishNews,
    unschedule: unscheduleNews,
    trash: trashNews,
    untrash: untrashNews,
  } as const;
  for (const [action, move] of Object.entries(moves))
    app.post(
      `/redacao/news/:id/${action}`,
      {
        preValidation,
        schema: { params: NewsId, body: NewsVersionBody, response: { 200: EditorialNews, ...writeErrors } },
      },
      async (request) => {
        await move(writer(request.user), request.params.id, request.body.version);
        return readEditorialNews(db, media, request.params.id, clock.now());
      },
    );

  app.post(
    '/redacao/news/:id/schedule',
    {
      preValidation,
      schema: { params: NewsId, body: NewsScheduleBody, response: { 200: EditorialNews, ...writeErrors } },
    },
    async (request) => {
      const { version, publishAt } = request.body;
      await scheduleNews(writer(request.user), request.params.id, version, publishAt);
      return readEditorialNews(db, media, request.params.id, clock.now());
    },
  );

  // 'Gerar novo link' (POST) and 'Revogar link' (DELETE) of a draft's preview link: no body, no version.
  const linkChanges = { POST: 'make', DELETE: 'revoke' } as const;
  for (const [method, change] of Object.entries(linkChanges))
    app.route({
      method,
      url: '/redacao/news/:id/preview-link',
      preValidation,
      schema: { params: NewsId, response: { 200: EditorialNews, ...guarded, 404: ApiErrorBody } },
      handler: async (request) => {
        await changeNewsPreviewLink(writer(request.user), request.params.id, change);
        return readEditorialNews(db, media, request.params.id, clock.now());
      },
    });

  app.get(
    '/redacao/photos',
    {
      preValidation,
      schema: {
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: EditorialPhotoList, ...guarded },
      },
    },
    (request) => photoChoices(db, media, request.query),
  );
};
