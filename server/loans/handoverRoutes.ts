/**
 * Pickup, checklist and cancellation (DECISIONS.md "Calls whose paths the spec does not show"):
 * `GET/POST lendingcontract/checkout`, `GET checklist/pending`, `POST checklist/create`,
 * `GET lendingcontract/cancellable`, `POST lendingcontract/cancel`. Each route asks the roles table first (401/403
 * before the body is read); the service applies the transitions table (403/409) and writes the move, its log row
 * and the agent's e-mail in one transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { HandoverListResponse } from '../../src/domain/handover';
import {
  CancelBody,
  ChecklistBody,
  CheckoutBody,
  LoanListResponse,
  LoanMoveResponse,
} from '../../src/domain/loanSchemas';
import { requireCapability } from '../plugins/auth';
import { routeLimits } from '../plugins/security';
import {
  cancelLoan,
  checkout,
  createChecklist,
  listCancellable,
  listChecklistPending,
  listPickup,
} from './handoverService';
import type { LoanAreaRouteOptions } from './loanAreaRouteOptions';

const readErrors = { 401: ApiErrorBody, 403: ApiErrorBody };
const moveErrors = { 400: ApiErrorBody, ...readErrors, 404: ApiErrorBody, 409: ApiErrorBody };

export const loanHandoverRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db, clock, settings } = options;
  const site = { publicUrl: settings.publicUrl, organizer: settings.mailFrom };
  // Lists and moves are personal and change with every step: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/lendingcontract/checkout',
    {
      preValidation: requireCapability('pickup'),
      schema: { response: { 200: HandoverListResponse, ...readErrors } },
    },
    async (request) => ({ list: await listPickup(db, request.user!) }),
  );

  app.post(
    '/lendingcontract/checkout',
    {
      preValidation: requireCapability('pickup'),
      config: { rateLimit: routeLimits.write },
      schema: { body: CheckoutBody, response: { 200: LoanMoveResponse, ...moveErrors } },
    },
    async (request) =>
      checkout({ db, viewer: request.user!, loanId: request.body.idLoan, now: clock.now(), site }),
  );

  app.get(
    '/checklist/pending',
    {
      preValidation: requireCapability('checklist'),
      schema: { response: { 200: HandoverListResponse, ...readErrors } },
    },
    async (request) => ({ list: await listChecklistPending(db, request.user!) }),
  );

  app.post(
    '/checklist/create',
    {
      preValidation: requireCapability('checklist'),
      config: { rateLimit: routeLimits.write },
      schema: { body: ChecklistBody, response: { 200: LoanMoveResponse, ...moveErrors } },
    },
    async (request) =>
      createChecklist({ db, viewer: request.user!, body: request.body, now: clock.now(), site }),
  );

  app.get(
    '/lendingcontract/cancellable',
    {
      preValidation: requireCapability('cancelCard'),
      schema: { response: { 200: LoanListResponse, ...readErrors } },
    },
    async (request) => ({ list: await listCancellable(db, request.user!) }),
  );

  app.post(
    '/lendingcontract/cancel',
    {
      preValidation: requireCapability('cancelCard'),
      config: { rateLimit: routeLimits.write },
      schema: { body: CancelBody, response: { 200: LoanMoveResponse, ...moveErrors } },
    },
    async (request) =>
      cancelLoan({ db, viewer: request.user!, loanId: request.body.id, now: clock.now(), site }),
  );
};
