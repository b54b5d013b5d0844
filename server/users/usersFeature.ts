/**
 * A signed-in person's own account: the profile and its newsletter choice.
 */
import type { AppContext } from '../context';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { userRoutes } from './userRoutes';

export const usersFeature: Feature<AppContext> = {
  api: featurePart(
    'users api',
    async (api, options) => {
      await api.register(userRoutes, options);
    },
    readsSignedInUser,
  ),
};
