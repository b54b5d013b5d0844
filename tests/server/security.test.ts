/**
 * What an attacker or an unlucky operator would try: floods, forged client addresses, half-sent requests. These
 * don't depend on the database kind: PGlite only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadServerSettings } from '../../server/config';
import { routeAllowances } from '../../server/plugins/security';
import { createMedia } from './builders';
import { embeddedDatabase } from './databases';
import { startTestApp, type TestApp } from './testApp';

const pglite = embeddedDatabase;

describe('API limits and trust', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('limits requests per client with RateLimit headers and a Portuguese 429', async () => {
    t = await startTestApp(pglite, { settings: { rateLimitPerMinute: 3 } });
    const statuses: number[] = [];
    let last;
    for (let n = 0; n < 4; n++) {
      last = await t.app.inject({ url: '/api/menu/json/' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.headers['ratelimit-limit']).toBe('3');
    expect(last!.headers['ratelimit-remaining']).toBe('0');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Muitas requisições\. Tente novamente em \d+ segundos\.$/),
    });
    // Media files and health checks are not limited.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('does not let a client pick its own address with X-Forwarded-For unless a proxy is named', async () => {
    t = await startTestApp(pglite, { settings: { rateLimitPerMinute: 2 } });
    const asIf = (address: string) =>
      t!.app.inject({ url: '/api/menu/json/', headers: { 'x-forwarded-for': address } });
    const statuses = [
      (await asIf('10.0.0.1')).statusCode,
      (await asIf('10.0.0.2')).statusCode,
      (await asIf('10.0.0.3')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('takes the client address from a proxy the settings name', async () => {
    t = await startTestApp(pglite, { settings: { rateLimitPerMinute: 2, trustProxy: ['127.0.0.1'] } });
    const asIf = (address: string) =>
      t!.app.inject({ url: '/api/menu/json/', headers: { 'x-forwarded-for': address } });
    const statuses = [
      (await asIf('10.0.0.1')).statusCode,
      (await asIf('10.0.0.1')).statusCode,
      (await asIf('10.0.0.1')).statusCode,
      (await asIf('10.0.0.2')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429, 200]);
  });

  it('offers stricter limits for writes and sign-in', () => {
    expect(loadServerSettings({}).signInLimitPerMinute).toBeLessThan(routeAllowances.write.address);
    expect(routeAllowances.write.person).toBeLessThan(100);
  });

  it('cuts off a client that sends half a body, answering 408', async () => {
    t = await startTestApp(pglite, {
      settings: { timeouts: { requestMs: 600, connectionMs: 5000, keepAliveMs: 1000, databaseMs: 5000 } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('socket still open after 5 s')), 5000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('media from a CDN', () => {
  it('builds media links on the CDN and lets the pages load them', async () => {
    const t = await startTestApp(pglite, { settings: { mediaBaseUrl: 'https://cdn.aurora.test/media' } });
    try {
      await createMedia(t.database.db, { fileLow: 'capa-low.jpg' });
      const response = await t.app.inject({ url: '/api/home/json/' });
      expect(response.json().gallery[0].mediaLow).toBe('https://cdn.aurora.test/media/images/capa-low.jpg');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/img-src 'self'[^;]* https:\/\/cdn\.aurora\.test/);
      expect(csp).toMatch(/media-src 'self'[^;]* https:\/\/cdn\.aurora\.test/);
    } finally {
      await t.close();
    }
  });
});
