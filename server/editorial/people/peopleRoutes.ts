/**
 * People managed from /redacao/pessoas (`managePeople`: the administrator alone).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EventRouteOptions } from '../../events/eventRoutes';

export const editorialPeopleRoutes: FastifyPluginAsyncTypebox<EventRouteOptions> = async () => {};
