/**
 * An item's editing lock: `POST /redacao/locks/{subject}/{id}` is an open editor's heartbeat and answers who holds
 * the lock, `…/takeover` is 'Assumir a edição', `DELETE` (or `POST …/release`, for a page being left, which can only
 * send a POST that outlives it) lets it go. Guarded by the right to edit the item; never cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import { EditingLock, RevisionItemParams } from '../../../src/domain/editorialRevisionSchemas';
import type { AppContext } from '../../context';
import { requireEditingRight as preValidation } from './editingRight';
import { heartbeat, release, takeOver } from './editingLocks';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody, 400: ApiErrorBody };

export const lockRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const lockKey = (request: { params: RevisionItemParams; user: { id: number } | null }) => ({
    ...request.params,
    userId: request.user!.id,
  });
  const answers = { params: RevisionItemParams, response: { 200: EditingLock, ...guarded } };

  app.post('/redacao/locks/:subject/:id', { preValidation, schema: answers }, (request) =>
    heartbeat(db, lockKey(request), request.user!.name, clock.now()),
  );

  app.post('/redacao/locks/:subject/:id/takeover', { preValidation, schema: answers }, (request) =>
    takeOver(db, lockKey(request), request.user!.name, clock.now()),
  );

  const released = { params: RevisionItemParams, response: { 204: Type.Null(), ...guarded } };
  for (const [method, url] of [
    ['DELETE', '/redacao/locks/:subject/:id'],
    ['POST', '/redacao/locks/:subject/:id/release'],
  ] as const)
    app.route({
      method,
      url,
      preValidation,
      schema: released,
      handler: async (request, reply) => {
        await release(db, lockKey(request));
        return reply.code(204).send(null);
      },
    });
};
