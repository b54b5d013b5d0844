/**
 * Where the rate limits count (@fastify/rate-limit): in this process by default, or in Redis (or Valkey) when
 * `REDIS_URL` names one, so that behind a balancer every API process adds to the same count and two processes are
 * not twice every limit. Each limit gets a name space of its own, so the sign-in form's count is not the API's.
 *
 * Redis is a helper here, not the truth: when it does not answer, requests go on unlimited (and the failure is
 * logged) rather than the whole newsroom answering errors. The limits per account (usageLimits.ts) are rows in
 * PostgreSQL, shared by every process already.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

export interface SharedCounters {
  /** Options to spread into a `@fastify/rate-limit` registration named `scope`. */
  forLimit(scope: string): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;
  /**
   * Resolves once Redis is connected (at once without Redis), or false after a few seconds: until then counts would
   * be skipped, so the app waits for it before taking requests, but does not refuse to start without it.
   */
  connected(): Promise<boolean>;
  close(): Promise<void>;
}

export function sharedCounters(
  redisUrl: string | undefined,
  log?: { warn(details: object, message: string): void; info(message: string): void },
): SharedCounters {
  if (!redisUrl) return { forLimit: () => ({}), connected: async () => true, close: async () => undefined };
  const redis = new Redis(redisUrl, {
    // A counter that can't be read within a moment is skipped (skipOnError), never waited on by a request.
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // ioredis reconnects by itself; an 'error' event nobody listens to would end the process. Said once per outage,
  // not once per reconnection attempt.
  let away = false;
  redis.on('error', (error) => {
    if (away) return;
    away = true;
    log?.warn({ err: error }, 'Redis does not answer: rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log?.info('Redis is back: rate limits are counted again');
  });
  return {
    forLimit: (scope) => ({ redis, nameSpace: `newsroom:limit:${scope}:`, skipOnError: true }),
    connected() {
      if (redis.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), 5000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}
