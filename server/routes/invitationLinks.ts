/**
 * The pages an invitation e-mail's signed links open (`/convite/{guestId}`), outside the API: they answer an
 * invitation without signing in (DECISIONS.md, "Events"). Placeholder: the pages land with issue 12.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EventRouteOptions } from './events';

export const invitationLinkRoutes: FastifyPluginAsync<EventRouteOptions> = async () => {};
