/**
 * The news list, its filters and one news item.
 */
import type { AppContext } from '../context';
import { featurePart, type Feature } from '../plugins/feature';
import { newsRoutes } from './newsRoutes';

export const newsFeature: Feature<AppContext> = {
  api: featurePart('news api', async (api, options) => {
    await api.register(newsRoutes, options);
  }),
};
