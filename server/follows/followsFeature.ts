/**
 * Following subjects (a car, a section): the signed-in person's follows, and the unsubscribe page their e-mails link to.
 */
import type { AppContext } from '../context';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { followRoutes } from './followRoutes';
import { unsubscribeRoutes, type UnsubscribeRouteOptions } from './unsubscribeRoutes';

export const followsFeature: Feature<AppContext & UnsubscribeRouteOptions> = {
  api: featurePart(
    'follows api',
    async (api, options) => {
      await api.register(followRoutes, options);
    },
    readsSignedInUser,
  ),
  pages: featurePart('follows pages', async (app, options) => {
    await app.register(unsubscribeRoutes, options);
  }),
};
