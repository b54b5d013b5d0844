/**
 * People managed from /redacao/pessoas (`managePeople`: the administrator alone, DECISIONS.md "Staff areas beyond
 * the spec"). Every route asks for the capability before its input is even read (preValidation), so nobody else
 * learns who has an account. Answers are personal: never cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  PeopleList,
  PeopleListQuery,
  PersonBlockBody,
  PersonDetail,
  PersonEraseBody,
  PersonRoleBody,
  PersonUnblockBody,
  PersonVersionBody,
} from '../../../src/domain/editorialPeopleSchemas';
import { ContentId } from '../../content/readSchemas';
import type { EventRouteOptions } from '../../events/eventRouteOptions';
import { requireCapability } from '../../plugins/auth';
import { listPeople, readPerson } from './peopleRead';
import { blockPerson, saveRoleAndTier, setSuspension, unblockPerson } from './peopleWrite';
import { erasePerson } from './personErasure';
import { exportPerson } from './personExport';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const PersonId = Type.Object({ id: ContentId });

export const editorialPeopleRoutes: FastifyPluginAsyncTypebox<EventRouteOptions> = async (app, ctx) => {
  const { db, files, clock, settings } = ctx;
  const preValidation = requireCapability('managePeople');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({
    db,
    files,
    actorId: user!.id,
    now: clock.now(),
    publicUrl: settings.publicUrl,
    organizer: settings.mailFrom,
  });

  app.get(
    '/redacao/people',
    { preValidation, schema: { querystring: PeopleListQuery, response: { 200: PeopleList, ...guarded } } },
    (request) => listPeople(db, request.query),
  );

  app.get(
    '/redacao/people/:id',
    {
      preValidation,
      schema: { params: PersonId, response: { 200: PersonDetail, ...guarded, 404: ApiErrorBody } },
    },
    (request) => readPerson(db, request.params.id, request.user!.id),
  );

  app.put(
    '/redacao/people/:id',
    {
      preValidation,
      schema: { params: PersonId, body: PersonRoleBody, response: { 200: PersonDetail, ...writeErrors } },
    },
    async (request) => {
      await saveRoleAndTier(writer(request.user), request.params.id, request.body);
      return readPerson(db, request.params.id, request.user!.id);
    },
  );

  app.post(
    '/redacao/people/:id/block',
    {
      preValidation,
      schema: { params: PersonId, body: PersonBlockBody, response: { 200: PersonDetail, ...writeErrors } },
    },
    async (request) => {
      await blockPerson(writer(request.user), request.params.id, request.body);
      return readPerson(db, request.params.id, request.user!.id);
    },
  );

  app.post(
    '/redacao/people/:id/unblock',
    {
      preValidation,
      schema: { params: PersonId, body: PersonUnblockBody, response: { 200: PersonDetail, ...writeErrors } },
    },
    async (request) => {
      await unblockPerson(writer(request.user), request.params.id, request.body);
      return readPerson(db, request.params.id, request.user!.id);
    },
  );

  for (const [action, suspended] of [
    ['suspend', true],
    ['reinstate', false],
  ] as const)
    app.post(
      `/redacao/people/:id/${action}`,
      {
        preValidation,
        schema: {
          params: PersonId,
          body: PersonVersionBody,
          response: { 200: PersonDetail, ...writeErrors },
        },
      },
      async (request) => {
        await setSuspension(writer(request.user), request.params.id, request.body.version, suspended);
        return readPerson(db, request.params.id, request.user!.id);
      },
    );

  app.post(
    '/redacao/people/:id/erase',
    {
      preValidation,
      schema: { params: PersonId, body: PersonEraseBody, response: { 200: PersonDetail, ...writeErrors } },
    },
    async (request) => {
      await erasePerson(writer(request.user), request.params.id, request.body);
      return readPerson(db, request.params.id, request.user!.id);
    },
  );

  // A GET that records: the export is a disclosure, and the history says who took the person's data.
  app.get(
    '/redacao/people/:id/export',
    {
      preValidation,
      schema: { params: PersonId, response: { 200: Type.String(), ...guarded, 404: ApiErrorBody } },
    },
    async (request, reply) => {
      const { data, filename } = await exportPerson(writer(request.user), request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
};
