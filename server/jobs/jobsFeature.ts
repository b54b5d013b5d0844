/**
 * The local clock (/dev/clock): a browser test moves a local newsroom's time forward and wakes the jobs.
 */
import { featurePart, type Feature } from '../plugins/feature';
import type { AdjustableClock } from '../shared/clock';
import { devClockRoutes } from './devClockRoutes';

export interface JobsFeatureOptions {
  /** Null in a deployment, whose clock is never moved. */
  localClock: AdjustableClock | null;
  wakeJobs: () => void;
}

export const jobsFeature: Feature<JobsFeatureOptions> = {
  pages: featurePart('jobs pages', async (app, { localClock, wakeJobs }) => {
    await app.register(devClockRoutes, { clock: localClock, wakeJobs });
  }),
};
