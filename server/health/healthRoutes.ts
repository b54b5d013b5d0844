import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

/**
 * `GET health`: ok when the database and the file store both answer (the server listens only after migrating and
 * seeding). A balancer takes a process that says 503 out of rotation: without its files it would answer half a
 * newsroom. A process that is stopping says 503 too, so the balancer takes it out before it closes (drain.ts).
 */
export const healthRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, files, drain }) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('unavailable') }),
        },
      },
      // Load balancers and uptime checks poll it: they are not the clients the API limits protect it from.
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      drain.checked();
      if (drain.draining) return reply.status(503).send({ status: 'unavailable' as const });
      try {
        await Promise.all([db.execute(sql`select 1`), files.check()]);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
