import { createCaller, type RouterInputs, toHttpError } from '@portal/api';
import { type GeoFeed, geoFeedInputFromQuery } from '@portal/api/dashboard';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { readAheadBody } from './stream-body';

type Caller = ReturnType<typeof createCaller>;
type FeedInput = RouterInputs['dashboard']['contributionsGeo'];

/**
 * The query string as the procedure's input: parameters absent from it stay absent, and the
 * procedure's schema checks every one present, refusing one it does not know by name.
 */
const feedInput = (request: FastifyRequest): FeedInput =>
  geoFeedInputFromQuery(request.query as Record<string, unknown>) as FeedInput;

/** If-None-Match holds the feed's tag (weak comparison, RFC 9110 section 13.1.2) or `*`. */
function matchesTag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Sends the feed as it is read (see `readAheadBody`), each batch as one chunk. */
async function streamFeed(reply: FastifyReply, feed: GeoFeed): Promise<FastifyReply> {
  const body = await readAheadBody(feed.chunks);
  return reply
    .code(200)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('ETag', feed.etag)
    .header('Cache-Control', 'no-cache')
    .send(body);
}

function registerGeoFeed(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
  url: string,
  open: (caller: Caller, input: FeedInput) => Promise<GeoFeed>,
) {
  fastify.get(url, async (request, reply) => {
    let feed: GeoFeed;
    try {
      const caller = createCaller(
        await createRequestContext(request, reply, { credentials: false }),
      );
      feed = await open(caller, feedInput(request));
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) throw error;
      return reply.code(status).send(body);
    }
    if (matchesTag(request, feed.etag))
      return reply.code(304).header('ETag', feed.etag).header('Cache-Control', 'no-cache').send();
    return streamFeed(reply, feed);
  });
}

/**
 * The public geo feeds of spec section 7, streamed: `?bbox=minLon,minLat,maxLon,maxLat`,
 * `?from=` / `?to=` (YYYY-MM-DD), `?campaign=` (ids, comma-separated) and `?governmentId=` are
 * optional; an ETag answers 304 to If-None-Match while nothing public has changed.
 */
export function registerGeoRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  registerGeoFeed(fastify, createRequestContext, '/contributionsgeo', (caller, input) =>
    caller.dashboard.contributionsGeo(input),
  );
  registerGeoFeed(fastify, createRequestContext, '/external-contributionsgeo', (caller, input) =>
    caller.dashboard.externalContributionsGeo(input),
  );
}
