/** The time, from one place: tests fix it, so "a loan ends in 7 days" can be checked on a known day. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (at: Date): Clock => ({ now: () => new Date(at) });
