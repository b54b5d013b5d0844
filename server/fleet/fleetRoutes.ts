/**
 * `GET car_frota/json/cars_frota` -> `{ cars }`: the wizard's models, each with its fleet. Only those who may
 * request a loan (roles.ts) may ask: the answer holds every fleet vehicle's plate and chassis, and the wizard is its
 * one reader, so a signed-in user the roles table keeps out of the loan area (role 4, roles 6–9) must not read it.
 * `GET car_frota/json/availability?startDate&endDate` -> `{ models }`: how many cars of each of those models are free
 * for the period, for the same readers; counts only, so a requester learns nothing of other people's bookings.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import {
  CarsFrotaResponse,
  ModelAvailabilityQuery,
  ModelAvailabilityResponse,
} from '../../src/domain/loanSchemas';
import { requireCapability } from '../plugins/auth';
import { listLoanCarOptions, modelAvailability } from './fleetService';
import type { LoanAreaRouteOptions } from '../loans/loanAreaRouteOptions';

export const fleetRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db, media } = options;

  app.get(
    '/car_frota/json/cars_frota',
    {
      preValidation: requireCapability('requestLoan'),
      schema: { response: { 200: CarsFrotaResponse, 401: ApiErrorBody, 403: ApiErrorBody } },
    },
    async (_request, reply) => {
      // Plates and chassis are for the loan area only: never in a shared cache.
      reply.header('cache-control', 'private, no-store');
      return { cars: await listLoanCarOptions(db, media) };
    },
  );

  app.get(
    '/car_frota/json/availability',
    {
      preValidation: requireCapability('requestLoan'),
      schema: {
        querystring: ModelAvailabilityQuery,
        response: { 200: ModelAvailabilityResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      // Changes with every booking and every period out of service.
      reply.header('cache-control', 'private, no-store');
      return { models: await modelAvailability(db, request.query) };
    },
  );
};
