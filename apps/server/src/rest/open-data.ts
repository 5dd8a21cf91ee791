import { createHash } from 'node:crypto';
import { createCaller, type RouterInputs, toHttpError } from '@portal/api';
import {
  campaignsFile,
  contributionsFile,
  dashboardInputFromQuery,
  type OpenDataFormat,
} from '@portal/api/dashboard';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { throttledAttempt } from '../throttling';
import { readAheadBody } from './stream-body';

type Filters = RouterInputs['openData']['campaigns'];
type Caller = ReturnType<typeof createCaller>;
type OpenDataKind = 'campaigns' | 'contributions';

const CONTENT_TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The whole file, streamed a batch at a time, after the procedure checked input and limit. */
async function openDataFile(
  caller: Caller,
  kind: OpenDataKind,
  format: OpenDataFormat,
  filters: Filters,
) {
  if (kind === 'campaigns') return campaignsFile(await caller.openData.campaigns(filters), format);
  return contributionsFile(await caller.openData.contributions(filters), format);
}

/** HTTP dates have whole seconds; a Last-Modified compares at that precision. */
const wholeSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/**
 * RFC 9110: `If-None-Match` decides when present (weak comparison, any of a list, or `*`);
 * otherwise `If-Modified-Since` does.
 */
function isNotModified(request: FastifyRequest, etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && wholeSeconds(lastModified) <= Math.floor(since / 1000);
}

async function answer(
  caller: Caller,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: OpenDataKind,
  format: OpenDataFormat,
) {
  // Checked by the procedures' own schema: a bad or unknown parameter is a 400 naming it.
  const filters = dashboardInputFromQuery(request.query as Record<string, unknown>) as Filters;
  const { fingerprint, lastModified } = await caller.openData.freshness({
    governmentId: filters.governmentId,
  });
  // Weak for the contributions: the same data, but batch ids are drawn afresh for each answer.
  const weak = kind === 'contributions' ? 'W/' : '';
  const etag = `${weak}"${createHash('sha256')
    .update(JSON.stringify([fingerprint, kind, format, filters]))
    .digest('base64url')
    .slice(0, 32)}"`;
  // Anyone may keep a copy, but must ask again before using it: asking costs a 304. Public data
  // without credentials: other sites' pages may read it too.
  reply
    .header('cache-control', 'public, no-cache')
    .header('etag', etag)
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'ETag')
    .header('cross-origin-resource-policy', 'cross-origin');
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  if (isNotModified(request, etag, lastModified)) return reply.code(304).send();
  const body = await readAheadBody(await openDataFile(caller, kind, format, filters));
  return reply
    .code(200)
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${kind}.${format}"`)
    .send(body);
}

/**
 * `GET /open-data/{campaigns,contributions}.{csv,json}`: what the public dashboard shows for
 * its query parameters, as files anyone may download.
 */
export function registerOpenDataRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  for (const kind of ['campaigns', 'contributions'] as const)
    for (const format of ['csv', 'json'] as const)
      fastify.get(`/open-data/${kind}.${format}`, async (request, reply) => {
        try {
          const caller = createCaller(
            await createRequestContext(request, reply, { credentials: false }),
          );
          return await answer(caller, request, reply, kind, format);
        } catch (error) {
          for (const header of ['etag', 'last-modified', 'cache-control'])
            reply.removeHeader(header);
          const { status, body } = toHttpError(error);
          if (status >= 500) throw error;
          const retryAfterSeconds = throttledAttempt(request, error);
          if (retryAfterSeconds !== null) reply.header('retry-after', String(retryAfterSeconds));
          return reply.code(status).send(body);
        }
      });
}
