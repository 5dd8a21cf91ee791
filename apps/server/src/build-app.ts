import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { app } from './app';
import type { AppDependencies } from './request-context';

/**
 * Request log lines keep the path only: query strings can carry invitation and reset codes
 * (the invitation page's `GET /trpc/auth.invitation?input=...`), which must not sit in logs.
 */
const requestLogFields = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

export interface RegisteredRoute {
  method: string;
  url: string;
}

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every method and path the server answers, as registered. Tests walk it so a new path cannot
 * escape the fuzz and authorisation suites.
 */
export const routesOf = (fastify: FastifyInstance): readonly RegisteredRoute[] =>
  registeredRoutes.get(fastify) ?? [];

/** A ready-to-listen server over the given database and mailer; tests call it with a test database. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config } = dependencies;
  const fastify = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestLogFields } },
    trustProxy: config.trustProxy,
    // tRPC batches name every procedure of a batch in one path segment.
    routerOptions: { maxParamLength: 5000 },
  });
  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await fastify.register(fp(app, { name: 'portal' }), dependencies);
  return fastify;
}
