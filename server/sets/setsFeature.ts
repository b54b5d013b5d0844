/**
 * A page's files as one download (a news item's photos, a car's documents).
 */
import type { SetRouteOptions } from './setRoutes';
import { featurePart, type Feature } from '../plugins/feature';
import { setRoutes } from './setRoutes';

export const setsFeature: Feature<SetRouteOptions> = {
  api: featurePart('sets api', async (api, options) => {
    await api.register(setRoutes, options);
  }),
};
