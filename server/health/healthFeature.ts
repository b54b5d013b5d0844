/**
 * The health check: a call for the balancer and the platform's probes, which reads no signed-in user.
 */
import type { AppContext } from '../context';
import { featurePart, type Feature } from '../plugins/feature';
import { healthRoutes } from './healthRoutes';

export const healthFeature: Feature<AppContext> = {
  api: featurePart('health api', async (api, options) => {
    await api.register(healthRoutes, options);
  }),
};
