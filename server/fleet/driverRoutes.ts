/**
 * `GET users/driver/{cpf}`: the wizard's lookup of another driver. It tells whether a CPF is registered, and the
 * person's name, RG and CNH, so only those who may request a loan can ask, and only a few times a minute: a script
 * walking CPFs would otherwise learn who is registered.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { DriverResponse } from '../../src/domain/loanSchemas';
import { requireCapability } from '../plugins/auth';
import { findDriverByCpf } from './fleetService';
import type { LoanAreaRouteOptions } from '../loans/loanAreaRouteOptions';

export const driverLookupLimit = { max: 20, timeWindow: 60_000 };

export const driverRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/users/driver/:cpf',
    {
      preValidation: requireCapability('requestLoan'),
      config: { rateLimit: driverLookupLimit },
      schema: {
        params: Type.Object({ cpf: Type.String({ maxLength: 20 }) }),
        response: {
          200: DriverResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return findDriverByCpf(db, request.params.cpf);
    },
  );
};
