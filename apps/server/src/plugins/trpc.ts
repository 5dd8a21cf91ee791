import { type AppRouter, appRouter, IDEMPOTENCY_MESSAGES } from '@portal/api';
import { batchTooLargeMessage, MAX_BATCH_CALLS, unknownKeyMessage } from '@portal/domain';
import { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestContextFactory } from '../request-context';
import {
  rateLimitHeaders,
  refusedAttemptHeaders,
  retryAfterHeader,
  throttledAttempt,
} from '../throttling';
import { notUtf8Body, prototypeKeyRefusal } from './json-body';

/**
 * The raw JSON of a tRPC request: its body (tRPC's own parser hands it on as text) and its
 * `input` query parameter.
 */
function rawJsonOf(request: FastifyRequest): string[] {
  const texts = typeof request.body === 'string' ? [request.body] : [];
  const { input } = request.query as { input?: unknown };
  return typeof input === 'string' ? [...texts, input] : texts;
}

const jsonOf = (envelope: unknown) => (envelope as { json?: unknown } | null)?.json;

/** A prototype key in any input of the request, refused as the REST routes refuse it (json-body). */
function prototypeKeyError(request: FastifyRequest): TRPCError | null {
  const batch = (request.query as { batch?: unknown }).batch === '1';
  // superjson's envelope is `{ json, meta }`, a batch's one such envelope per call.
  const inputsOf = (parsed: unknown) =>
    batch && typeof parsed === 'object' && parsed !== null
      ? Object.values(parsed).map(jsonOf)
      : [jsonOf(parsed)];
  for (const json of rawJsonOf(request)) {
    const refusal = prototypeKeyRefusal(json, inputsOf);
    if (refusal) {
      const issues = [{ path: [], message: refusal.message }];
      return new TRPCError({
        code: 'BAD_REQUEST',
        message: refusal.message,
        cause: Object.assign(new Error(refusal.message), { issues }),
      });
    }
  }
  return null;
}

const TRPC_PREFIX = '/trpc/';

/** The procedures a tRPC request calls: one, or one per name in a batch's path. */
export function callsOf(request: FastifyRequest): number {
  if ((request.query as { batch?: unknown } | undefined)?.batch !== '1') return 1;
  const [path = ''] = request.url.split('?');
  // tRPC decodes the path before splitting it, so an encoded comma separates names too.
  return path.slice(TRPC_PREFIX.length).split(/,|%2c/i).length;
}

/** The query parameters tRPC reads: the batch flag and a query's input. */
const TRPC_QUERY_PARAMETERS = ['batch', 'input'];

/** A 400 refusing the whole request, shaped as tRPC shapes one (superjson's envelope). */
const requestRefusal = (message: string, data: Record<string, unknown>) => ({
  error: {
    json: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, ...data } },
  },
});

/**
 * Refuses, for every URL under /trpc and before routing matters (a very long batch path would
 * otherwise miss the tRPC route altogether), a batch of more than `MAX_BATCH_CALLS` calls and a
 * query parameter tRPC does not read, each with a 400 saying so.
 */
export const trpcBatchLimitPlugin = fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(TRPC_PREFIX)) return;
      const calls = callsOf(request);
      if (calls > MAX_BATCH_CALLS)
        return reply
          .code(400)
          .send(requestRefusal(batchTooLargeMessage(calls), { maxBatchCalls: MAX_BATCH_CALLS }));
      const query = (request.query ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(query).find((key) => !TRPC_QUERY_PARAMETERS.includes(key));
      if (unknown === undefined) return;
      const message = unknownKeyMessage({ path: [unknown], suggestion: null });
      return reply
        .code(400)
        .send(requestRefusal(message, { validationErrors: { [unknown]: message } }));
    });
  },
  { name: 'trpc-batch-limit' },
);

/** The portal's own API: every procedure of `@portal/api` under /trpc. */
export const trpcRoutes: FastifyPluginAsync<{
  createRequestContext: RequestContextFactory;
}> = async (fastify, { createRequestContext }) => {
  const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
    router: appRouter,
    // The hook above answers first with the maximum named; this is tRPC's own backstop.
    maxBatchSize: MAX_BATCH_CALLS,
    // tRPC reads its body itself, past our JSON parser: a body that was not UTF-8 is refused here.
    createContext: ({ req, res, info }) => {
      const notUtf8 = notUtf8Body(req);
      if (notUtf8) throw new TRPCError({ code: 'BAD_REQUEST', message: notUtf8.message });
      const prototypeKey = prototypeKeyError(req);
      if (prototypeKey) throw prototypeKey;
      // The key names one create; in a batch it could not say which call it belongs to.
      if (req.headers['idempotency-key'] !== undefined && info.calls.length > 1)
        throw new TRPCError({ code: 'BAD_REQUEST', message: IDEMPOTENCY_MESSAGES.batched });
      // Each call of a batch is charged to an API token's limit, not the request as one.
      return createRequestContext(req, res, { calls: callsOf(req) });
    },
    responseMeta: ({ errors, ctx }) => ({
      headers: {
        ...retryAfterHeader(errors),
        ...(ctx?.rateLimit ? rateLimitHeaders(ctx.rateLimit) : refusedAttemptHeaders(errors)),
      },
    }),
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
