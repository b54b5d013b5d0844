/**
 * The events a person is invited to: their calls, and the invitation link's page an e-mail opens.
 */
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { eventRoutes } from './eventRoutes';
import type { EventRouteOptions } from './eventRouteOptions';
import { invitationLinkRoutes } from './invitationLinkRoutes';

export const eventsFeature: Feature<EventRouteOptions> = {
  api: featurePart(
    'events api',
    async (api, options) => {
      await api.register(eventRoutes, options);
    },
    readsSignedInUser,
  ),
  pages: featurePart('events pages', async (app, options) => {
    await app.register(invitationLinkRoutes, options);
  }),
};
