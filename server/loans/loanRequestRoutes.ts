/** `POST lendingcontract/request` (spec loan-area section 7): a press agent's or the administrator's request. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { LoanRequestBody, LoanRequestResponse } from '../../src/domain/loanSchemas';
import { requireCapability } from '../plugins/auth';
import { routeLimits } from '../plugins/security';
import { requestLoan } from './loanService';
import type { LoanAreaRouteOptions } from './loanAreaRouteOptions';

export const loanRequestRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db, clock, settings } = options;

  app.post(
    '/lendingcontract/request',
    {
      preValidation: requireCapability('requestLoan'),
      config: { rateLimit: routeLimits.write },
      schema: {
        body: LoanRequestBody,
        response: {
          200: LoanRequestResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          409: ApiErrorBody,
          // Past the requester's daily limit, with Retry-After (loanRequestLimit.ts).
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requestLoan({
        db,
        requester: request.user!,
        body: request.body,
        now: clock.now(),
        site: { publicUrl: settings.publicUrl, organizer: settings.mailFrom },
        requestsPerDay: settings.loanRequestsPerDay,
      });
    },
  );
};
