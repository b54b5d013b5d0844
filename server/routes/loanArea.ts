/** The loan area's calls (issue 10). Being built. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';

export type LoanAreaRouteOptions = AppContext & { settings: Pick<ServerSettings, 'dataDir' | 'publicUrl'> };

export const loanAreaRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async () => {};
