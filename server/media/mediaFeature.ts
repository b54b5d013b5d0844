/**
 * The photos, videos and documents: the gallery's calls, and the stored files themselves (mediaRoute.ts).
 */
import type { AppContext } from '../context';
import type { DownloadPasses } from '../downloads/downloadPasses';
import { featurePart, type Feature } from '../plugins/feature';
import { galleryRoutes } from './galleryRoutes';
import { registerMedia } from './mediaRoute';

export const mediaFeature: Feature<AppContext & { passes: DownloadPasses }> = {
  api: featurePart('media api', async (api, options) => {
    await api.register(galleryRoutes, options);
  }),
  pages: featurePart('media pages', async (app, { files, fileAccess, metrics }) => {
    await registerMedia(app, files, fileAccess, metrics);
  }),
};
