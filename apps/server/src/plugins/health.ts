import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/** For load balancers and monitors: healthy only when the database answers. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  fastify.get('/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
    return { status: 'ok' };
  });
};
