/** `GET car_frota/json/cars_frota` -> `{ cars }`: the wizard's models, each with its fleet (signed-in users only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { CarsFrotaResponse } from '../../src/domain/loanSchemas';
import { requireSignIn } from '../plugins/auth';
import { listLoanCarOptions } from '../services/loans/fleetService';
import type { LoanAreaRouteOptions } from './loanArea';

export const fleetRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db, media } = options;

  app.get(
    '/car_frota/json/cars_frota',
    {
      preValidation: requireSignIn,
      schema: { response: { 200: CarsFrotaResponse, 401: ApiErrorBody } },
    },
    async (_request, reply) => {
      // Plates and chassis are for signed-in people only: never in a shared cache.
      reply.header('cache-control', 'private, no-store');
      return { cars: await listLoanCarOptions(db, media) };
    },
  );
};
