/**
 * The site's search.
 */
import type { AppContext } from '../context';
import { featurePart, type Feature } from '../plugins/feature';
import { searchRoutes } from './searchRoutes';

export const searchFeature: Feature<AppContext> = {
  api: featurePart('search api', async (api, options) => {
    await api.register(searchRoutes, options);
  }),
};
