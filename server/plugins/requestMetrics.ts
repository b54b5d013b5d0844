/**
 * Counts every answer by the route's pattern ('/api/news/:id'), never by its address: `/api/news/1`, `/api/news/2`…
 * would each be a series of their own, without end. An address no route matched is 'unrouted'. The errors an
 * answer carries say what refused it: a limit (429), or the database.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { databaseErrorOf, isDatabaseUnavailable } from '../db/errors';
import { LimitReached } from '../shared/limitReached';
import type { DatabaseErrorKind, LimitName, Metrics } from '../shared/metrics';

/**
 * The pattern of the route that answered `request`, or 'unrouted' (a 404, a 405 of an unknown address). The built
 * app's files are a route each (@fastify/static without a wildcard: site/staticFiles.ts), hundreds of them, renamed
 * by every build: one label for all of them.
 */
export function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unrouted';
  return route.startsWith('/assets/') ? '/assets/*' : route;
}

/**
 * Which limit a 429 comes from: a person's usage (LimitReached, src/domain/usageLimits.ts), the route's own
 * allowance (`config.rateLimit`), or the one every route of its part shares (the API's per minute, a form's).
 */
function limitOf(request: FastifyRequest, error: FastifyError): LimitName {
  if (error instanceof LimitReached) return 'usage';
  return typeof request.routeOptions.config?.rateLimit === 'object' ? 'route' : 'general';
}

function databaseErrorKind(error: FastifyError): DatabaseErrorKind | null {
  if (isDatabaseUnavailable(error)) return 'unavailable';
  const database = databaseErrorOf(error);
  if (!database) return null;
  return database.code.startsWith('23') ? 'conflict' : 'other';
}

export function countAnswers(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onError', async (request, _reply, error) => {
    if (error.statusCode === 429) metrics.rateLimited(limitOf(request, error), routeOf(request));
    const kind = databaseErrorKind(error);
    if (kind) metrics.databaseError(kind);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered({
      route: routeOf(request),
      method: request.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
