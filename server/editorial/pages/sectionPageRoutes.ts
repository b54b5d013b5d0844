/**
 * The press office's company, technology and e-mobility pages (`/api/redacao/pages…`): a section's tree, one page,
 * a new page, a save, publish and unpublish. As the rest of the editorial API, every route asks for the `publish`
 * capability before reading its input, and no answer is cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  EditorialSectionPage,
  SectionKindSchema,
  SectionPageCreateBody,
  SectionPageParams,
  SectionPageSaveBody,
  SectionPageTree,
  SectionPageTreeQuery,
  SectionPageVersionBody,
} from '../../../src/domain/editorialPageSchemas';
import type { AppContext } from '../../context';
import { requireCapability } from '../../plugins/auth';
import { createSectionPage } from './pageCreate';
import { readSectionPage } from './pageRead';
import { readSectionTree } from './pageTree';
import { publishSectionPage, saveSectionPage, unpublishSectionPage } from './pageWrite';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const readErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody };
const writeErrors = { ...readErrors, 409: ApiErrorBody };

export const sectionPageRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { db, media, clock } = ctx;
  const preValidation = requireCapability('publish');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({ db, actorId: user!.id, now: clock.now() });
  const read = ({ kind, id }: SectionPageParams) => readSectionPage(db, media, kind, id, clock.now());

  app.get(
    '/redacao/pages',
    {
      preValidation,
      schema: {
        querystring: SectionPageTreeQuery,
        response: { 200: SectionPageTree, ...guarded, 400: ApiErrorBody },
      },
    },
    (request) => readSectionTree(db, request.query.kind, clock.now()),
  );

  app.get(
    '/redacao/pages/:kind/:id',
    {
      preValidation,
      schema: { params: SectionPageParams, response: { 200: EditorialSectionPage, ...readErrors } },
    },
    (request) => read(request.params),
  );

  app.post(
    '/redacao/pages/:kind',
    {
      preValidation,
      schema: {
        params: Type.Object({ kind: SectionKindSchema }),
        body: SectionPageCreateBody,
        response: { 201: EditorialSectionPage, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const id = await createSectionPage(writer(request.user), kind, request.body);
      return reply.code(201).send(await read({ kind, id }));
    },
  );

  app.put(
    '/redacao/pages/:kind/:id',
    {
      preValidation,
      schema: {
        params: SectionPageParams,
        body: SectionPageSaveBody,
        response: { 200: EditorialSectionPage, ...writeErrors },
      },
    },
    async (request) => {
      await saveSectionPage(writer(request.user), request.params, request.body);
      return read(request.params);
    },
  );

  const moves = { publish: publishSectionPage, unpublish: unpublishSectionPage } as const;
  for (const [action, move] of Object.entries(moves))
    app.post(
      `/redacao/pages/:kind/:id/${action}`,
      {
        preValidation,
        schema: {
          params: SectionPageParams,
          body: SectionPageVersionBody,
          response: { 200: EditorialSectionPage, ...writeErrors },
        },
      },
      async (request) => {
        await move(writer(request.user), request.params, request.body.version);
        return read(request.params);
      },
    );
};
