/**
 * The press office's albums (`/api/redacao/albums…`): list, create, open, save, publish, unpublish. As the rest of
 * the editorial API, every route asks for the `publish` capability before reading its input, and no answer is
 * cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  AlbumDraftBody,
  AlbumSaveBody,
  EditorialAlbum,
  EditorialAlbumList,
  NewsVersionBody,
} from '../../../src/domain/editorialSchemas';
import type { AppContext } from '../../context';
import { ContentId } from '../../content/readSchemas';
import { requireCapability } from '../../plugins/auth';
import { listEditorialAlbums, readEditorialAlbum } from './albumRead';
import { createAlbumDraft, publishAlbum, saveAlbum, unpublishAlbum } from './albumWrite';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const AlbumId = Type.Object({ id: ContentId });

export const editorialAlbumRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { db, media, clock } = ctx;
  const preValidation = requireCapability('publish');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({ db, actorId: user!.id, now: clock.now() });
  const read = (id: number) => readEditorialAlbum(db, media, id);

  app.get(
    '/redacao/albums',
    { preValidation, schema: { response: { 200: EditorialAlbumList, ...guarded } } },
    () => listEditorialAlbums(db, media),
  );

  app.get(
    '/redacao/albums/:id',
    {
      preValidation,
      schema: { params: AlbumId, response: { 200: EditorialAlbum, ...guarded, 404: ApiErrorBody } },
    },
    (request) => read(request.params.id),
  );

  app.post(
    '/redacao/albums',
    { preValidation, schema: { body: AlbumDraftBody, response: { 201: EditorialAlbum, ...writeErrors } } },
    async (request, reply) => {
      const id = await createAlbumDraft(writer(request.user), request.body);
      return reply.code(201).send(await read(id));
    },
  );

  app.put(
    '/redacao/albums/:id',
    {
      preValidation,
      schema: { params: AlbumId, body: AlbumSaveBody, response: { 200: EditorialAlbum, ...writeErrors } },
    },
    async (request) => {
      await saveAlbum(writer(request.user), request.params.id, request.body);
      return read(request.params.id);
    },
  );

  const moves = { publish: publishAlbum, unpublish: unpublishAlbum } as const;
  for (const [action, move] of Object.entries(moves))
    app.post(
      `/redacao/albums/:id/${action}`,
      {
        preValidation,
        schema: { params: AlbumId, body: NewsVersionBody, response: { 200: EditorialAlbum, ...writeErrors } },
      },
      async (request) => {
        await move(writer(request.user), request.params.id, request.body.version);
        return read(request.params.id);
      },
    );
};
