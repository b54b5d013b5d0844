/**
 * The public content reads: the home, the menus, the cars and the section pages (a draft with its preview token).
 */
import type { AppContext } from '../context';
import { featurePart, type Feature } from '../plugins/feature';
import { publicContentRoutes } from './publicContentRoutes';
import { carRoutes } from './carRoutes';
import { sectionRoutes } from './sectionRoutes';

export const contentFeature: Feature<AppContext> = {
  api: featurePart('content api', async (api, options) => {
    await api.register(publicContentRoutes, options);
    await api.register(carRoutes, options);
    await api.register(sectionRoutes, options);
  }),
};
