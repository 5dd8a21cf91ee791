import { createCaller } from '@portal/api';
import type { RecordCollection } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { entityTagOf, ifNoneMatchHolds } from './entity-tag';
import { sendClientError } from './rest-route';

/** Query parameters that are numbers in the sync call; any other stays text. */
const NUMERIC_PARAMETERS = new Set(['campaignId', 'governmentId', 'limit']);

/**
 * The query string as the sync call's input. A number that is not one becomes NaN, and an unknown
 * or repeated parameter is passed on as it is: the procedure's schema answers 400 naming it.
 */
function syncInputOf(request: FastifyRequest): Record<string, unknown> {
  const query = request.query as Record<string, string | string[] | undefined>;
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      NUMERIC_PARAMETERS.has(name) && typeof value === 'string'
        ? /^\d+$/.test(value)
          ? Number(value)
          : Number.NaN
        : value,
    ]),
  );
}

/**
 * `GET /contributions` and `GET /expenditures`: the sync walk (`{kind}.sync`) over a URL, so a
 * page can be cached and revalidated: its ETag answers 304 to If-None-Match while the page is
 * unchanged. The answer is the caller's own (private); the spec's `POST` lists are untouched.
 */
export function registerRecordSyncRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  for (const kind of ['contributions', 'expenditures'] as const satisfies RecordCollection[]) {
    fastify.get(`/${kind}`, async (request, reply) => {
      let page: unknown;
      try {
        const caller = createCaller(await createRequestContext(request, reply));
        page = await caller[kind].sync(syncInputOf(request) as never);
      } catch (error) {
        return sendClientError(request, reply, error);
      }
      const body = JSON.stringify(page);
      const etag = entityTagOf(body);
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'authorization, cookie');
      if (ifNoneMatchHolds(request, etag)) return reply.code(304).send();
      return reply.code(200).type('application/json; charset=utf-8').send(body);
    });
  }
}
