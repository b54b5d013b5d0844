/**
 * Stopping behind a balancer without failing a request. On SIGTERM the health check answers 503 while the process
 * still serves everything else, for as long as the balancer needs to see it and stop sending (`SHUTDOWN_DRAIN_MS`:
 * a few of its check intervals); then the server closes, finishing the requests it holds. With nothing asking for
 * the health check lately (no balancer in front), there is nobody to wait for: it closes at once.
 *
 * The drain lasts its whole time rather than ending at the first 503s answered: clients ask for the health check too
 * (an uptime monitor, a load test), and their calls cannot be told from the balancer's.
 */
export interface Drain {
  /** True from the stop on: the health check answers 503. */
  readonly draining: boolean;
  /** The health check calls it on each answer: that is how the drain knows something watches. */
  checked(): void;
  /** Starts draining; resolves after `ms`, or at once when no health check was asked for in that long. */
  begin(ms: number): Promise<void>;
}

export function createDrain({
  now = Date.now,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: { now?: () => number; wait?: (ms: number) => Promise<void> } = {}): Drain {
  let draining: Promise<void> | undefined;
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    get draining() {
      return draining !== undefined;
    },
    checked() {
      lastCheck = now();
    },
    begin(ms) {
      // A balancer checks every few seconds at most: no health check in the whole drain's time means none watches.
      draining ??= now() - lastCheck > ms ? Promise.resolve() : wait(ms);
      return draining;
    },
  };
}
