/**
 * The loan area's own calls (spec loan-area section 7): the request, the approvals, the handovers, a person's loans.
 * The fleet and the private uploads the area also shows are features of their own (server/fleet/, server/uploads/).
 */
import type { LoanAreaRouteOptions } from './loanAreaRouteOptions';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { loanRequestRoutes } from './loanRequestRoutes';
import { approvalRoutes } from './approvalRoutes';
import { loanHandoverRoutes } from './handoverRoutes';
import { myLoansRoutes } from './myLoansRoutes';

export const loansFeature: Feature<LoanAreaRouteOptions> = {
  api: featurePart(
    'loans api',
    async (api, options) => {
      await api.register(loanRequestRoutes, options);
      await api.register(approvalRoutes, options);
      await api.register(loanHandoverRoutes, options);
      await api.register(myLoansRoutes, options);
    },
    readsSignedInUser,
  ),
};
