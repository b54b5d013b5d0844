/** Being built: see issue 11. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LoanAreaRouteOptions } from './loanArea';

export const loanHandoverRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async () => {};
