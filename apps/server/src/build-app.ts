import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { app } from './app';
import type { AppDependencies } from './request-context';

/** A ready-to-listen server over the given database and mailer; tests call it with a test database. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config } = dependencies;
  const fastify = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // tRPC batches name every procedure of a batch in one path segment.
    routerOptions: { maxParamLength: 5000 },
  });
  await fastify.register(fp(app, { name: 'portal' }), dependencies);
  return fastify;
}
