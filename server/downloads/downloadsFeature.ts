/**
 * The passes a large download is fetched with.
 */
import type { DownloadPasses } from './downloadPasses';
import { featurePart, type Feature } from '../plugins/feature';
import { downloadPassRoutes } from './downloadPasses';

export const downloadsFeature: Feature<{ passes: DownloadPasses }> = {
  api: featurePart('downloads api', async (api, options) => {
    await api.register(downloadPassRoutes, options);
  }),
};
