/**
 * The approval side of the loan area (DECISIONS.md "Calls whose paths the spec does not show"): the approvals list
 * by pages, a loan's detail (the detail page's own read, with the profile and fleets the list leaves out), approve
 * and reject, and the fleet's agenda and search for the detail page. Reviewers only (the backoffice view and the
 * managers, src/domain/roles.ts), checked before anything is read or validated.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import {
  approvalFilterLimits,
  approvalFilterMessages,
  periodReversed,
  type ApprovalFilters,
} from '../../src/domain/approvalFilters';
import {
  ApprovalChoicesResponse,
  ApprovalsCsvQuery,
  ApprovalsQuery,
} from '../../src/domain/approvalQueueSchemas';
import {
  ApprovalBody,
  ApprovalsResponse,
  FleetSearchResponse,
  LoanMoveResponse,
  WireLoan,
} from '../../src/domain/loanSchemas';
import { isLoanStatus } from '../../src/domain/loanStatus';
import { statusMessages } from '../plugins/errors';
import { routeLimits } from '../plugins/security';
import { DomainError } from '../shared/domainError';
import { approvalChoices, approvalsForExport, approvalsPage, reviewerView } from './approvalList';
import { approvalsCsv, approvalsCsvFileName } from './approvalsCsv';
import { approvalDetail, decideLoan, mayReviewLoans } from './approvalService';
import { fleetAgenda, searchFleet } from '../fleet/fleetAgenda';
import { loanServiceMessages } from './loanService';
import type { LoanAreaRouteOptions } from './loanAreaRouteOptions';

const requireReviewer: preValidationAsyncHookHandler = async (request) => {
  if (!request.user) throw new DomainError(401, statusMessages[401]);
  if (!mayReviewLoans(request.user.role)) throw new DomainError(403, statusMessages[403]);
};

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/** The filters of a checked query; a period the wrong way round is a 400 too. */
function queueFilters(query: ApprovalsCsvQuery): ApprovalFilters {
  const filters: ApprovalFilters = {
    status: [...new Set(query.status ?? [])].filter(isLoanStatus),
    from: query.from,
    to: query.to,
    model: query.model,
    requester: query.requester,
    q: query.q?.trim() || undefined,
    sort: query.sort,
  };
  if (periodReversed(filters)) throw new DomainError(400, approvalFilterMessages.periodOrder);
  return filters;
}

const AgendaQuery = {
  startDate: Type.Optional(Type.String({ maxLength: 40 })),
  endDate: Type.Optional(Type.String({ maxLength: 40 })),
  loanId: Type.Optional(Type.Integer({ minimum: 1 })),
};

export const approvalRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db, clock, settings } = options;
  const site = { publicUrl: settings.publicUrl, organizer: settings.mailFrom };

  // Personal data of agents: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/lendingcontract/approvals',
    {
      preValidation: requireReviewer,
      // page from 1 and limit up to 100 (20 by default), and the filters (approvalQueueSchemas.ts); a value out of
      // bounds is a 400. A page past the last answers an empty list with the total, so the app can go back to it.
      schema: { querystring: ApprovalsQuery, response: { 200: ApprovalsResponse, ...errors } },
    },
    // The flag counts for the administrator only (roles.ts); anyone else's view is their role's.
    async (request) => {
      const { admin, page, limit } = request.query;
      const view = reviewerView(request.user!.role, admin === '1');
      return approvalsPage(db, request.user!.role, view, { page, limit }, queueFilters(request.query));
    },
  );

  app.get(
    '/lendingcontract/approvals.csv',
    {
      preValidation: requireReviewer,
      // The file's text as is (its content-type is set, so Fastify sends it without serialising it).
      schema: { querystring: ApprovalsCsvQuery, response: { 200: Type.String(), ...errors } },
    },
    async (request, reply) => {
      const view = reviewerView(request.user!.role, request.query.admin === '1');
      const { rows, total } = await approvalsForExport(
        db,
        view,
        queueFilters(request.query),
        approvalFilterLimits.exportMaxRows,
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${approvalsCsvFileName(clock.now())}"`)
          // How many the filters hold, beside the rows written (the file stops at the cap).
          .header('x-total-count', String(total))
          .send(approvalsCsv(rows, request.user!.role))
      );
    },
  );

  app.get(
    '/lendingcontract/approvals/choices',
    {
      preValidation: requireReviewer,
      schema: {
        querystring: Type.Object({ admin: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: { 200: ApprovalChoicesResponse, ...errors },
      },
    },
    async (request) => approvalChoices(db, reviewerView(request.user!.role, request.query.admin === '1')),
  );

  app.get(
    '/lendingcontract/:id',
    {
      preValidation: requireReviewer,
      // A string, checked below: a path that is not a loan number is a loan that does not exist (404).
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 20 }) }),
        response: { 200: WireLoan, ...errors },
      },
    },
    async (request) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (id < 1) throw new DomainError(404, loanServiceMessages.loanNotFound);
      return approvalDetail(db, request.user!, id);
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/lendingcontract/${action}`,
      {
        preValidation: requireReviewer,
        config: { rateLimit: routeLimits.write },
        schema: { body: ApprovalBody, response: { 200: LoanMoveResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        loan: await decideLoan({
          db,
          action,
          body: request.body,
          reviewer: request.user!,
          now: clock.now(),
          site,
        }),
      }),
    );
  }

  app.get(
    '/car_frota/json/search',
    {
      preValidation: requireReviewer,
      schema: {
        querystring: Type.Object({ frota: Type.String({ maxLength: 200 }), ...AgendaQuery }),
        response: { 200: FleetSearchResponse, ...errors },
      },
    },
    async (request) => ({ frotas: await searchFleet(db, request.query) }),
  );

  app.get(
    '/car_frota/json/agenda',
    {
      preValidation: requireReviewer,
      schema: {
        querystring: Type.Object(AgendaQuery),
        response: { 200: FleetSearchResponse, ...errors },
      },
    },
    async (request) => ({ frotas: await fleetAgenda(db, request.query) }),
  );
};
