/**
 * The newsletter's sign-up.
 */
import type { AppContext } from '../context';
import { featurePart, type Feature } from '../plugins/feature';
import { newsletterRoutes } from './newsletterRoutes';

export const newsletterFeature: Feature<AppContext> = {
  api: featurePart('newsletter api', async (api, options) => {
    await api.register(newsletterRoutes, options);
  }),
};
