import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** `GET health`: ok once the database answers (the server listens only after migrating and seeding). */
export function healthRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get('/health', async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
}
