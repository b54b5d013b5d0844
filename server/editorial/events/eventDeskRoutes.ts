/**
 * Events managed from /redacao/eventos (`manageEvents`: the press office and the administrator), at
 * `/api/redacao/events…`: the desk, create, open, save, 'Enviar convites', 'Retirar convite', 'Cancelar evento', the
 * guest list as CSV,
 * and the account search of the guest list. Every route asks for the capability before reading its input, and no
 * answer is cached: a guest list holds people's addresses and answers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  EditorialEvent,
  EditorialEventList,
  EventAccountList,
  EventAccountQuery,
  EventCancelBody,
  EventCreateBody,
  EventInviteBody,
  EventInviteResponse,
  EventSaveBody,
  EventWithdrawBody,
} from '../../../src/domain/editorialEventSchemas';
import { ContentId } from '../../content/readSchemas';
import { requireCapability } from '../../plugins/auth';
import { linkSigner, loadLinkSecret } from '../../shared/linkSigning';
import type { EventRouteOptions } from '../../events/eventRouteOptions';
import { listEditorialEvents, readEditorialEvent } from './eventDeskRead';
import { cancelEditorialEvent, createEditorialEvent, saveEditorialEvent } from './eventDeskWrite';
import { guestCsvFileName, guestListCsv, inviteToEvent, searchAccounts } from './eventGuestList';
import { withdrawInvitation } from './eventWithdrawal';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const EventId = Type.Object({ id: ContentId });

export const editorialEventRoutes: FastifyPluginAsyncTypebox<EventRouteOptions> = async (app, options) => {
  const { db, clock, settings } = options;
  const preValidation = requireCapability('manageEvents');
  const site = {
    publicUrl: settings.publicUrl,
    organizer: settings.mailFrom,
    signer: linkSigner(await loadLinkSecret(db, settings.linkSecret)),
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({ db, actorId: user!.id, now: clock.now(), site });
  const read = (id: number) => readEditorialEvent(db, id, clock.now());

  app.get(
    '/redacao/events',
    { preValidation, schema: { response: { 200: EditorialEventList, ...guarded } } },
    () => listEditorialEvents(db, clock.now()),
  );

  // Beside `events/:id`: the router prefers the static segment, so 'accounts' is never read as an id.
  app.get(
    '/redacao/events/accounts',
    {
      preValidation,
      schema: {
        querystring: EventAccountQuery,
        response: { 200: EventAccountList, ...guarded, 400: ApiErrorBody },
      },
    },
    (request) => searchAccounts(db, request.query.search),
  );

  app.get(
    '/redacao/events/:id',
    {
      preValidation,
      schema: { params: EventId, response: { 200: EditorialEvent, ...guarded, 404: ApiErrorBody } },
    },
    (request) => read(request.params.id),
  );

  app.post(
    '/redacao/events',
    { preValidation, schema: { body: EventCreateBody, response: { 201: EditorialEvent, ...writeErrors } } },
    async (request, reply) => {
      const id = await createEditorialEvent(writer(request.user), request.body);
      return reply.code(201).send(await read(id));
    },
  );

  app.put(
    '/redacao/events/:id',
    {
      preValidation,
      schema: { params: EventId, body: EventSaveBody, response: { 200: EditorialEvent, ...writeErrors } },
    },
    async (request) => {
      await saveEditorialEvent(writer(request.user), request.params.id, request.body);
      return read(request.params.id);
    },
  );

  app.post(
    '/redacao/events/:id/invitations',
    {
      preValidation,
      schema: {
        params: EventId,
        body: EventInviteBody,
        response: { 200: EventInviteResponse, ...writeErrors },
      },
    },
    async (request) => {
      const outcome = await inviteToEvent(writer(request.user), request.params.id, request.body);
      return { ...outcome, event: await read(request.params.id) };
    },
  );

  app.post(
    '/redacao/events/:id/withdrawals',
    {
      preValidation,
      schema: { params: EventId, body: EventWithdrawBody, response: { 200: EditorialEvent, ...writeErrors } },
    },
    async (request) => {
      await withdrawInvitation(writer(request.user), request.params.id, request.body);
      return read(request.params.id);
    },
  );

  app.post(
    '/redacao/events/:id/cancel',
    {
      preValidation,
      schema: { params: EventId, body: EventCancelBody, response: { 200: EditorialEvent, ...writeErrors } },
    },
    async (request) => {
      await cancelEditorialEvent(writer(request.user), request.params.id, request.body);
      return read(request.params.id);
    },
  );

  app.get(
    '/redacao/events/:id/guests.csv',
    {
      preValidation,
      // The file's text as is (its content-type is set, so Fastify sends it without serialising it).
      schema: { params: EventId, response: { 200: Type.String(), ...guarded, 404: ApiErrorBody } },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${guestCsvFileName(request.params.id)}"`)
        .send(await guestListCsv(db, request.params.id)),
  );
};
