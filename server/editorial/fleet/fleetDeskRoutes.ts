/**
 * The press fleet managed from /redacao/frota (`manageFleet`: the backoffice and the administrator): the vehicles,
 * one vehicle's read, save and deletion, its out-of-service periods (through the fleet's own downtime service, so
 * the calendar, the approval and this page keep one rule), and the models the request wizard offers. Every route
 * asks for the capability before reading its input, and no answer is cached (plates, chassis, who did what).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  EditorialVehicle,
  FleetChoices,
  LoanModels,
  LoanModelsSaveBody,
  VehicleCreateBody,
  VehicleDowntimeBody,
  VehicleDowntimeParams,
  VehicleList,
  VehicleListQuery,
  VehicleParams,
  VehicleSaveBody,
  VehicleVersionBody,
} from '../../../src/domain/editorialFleetSchemas';
import type { AppContext } from '../../context';
import { addDowntime, removeDowntime } from '../../fleet/downtimeService';
import { requireCapability } from '../../plugins/auth';
import { readLoanModels, saveLoanModels } from './loanModels';
import { fleetChoices, listVehicles, readVehicle } from './vehicleRead';
import { createVehicle, removeVehicle, saveVehicle } from './vehicleWrite';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const readErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody };
const writeErrors = { ...readErrors, 409: ApiErrorBody };

export const editorialFleetRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  const preValidation = requireCapability('manageFleet');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({ db, actorId: user!.id, now: clock.now() });
  const read = (id: number) => readVehicle(db, clock.now(), id);

  app.get(
    '/redacao/fleet',
    {
      preValidation,
      schema: { querystring: VehicleListQuery, response: { 200: VehicleList, ...readErrors } },
    },
    async (request) => ({ vehicles: await listVehicles(db, clock.now(), request.query.q) }),
  );

  app.get(
    '/redacao/fleet/choices',
    { preValidation, schema: { response: { 200: FleetChoices, ...guarded } } },
    () => fleetChoices(db),
  );

  app.post(
    '/redacao/fleet',
    {
      preValidation,
      schema: { body: VehicleCreateBody, response: { 201: EditorialVehicle, ...writeErrors } },
    },
    async (request, reply) => {
      const id = await createVehicle(writer(request.user), request.body);
      return reply.code(201).send(await read(id));
    },
  );

  app.get(
    '/redacao/fleet/:id',
    { preValidation, schema: { params: VehicleParams, response: { 200: EditorialVehicle, ...readErrors } } },
    (request) => read(request.params.id),
  );

  app.put(
    '/redacao/fleet/:id',
    {
      preValidation,
      schema: {
        params: VehicleParams,
        body: VehicleSaveBody,
        response: { 200: EditorialVehicle, ...writeErrors },
      },
    },
    async (request) => {
      await saveVehicle(writer(request.user), request.params.id, request.body);
      return read(request.params.id);
    },
  );

  app.post(
    '/redacao/fleet/:id/remove',
    {
      preValidation,
      schema: {
        params: VehicleParams,
        body: VehicleVersionBody,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeVehicle(writer(request.user), request.params.id, request.body.version);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/redacao/fleet/:id/downtime',
    {
      preValidation,
      schema: {
        params: VehicleParams,
        body: VehicleDowntimeBody,
        response: { 201: EditorialVehicle, ...writeErrors },
      },
    },
    async (request, reply) => {
      await addDowntime(writer(request.user), { ...request.body, fleetVehicleId: request.params.id });
      return reply.code(201).send(await read(request.params.id));
    },
  );

  app.delete(
    '/redacao/fleet/:id/downtime/:downtimeId',
    {
      preValidation,
      schema: { params: VehicleDowntimeParams, response: { 200: EditorialVehicle, ...readErrors } },
    },
    async (request) => {
      await removeDowntime(writer(request.user), request.params.downtimeId, request.params.id);
      return read(request.params.id);
    },
  );

  app.get(
    '/redacao/fleet-models',
    { preValidation, schema: { response: { 200: LoanModels, ...guarded } } },
    () => readLoanModels(db),
  );

  app.put(
    '/redacao/fleet-models',
    { preValidation, schema: { body: LoanModelsSaveBody, response: { 200: LoanModels, ...writeErrors } } },
    async (request) => {
      await saveLoanModels(writer(request.user), request.body);
      return readLoanModels(db);
    },
  );
};
