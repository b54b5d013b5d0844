/**
 * A limit that counts per account or per recipient (src/domain/limits.ts) was reached: 429 with the Portuguese
 * sentence the user reads and `Retry-After`, the seconds until the oldest counted use leaves the window.
 */
import { DomainError } from './domainError';

export class LimitReached extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterMs: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/**
 * When a window of `windowMs` that holds `count` uses, the oldest at `oldest`, admits one more: null when it does,
 * else the milliseconds until it will.
 */
export function waitBeforeNext(
  use: { count: number; oldest: Date | null },
  limit: { max: number; windowMs: number },
  now: Date,
): number | null {
  if (use.count < limit.max || !use.oldest) return null;
  return Math.max(1000, use.oldest.getTime() + limit.windowMs - now.getTime());
}
