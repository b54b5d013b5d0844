/**
 * A request whose address exists but not for its method answers 405 with `Allow`, not 404 (Fastify's router knows
 * only "no match"). Every route registered after `trackRoutes` is mirrored in a router of our own, which the
 * not-found handlers ask which methods the address does accept.
 */
import FindMyWay from 'find-my-way';
import type { FastifyInstance, HTTPMethods } from 'fastify';

export type AllowedMethods = (url: string) => string[];

export function trackRoutes(app: FastifyInstance): AllowedMethods {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      methods.add(method);
      try {
        router.on(method as Parameters<typeof router.on>[0], route.url, () => {});
      } catch {
        // The same route seen twice (a HEAD route Fastify adds for a GET one): already known.
      }
    }
  });
  return (url) => {
    const path = url.split('?')[0] ?? url;
    return [...methods].filter((method) => router.find(method as Parameters<typeof router.find>[0], path));
  };
}
