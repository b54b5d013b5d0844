/**
 * A fleet vehicle's calendar and its out-of-service periods, and the free vehicles of a model for a period
 * (DECISIONS.md "Calls whose paths the spec does not show"). Reading is for those who review loans or manage the
 * fleet; adding and removing a period, for those who manage the fleet (src/domain/fleetCalendar.ts). Guards run
 * before anything is read or validated.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { mayManageDowntime, mayReadFleetCalendar } from '../../src/domain/fleetCalendar';
import {
  DowntimeBody,
  DowntimeCreated,
  FleetCalendarQuery,
  FleetCalendarResponse,
  FreeVehiclesQuery,
  FreeVehiclesResponse,
} from '../../src/domain/fleetCalendarSchemas';
import type { Role } from '../../src/domain/roles';
import { statusMessages } from '../plugins/errors';
import { DomainError } from '../shared/domainError';
import type { LoanAreaRouteOptions } from '../loans/loanAreaRouteOptions';
import { addDowntime, removeDowntime } from './downtimeService';
import { freeVehicles, vehicleCalendar } from './vehicleCalendar';

const guard =
  (allowed: (role: Role) => boolean): preValidationAsyncHookHandler =>
  async (request) => {
    if (!request.user) throw new DomainError(401, statusMessages[401]);
    if (!allowed(request.user.role)) throw new DomainError(403, statusMessages[403]);
  };

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
};

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const vehicleCalendarRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (
  app,
  options,
) => {
  const { db, clock } = options;

  // Who booked which car when: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/car_frota/json/calendar/:id',
    {
      preValidation: guard(mayReadFleetCalendar),
      schema: {
        params: IdParams,
        querystring: FleetCalendarQuery,
        response: { 200: FleetCalendarResponse, ...errors },
      },
    },
    async (request) =>
      vehicleCalendar({
        db,
        vehicleId: request.params.id,
        month: request.query.month,
        viewerRole: request.user!.role,
      }),
  );

  app.get(
    '/car_frota/json/free',
    {
      preValidation: guard(mayReadFleetCalendar),
      schema: { querystring: FreeVehiclesQuery, response: { 200: FreeVehiclesResponse, ...errors } },
    },
    async (request) => ({ frotas: await freeVehicles(db, request.query) }),
  );

  app.post(
    '/car_frota/json/downtime',
    {
      preValidation: guard(mayManageDowntime),
      schema: { body: DowntimeBody, response: { 201: DowntimeCreated, ...errors, 409: ApiErrorBody } },
    },
    async (request, reply) => {
      const created = await addDowntime({ db, actorId: request.user!.id, now: clock.now() }, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/car_frota/json/downtime/:id',
    {
      preValidation: guard(mayManageDowntime),
      schema: { params: IdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await removeDowntime({ db, actorId: request.user!.id, now: clock.now() }, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
