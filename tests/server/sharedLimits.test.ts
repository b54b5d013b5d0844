/**
 * Rate limits counted in Redis (REDIS_URL): two API processes on one database add to the same count, so a client
 * spreading its requests over both still meets the limit once; without Redis each process would count alone.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabase } from './databases';
import { hasRedisServer, redisServerPath, startRedisServer, type TestRedis } from './helpers/redisServer';
import { anotherProcess, startTestApp, type TestApp } from './testApp';

// `npm test` on a machine without Redis reports these as skipped; CI installs redis-server and runs them.
describe.skipIf(!hasRedisServer)(`rate limits shared through Redis (${redisServerPath})`, () => {
  let redis: TestRedis;
  let first: TestApp;
  let second: FastifyInstance;
  const limits = { rateLimitPerMinute: 6 };

  beforeAll(async () => {
    redis = await startRedisServer();
    first = await startTestApp(embeddedDatabase, {
      settings: { ...limits, redisUrl: redis.url },
      sendQueuedMail: false,
    });
    second = await anotherProcess(first, { ...limits, redisUrl: redis.url });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.close();
  });

  it('counts one client over both processes against one limit', async () => {
    const from = { remoteAddress: '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 === 0 ? first.app : second;
      statuses.push((await app.inject({ url: '/api/contacts/json/', ...from })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await second.inject({ url: '/api/contacts/json/', ...from });
    expect(refused.json().message).toMatch(/^Muitas requisições\. Tente novamente em \d+ segundos\.$/);
    // Another client is not held back by the first one's count.
    expect(
      (await first.app.inject({ url: '/api/contacts/json/', remoteAddress: '203.0.113.78' })).statusCode,
    ).toBe(200);
  });

  it('goes on answering, unlimited, while Redis is away', async () => {
    await redis.close();
    const answer = await first.app.inject({ url: '/api/contacts/json/', remoteAddress: '203.0.113.79' });
    expect(answer.statusCode).toBe(200);
  });
});
