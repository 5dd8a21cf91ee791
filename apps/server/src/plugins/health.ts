import type { Database } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

const HEALTH_TIMEOUT_MS = 3000;

/** A probe must answer even when a connection attempt hangs (a host that drops packets). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** For load balancers and monitors: healthy only when the database answers, within 3 seconds. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  fastify.get('/health', async (request, reply) => {
    try {
      await withTimeout(db.execute(sql`select 1`), HEALTH_TIMEOUT_MS);
    } catch (error) {
      request.log.warn(
        { err: { message: (error as Error).message } },
        'database health check failed',
      );
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
    return { status: 'ok', database: 'up' };
  });
};
