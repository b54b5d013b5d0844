/**
 * A signed-in person's favorites, kept on their account.
 */
import type { AppContext } from '../context';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { favoritesRoutes } from './favoritesRoutes';

export const favoritesFeature: Feature<AppContext> = {
  api: featurePart(
    'favorites api',
    async (api, options) => {
      await api.register(favoritesRoutes, options);
    },
    readsSignedInUser,
  ),
};
