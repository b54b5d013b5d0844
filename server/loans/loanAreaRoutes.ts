/**
 * The loan area's calls (spec loan-area section 7, DECISIONS.md "Calls whose paths the spec does not show"), one
 * file per sub-resource: the request, the fleet list, the driver lookup, the private uploads. Each route checks the
 * caller's role against src/domain/roles.ts; the workflow itself is server/loans/loanService.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LoanAreaRouteOptions } from './loanAreaRouteOptions';
import { approvalRoutes } from './approvalRoutes';
import { driverRoutes } from '../fleet/driverRoutes';
import { fleetRoutes } from '../fleet/fleetRoutes';
import { loanHandoverRoutes } from './handoverRoutes';
import { loanRequestRoutes } from './loanRequestRoutes';
import { myLoansRoutes } from './myLoansRoutes';
import { uploadRoutes } from '../uploads/uploadRoutes';
import { vehicleCalendarRoutes } from '../fleet/vehicleCalendarRoutes';

export const loanAreaRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  await app.register(loanRequestRoutes, options);
  await app.register(fleetRoutes, options);
  await app.register(driverRoutes, options);
  await app.register(uploadRoutes, options);
  await app.register(approvalRoutes, options);
  await app.register(loanHandoverRoutes, options);
  await app.register(vehicleCalendarRoutes, options);
  await app.register(myLoansRoutes, options);
};
