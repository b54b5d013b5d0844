/**
 * Events managed from /redacao/eventos (`manageEvents`: the press office and the administrator).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EventRouteOptions } from '../../events/eventRoutes';

export const editorialEventRoutes: FastifyPluginAsyncTypebox<EventRouteOptions> = async () => {};
