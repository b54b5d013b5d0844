/**
 * A process stopped for a rolling restart fails no request: its health check tells the balancer first (503) while
 * it goes on serving, for the drain's time, and the close that follows finishes the requests it holds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDrain } from '../../server/health/drain';
import { embeddedDatabase } from './databases';
import { startTestApp, type TestApp } from './testApp';

/** A GET on a connection of its own, closed after the answer (as a balancer's retired connection is). */
function getOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** 'pending' while `promise` has not settled by the time every callback already queued has run. */
async function state(promise: Promise<unknown>): Promise<'settled' | 'pending'> {
  return Promise.race([
    promise.then(() => 'settled' as const),
    new Promise<'pending'>((r) => setImmediate(() => r('pending'))),
  ]);
}

describe('a graceful stop', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 503 on its health check while it serves the rest, for the drain time', async () => {
    let drainEnds = () => {};
    const asked: number[] = [];
    const drain = createDrain({
      wait: (ms) => {
        asked.push(ms);
        return new Promise((resolve) => (drainEnds = resolve));
      },
    });
    t = await startTestApp(embeddedDatabase, { drain });
    const health = () => t!.inject({ url: '/api/health' });
    expect((await health()).statusCode).toBe(200);

    const drained = drain.begin(5000);
    expect(asked).toEqual([5000]);
    const stopping = await health();
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual({ status: 'unavailable' });
    const meanwhile = await t.inject({ url: '/api/home/json/' });
    expect(meanwhile.statusCode).toBe(200);
    // Each answer closes its connection, so the close that follows waits for no idle one.
    expect(meanwhile.headers.connection).toBe('close');
    expect(await state(drained)).toBe('pending');

    drainEnds();
    expect(await state(drained)).toBe('settled');
  });

  it('closes at once when no balancer checks its health', async () => {
    const drain = createDrain({ wait: () => new Promise(() => {}) });
    t = await startTestApp(embeddedDatabase, { drain });
    expect(await state(drain.begin(5000))).toBe('settled');
    expect((await t.inject({ url: '/api/health' })).statusCode).toBe(503);
  });

  it('finishes a request in flight when it closes, and takes no new connection', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    t = await startTestApp(embeddedDatabase, {
      extraApiRoutes: async (api) => {
        api.get('/slow-answer', async () => {
          entered();
          await gate;
          return { answered: true };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const answer = getOnce(`${origin}/api/slow-answer`);
    await inside;

    const closed = t.app.close();
    await expect(getOnce(`${origin}/api/health`)).rejects.toThrow();
    release();
    expect(await answer).toEqual({ status: 200, body: '{"answered":true}' });
    await closed;
  });
});
