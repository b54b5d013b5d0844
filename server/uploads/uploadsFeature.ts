/**
 * The loan area's private uploads (a driver's licence, a handover's photos).
 */
import type { LoanAreaRouteOptions } from '../loans/loanAreaRouteOptions';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { uploadRoutes } from './uploadRoutes';

export const uploadsFeature: Feature<LoanAreaRouteOptions> = {
  api: featurePart(
    'uploads api',
    async (api, options) => {
      await api.register(uploadRoutes, options);
    },
    readsSignedInUser,
  ),
};
