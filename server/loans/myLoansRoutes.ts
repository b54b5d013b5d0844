/**
 * `GET lendingcontract/mine`: 'Minhas solicitações' (myLoans.ts), for everyone who may request a loan (the roles
 * table of src/domain/roles.ts), checked before anything is read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { MyLoansResponse } from '../../src/domain/myLoanSchemas';
import { requireCapability } from '../plugins/auth';
import { listMyLoans } from './myLoans';
import type { LoanAreaRouteOptions } from './loanAreaRouteOptions';

export const myLoansRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/lendingcontract/mine',
    {
      preValidation: requireCapability('requestLoan'),
      schema: { response: { 200: MyLoansResponse, 401: ApiErrorBody, 403: ApiErrorBody } },
    },
    async (request, reply) => {
      // Personal, and changed by every step of the loan: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      return { list: await listMyLoans(db, request.user!) };
    },
  );
};
