/**
 * A throw-away Redis for the tests, from the machine's `redis-server` (Debian's package; CI installs it): no disk,
 * a free loopback port, stopped after the file.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from '../../../scripts/freePort';

export const redisServerPath = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
export const hasRedisServer = existsSync(redisServerPath);

export interface TestRedis {
  url: string;
  close(): Promise<void>;
}

export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  // Ready when it answers PING: asked until then (its start takes a few milliseconds).
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 20, maxRetriesPerRequest: null });
  probe.on('error', () => undefined);
  await probe.ping();
  probe.disconnect();
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
