/**
 * The cart's files: a favorite folder's zip and its links.
 */
import type { CartRouteOptions } from './cartRoutes';
import { featurePart, type Feature } from '../plugins/feature';
import { cartFileRoutes } from './cartRoutes';

export const cartFeature: Feature<CartRouteOptions> = {
  api: featurePart('cart api', async (api, options) => {
    await api.register(cartFileRoutes, options);
  }),
};
