/**
 * `GET car_frota/json/cars_frota` -> `{ cars }`: the wizard's models, each with its fleet. Only those who may
 * request a loan (roles.ts) may ask: the answer holds every fleet vehicle's plate and chassis, and the wizard is its
 * one reader, so a signed-in user the roles table keeps out of the loan area (role 4, roles 6–9) must not read it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { CarsFrotaResponse } from '../../src/domain/loanSchemas';
import { requireCapability } from '../plugins/auth';
import { listLoanCarOptions } from './fleetService';
import type { LoanAreaRouteOptions } from '../loans/loanAreaRoutes';

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
};
