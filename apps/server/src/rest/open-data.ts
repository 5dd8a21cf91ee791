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

export const CONTENT_TYPES: Record<OpenDataFormat, string> = {
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

/** A filter value as a file-name part: letters, digits and dashes only. */
const namePart = (value: unknown) =>
  String(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The file's name carries its filters, so two downloads of different views never overwrite each
 * other: `contributions_all_2024-01-01_to_2024-12-31_campaigns-3-7.csv`. Over 120 characters the
 * lists give way to a short digest of them.
 */
export function openDataFileName(
  kind: OpenDataKind,
  format: OpenDataFormat,
  filters: {
    financing?: unknown;
    startDate?: unknown;
    endDate?: unknown;
    campaigns?: unknown;
    offices?: unknown;
    governmentId?: unknown;
  },
): string {
  const parts: string[] = [kind];
  if (filters.governmentId !== undefined && filters.governmentId !== 1)
    parts.push(`government-${namePart(filters.governmentId)}`);
  parts.push(namePart(filters.financing ?? 'public'));
  parts.push(
    `${namePart(filters.startDate ?? 'start') || 'start'}_to_${namePart(filters.endDate ?? 'now') || 'now'}`,
  );
  const lists: string[] = [];
  for (const name of ['campaigns', 'offices'] as const) {
    const values = filters[name];
    if (Array.isArray(values) && values.length > 0)
      lists.push(`${name}-${values.map(namePart).join('-')}`);
  }
  let name = [...parts, ...lists].join('_');
  if (name.length > 120)
    name = `${parts.join('_')}_filters-${createHash('sha256').update(lists.join('_')).digest('hex').slice(0, 12)}`;
  return `${name}.${format}`;
}

/** HTTP dates have whole seconds; a Last-Modified compares at that precision. */
const wholeSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/**
 * RFC 9110: `If-None-Match` decides when present (weak comparison, any of a list, or `*`);
 * otherwise `If-Modified-Since` does.
 */
export function isNotModified(
  request: FastifyRequest,
  etag: string,
  lastModified: Date | null,
): boolean {
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

/**
 * A download's validators, from what its bytes depend on (`versioned`: the data's fingerprint and
 * the file's parameters): the ETag and Last-Modified headers, and the 304 sent when the client's
 * copy is current (answered; otherwise null). Anyone may keep a copy, but must ask again before
 * using it: asking costs a 304. Public data without credentials: other sites' pages may read it
 * too (CORS: `public-read.ts`).
 */
export function conditionalDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  versioned: unknown,
  lastModified: Date | null,
): FastifyReply | null {
  const etag = `"${createHash('sha256')
    .update(JSON.stringify(versioned))
    .digest('base64url')
    .slice(0, 32)}"`;
  reply
    .header('cache-control', 'public, no-cache')
    .header('etag', etag)
    .header('cross-origin-resource-policy', 'cross-origin');
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  return isNotModified(request, etag, lastModified) ? reply.code(304).send() : null;
}

/** A download refused: its status and message, without the validators of a file never sent. */
export function openDataFailure(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  for (const header of ['etag', 'last-modified', 'cache-control']) reply.removeHeader(header);
  const { status, body } = toHttpError(error);
  if (status >= 500) throw error;
  const retryAfterSeconds = throttledAttempt(request, error);
  if (retryAfterSeconds !== null) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).send(body);
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
  // Strong: the same data and filters give the same bytes (batch ids and row keys are stable).
  const unchanged = conditionalDownload(
    request,
    reply,
    [fingerprint, kind, format, filters],
    lastModified,
  );
  if (unchanged) return unchanged;
  const body = await readAheadBody(await openDataFile(caller, kind, format, filters));
  return reply
    .code(200)
    .header('content-type', CONTENT_TYPES[format])
    .header(
      'content-disposition',
      `attachment; filename="${openDataFileName(kind, format, filters as Filters & { endDate?: string | null })}"`,
    )
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
          return openDataFailure(request, reply, error);
        }
      });
}
