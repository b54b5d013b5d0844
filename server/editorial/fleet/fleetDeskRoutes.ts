/**
 * The press fleet managed from /redacao/frota (`manageFleet`: the backoffice and the administrator).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';

export const editorialFleetRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {};
