/**
 * The metrics' own listener (`METRICS_PORT`): `GET /metrics` in Prometheus' text format, and nothing else. Never on
 * the public port: what the newsroom is doing (its routes, its queue, its errors) is for the platform team's
 * Prometheus, not for visitors, and a scrape must not count against the API's rate limit or show in its answers.
 * A plain node:http server: one route needs no framework, and a scrape never goes through the app's hooks.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { createPrometheusMetrics, type ScrapeReadings } from './prometheusMetrics';

export interface MetricsListener {
  /** 'http://127.0.0.1:9464/metrics' (the port the system chose when 0 was asked for). */
  url: string;
  close(): Promise<void>;
}

export async function listenForScrapes(
  registry: Registry,
  where: { port: number; host: string },
  log?: { error(details: object, message: string): void },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || !['GET', 'HEAD'].includes(request.method ?? '')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log?.error({ err: error }, 'metrics not collected');
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Metrics not collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The metrics of one app, and their listener once `start` is called (when the app is ready): what app.ts imports,
 * lazily, when `METRICS_PORT` is set.
 */
export function openMetrics(
  where: { port: number; host: string },
  readings: ScrapeReadings,
  log: { info(message: string): void; error(details: object, message: string): void },
) {
  const { metrics, registry } = createPrometheusMetrics(readings);
  let listener: MetricsListener | undefined;
  return {
    metrics,
    async start(): Promise<string> {
      listener ??= await listenForScrapes(registry, where, log);
      log.info(`metrics for Prometheus at ${listener.url} (listening on ${where.host}, HOST)`);
      return listener.url;
    },
    async close() {
      await listener?.close();
    },
  };
}
