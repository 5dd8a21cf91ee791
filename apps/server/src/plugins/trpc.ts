import { type AppRouter, appRouter, IDEMPOTENCY_MESSAGES } from '@portal/api';
import { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { retryAfterHeader, throttledAttempt } from '../throttling';
import { notUtf8Body } from './json-body';

/** The portal's own API: every procedure of `@portal/api` under /trpc. */
export const trpcRoutes: FastifyPluginAsync<{
  createRequestContext: RequestContextFactory;
}> = async (fastify, { createRequestContext }) => {
  const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
    router: appRouter,
    // tRPC reads its body itself, past our JSON parser: a body that was not UTF-8 is refused here.
    createContext: ({ req, res, info }) => {
      const notUtf8 = notUtf8Body(req);
      if (notUtf8) throw new TRPCError({ code: 'BAD_REQUEST', message: notUtf8.message });
      // The key names one create; in a batch it could not say which call it belongs to.
      if (req.headers['idempotency-key'] !== undefined && info.calls.length > 1)
        throw new TRPCError({ code: 'BAD_REQUEST', message: IDEMPOTENCY_MESSAGES.batched });
      return createRequestContext(req, res);
    },
    responseMeta: ({ errors }) => ({ headers: retryAfterHeader(errors) }),
    onError: ({ error, path, req }) => {
      const refusedForNow = throttledAttempt(req, error) !== null;
      // Client mistakes are answered to the client; only our own failures need a log entry.
      if (error.code === 'SERVICE_UNAVAILABLE' && !refusedForNow)
        req.log.warn({ path }, 'database unavailable');
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
      }
    },
  };
  await fastify.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
};
