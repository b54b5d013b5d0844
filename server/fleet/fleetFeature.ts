/**
 * The loan area's fleet: the vehicles, the driver lookup and a vehicle's calendar.
 */
import type { LoanAreaRouteOptions } from '../loans/loanAreaRouteOptions';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import { fleetRoutes } from './fleetRoutes';
import { driverRoutes } from './driverRoutes';
import { vehicleCalendarRoutes } from './vehicleCalendarRoutes';

export const fleetFeature: Feature<LoanAreaRouteOptions> = {
  api: featurePart(
    'fleet api',
    async (api, options) => {
      await api.register(fleetRoutes, options);
      await api.register(driverRoutes, options);
      await api.register(vehicleCalendarRoutes, options);
    },
    readsSignedInUser,
  ),
};
