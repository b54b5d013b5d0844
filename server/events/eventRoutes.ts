/**
 * The events area's calls (spec loan-area section 7; DECISIONS.md, "Events"): `GET events`, `GET events/{id}`,
 * `POST events/accept`, `POST events/reject`, and `GET events/{id}/calendar`, the event's `.ics`. Any signed-in user
 * may be a guest, whatever the role; each sees and answers only their own invitations.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import {
  EventAnswerBody,
  EventAnswerResponse,
  EventListResponse,
  EventResponse,
} from '../../src/domain/eventSchemas';
import { eventMessages, guestStatus, type EventAnswer } from '../../src/domain/events';
import { requireSignIn } from '../plugins/auth';
import { routeLimits } from '../plugins/security';
import { calendarContentType } from '../shared/icsText';
import { DomainError } from '../shared/domainError';
import { eventCalendar, eventCalendarFilename } from './eventCalendar';
import { answerInvitation, eventFor, invitationOf, listEventsFor } from './eventService';
import { calendarFactsOf } from './eventShape';
import { ContentId } from '../content/readSchemas';
import type { EventRouteOptions } from './eventRouteOptions';

const readErrors = { 401: ApiErrorBody, 404: ApiErrorBody };
const answerErrors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};
const EventParams = Type.Object({ id: ContentId });

export const eventRoutes: FastifyPluginAsyncTypebox<EventRouteOptions> = async (app, options) => {
  const { db, clock, media, settings } = options;
  const site = { publicUrl: settings.publicUrl, organizer: settings.mailFrom };
  // Invitations are personal and change with every answer: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/events',
    { preValidation: requireSignIn, schema: { response: { 200: EventListResponse, 401: ApiErrorBody } } },
    async (request) => ({
      list: await listEventsFor({ db, urls: media, userId: request.user!.id, now: clock.now() }),
    }),
  );

  app.get(
    '/events/:id',
    {
      preValidation: requireSignIn,
      schema: { params: EventParams, response: { 200: EventResponse, ...readErrors } },
    },
    async (request) => ({
      event: await eventFor({
        db,
        urls: media,
        userId: request.user!.id,
        eventId: request.params.id,
        now: clock.now(),
      }),
    }),
  );

  const answerRoute = (answer: EventAnswer) =>
    app.post(
      `/events/${answer}`,
      {
        preValidation: requireSignIn,
        config: { rateLimit: routeLimits.write },
        schema: { body: EventAnswerBody, response: { 200: EventAnswerResponse, ...answerErrors } },
      },
      async (request) => {
        const { eventId, userId, description } = request.body;
        // The body names the user (the spec's call does), but only the caller's own invitation may be answered.
        if (userId !== request.user!.id) throw new DomainError(403, eventMessages.notYours);
        const now = clock.now();
        await answerInvitation({
          db,
          request: { target: { eventId, userId }, answer, description, via: 'site' },
          now,
          site,
        });
        return { success: true, event: await eventFor({ db, urls: media, userId, eventId, now }) };
      },
    );
  answerRoute('accept');
  answerRoute('reject');

  app.get(
    '/events/:id/calendar',
    {
      preValidation: requireSignIn,
      // The body is the iCalendar text, sent as it is (a string is never run through the JSON serializer).
      schema: { params: EventParams, response: { 200: Type.String(), ...readErrors } },
    },
    async (request, reply) => {
      const found = await invitationOf(db, request.user!.id, request.params.id);
      // A refused invitation has no place in the guest's calendar.
      if (!found || found.guest.status === guestStatus.refused)
        throw new DomainError(404, eventMessages.notInvited);
      const ics = eventCalendar(calendarFactsOf(found.event, site, clock.now()));
      return reply
        .type(calendarContentType)
        .header('content-disposition', `attachment; filename="${eventCalendarFilename(found.event.id)}"`)
        .send(ics);
    },
  );
};
