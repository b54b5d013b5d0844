/**
 * Stopping behind a balancer without failing a request. On SIGTERM the health check answers 503 while the process
 * still serves everything else; once the balancer has seen it (two checks answered 503: it took the process out at
 * the first, and has had a whole check interval since to stop sending), the server closes, finishing the requests it
 * holds. With nothing polling the health check (no balancer in front), there is nobody to wait for: it closes at once.
 */
export interface Drain {
  /** True from the stop on: the health check answers 503. */
  readonly draining: boolean;
  /** The health check calls it on each answer: that is how the drain knows a balancer watches, and what it saw. */
  checked(): void;
  /** Starts draining; resolves when the balancer has seen two 503s, or at once unwatched, or after `maxMs`. */
  begin(maxMs: number): Promise<void>;
}

/** Checks of a balancer that has taken the process out and stopped sending to it. */
const checksSeen = 2;

export function createDrain(now: () => number = Date.now): Drain {
  let draining = false;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let seen = 0;
  let drained: Promise<void> | undefined;
  let done = () => {};
  return {
    get draining() {
      return draining;
    },
    checked() {
      lastCheck = now();
      if (draining && ++seen >= checksSeen) done();
    },
    begin(maxMs) {
      if (drained) return drained;
      draining = true;
      // A balancer checks every few seconds at most: a health check as old as the longest wait means none watches.
      if (now() - lastCheck > maxMs) return (drained = Promise.resolve());
      drained = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        done = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      return drained;
    },
  };
}
