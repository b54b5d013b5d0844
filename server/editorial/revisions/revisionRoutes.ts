/**
 * An item's revisions and its autosave slot, for every item the editors edit (`{subject}` as the change log names
 * it: news, a section's kind, car, version, album, event): `GET /redacao/revisions/{subject}/{id}` lists them,
 * `…/{number}` shows one whole, `…/{number}/restore` saves it again as a new revision; `PUT|GET|DELETE
 * /redacao/autosaves/{subject}/{id}` is the caller's own unsaved body of the item. Guarded by the right to edit the
 * item; never cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import { autosaveMaxBytes } from '../../../src/domain/editorialRevisions';
import {
  Autosave,
  AutosaveBody,
  RestoreAnswer,
  RestoreBody,
  Revision,
  RevisionItemParams,
  RevisionList,
  RevisionParams,
} from '../../../src/domain/editorialRevisionSchemas';
import type { EventRouteOptions } from '../../events/eventRouteOptions';
import { linkSigner, loadLinkSecret } from '../../shared/linkSigning';
import { autosaveOf, dropAutosave, putAutosave } from './autosaves';
import { requireEditingRight as preValidation } from './editingRight';
import { revisionAt, revisionsOf } from './revisionLog';
import { restoreRevision } from './revisionRestore';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody, 400: ApiErrorBody };
const writeErrors = { ...guarded, 404: ApiErrorBody, 409: ApiErrorBody };
/** The largest autosave of any item, and room for its envelope: anything larger is refused before it is parsed. */
const autosaveBodyLimit = Math.max(...Object.values(autosaveMaxBytes)) + 1024;

export const revisionRoutes: FastifyPluginAsyncTypebox<EventRouteOptions> = async (app, options) => {
  const { db, files, media, clock, settings } = options;
  // A restored event is saved as any event is: a moved event mails its guests, with signed answer links.
  const site = {
    publicUrl: settings.publicUrl,
    organizer: settings.mailFrom,
    signer: linkSigner(await loadLinkSecret(db, settings.linkSecret)),
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/redacao/revisions/:subject/:id',
    { preValidation, schema: { params: RevisionItemParams, response: { 200: RevisionList, ...guarded } } },
    async (request) => ({
      revisions: await revisionsOf(db, request.params.subject, request.params.id),
    }),
  );

  app.get(
    '/redacao/revisions/:subject/:id/:number',
    {
      preValidation,
      schema: { params: RevisionParams, response: { 200: Revision, ...guarded, 404: ApiErrorBody } },
    },
    (request) => revisionAt(db, request.params.subject, request.params.id, request.params.number),
  );

  app.post(
    '/redacao/revisions/:subject/:id/:number/restore',
    {
      preValidation,
      schema: { params: RevisionParams, body: RestoreBody, response: { 200: RestoreAnswer, ...writeErrors } },
    },
    async (request) => {
      const { subject, id, number } = request.params;
      const deps = { db, files, media, site, actorId: request.user!.id, now: clock.now() };
      return { number: await restoreRevision(deps, subject, id, number, request.body.version) };
    },
  );

  const slot = (request: { params: RevisionItemParams; user: { id: number } | null }) => ({
    ...request.params,
    userId: request.user!.id,
  });

  app.put(
    '/redacao/autosaves/:subject/:id',
    {
      preValidation,
      bodyLimit: autosaveBodyLimit,
      schema: {
        params: RevisionItemParams,
        body: AutosaveBody,
        response: { 204: Type.Null(), ...guarded, 413: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await putAutosave(db, slot(request), request.body, clock.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/redacao/autosaves/:subject/:id',
    {
      preValidation,
      schema: {
        params: RevisionItemParams,
        response: { 200: Type.Object({ autosave: Type.Union([Autosave, Type.Null()]) }), ...guarded },
      },
    },
    async (request) => ({ autosave: await autosaveOf(db, slot(request)) }),
  );

  app.delete(
    '/redacao/autosaves/:subject/:id',
    { preValidation, schema: { params: RevisionItemParams, response: { 204: Type.Null(), ...guarded } } },
    async (request, reply) => {
      await dropAutosave(db, slot(request));
      return reply.code(204).send(null);
    },
  );
};
