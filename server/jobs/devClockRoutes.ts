/**
 * `POST /dev/clock {seconds}`: moves the local newsroom's clock forward and runs what fell due, so a browser test
 * sees a publication scheduled a minute ahead happen without waiting for the minute (and an hourly e-mail without
 * waiting for the hour). Only on a local newsroom: a deployment's clock is the machine's, and the address does not
 * exist there (404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AdjustableClock } from '../shared/clock';

export const devClockRoutes: FastifyPluginAsyncTypebox<{
  clock: AdjustableClock | null;
  wakeJobs: () => void;
}> = async (app, { clock, wakeJobs }) => {
  // Not registered at all without a movable clock: the address does not exist in a deployment (404), whatever is sent.
  if (!clock) return;
  app.post(
    '/dev/clock',
    {
      schema: {
        body: Type.Object(
          { seconds: Type.Integer({ minimum: 1, maximum: 7 * 24 * 3600 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      clock.advance(request.body.seconds * 1000);
      wakeJobs();
      return { now: clock.now().toISOString() };
    },
  );
};
