/** The time, from one place: tests fix it, so "a loan ends in 7 days" can be checked on a known day. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (at: Date): Clock => ({ now: () => new Date(at) });

/** The local newsroom's clock, which a browser test may move forward (`POST /dev/clock`, server/jobs/devClockRoutes.ts). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

export function adjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
