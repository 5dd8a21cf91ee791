import { createCaller } from '@portal/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { entityTagOf, ifNoneMatchHolds } from './entity-tag';
import { numericParam, refuseUnknownQuery, sendClientError } from './rest-route';

type Caller = ReturnType<typeof createCaller>;
type FeedAnswer = { xml: string; updated: Date };

/** HTTP dates have whole seconds; Last-Modified compares at that precision. */
const wholeSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/** RFC 9110: If-None-Match decides when sent; otherwise If-Modified-Since does. */
function notModified(request: FastifyRequest, etag: string, updated: Date): boolean {
  if (request.headers['if-none-match'] !== undefined) return ifNoneMatchHolds(request, etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && wholeSeconds(updated) <= Math.floor(since / 1000);
}

async function answerFeed(reply: FastifyReply, request: FastifyRequest, feed: FeedAnswer) {
  const etag = entityTagOf(feed.xml);
  // Feed readers poll: a copy may be kept, but is checked each time, which costs a 304.
  reply
    .header('cache-control', 'public, no-cache')
    .header('etag', etag)
    .header('last-modified', feed.updated.toUTCString())
    .header('cross-origin-resource-policy', 'cross-origin');
  if (notModified(request, etag, feed.updated)) return reply.code(304).send();
  return reply
    .code(200)
    .header('content-type', 'application/atom+xml; charset=utf-8')
    .send(feed.xml);
}

/**
 * `GET /feeds/programme.atom` and `GET /feeds/campaign/{id}.atom`: each day's new public activity
 * as Atom, for feed readers. No credentials are read: the feeds are the same for everyone.
 */
export function registerFeedRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  const route = (
    url: string,
    reads: readonly string[],
    read: (caller: Caller, request: FastifyRequest) => Promise<FeedAnswer>,
  ) =>
    fastify.get(url, async (request, reply) => {
      try {
        refuseUnknownQuery(request, reads);
        const caller = createCaller(
          await createRequestContext(request, reply, { credentials: false }),
        );
        return await answerFeed(reply, request, await read(caller, request));
      } catch (error) {
        for (const header of ['etag', 'last-modified', 'cache-control']) reply.removeHeader(header);
        return sendClientError(request, reply, error);
      }
    });
  route('/feeds/programme.atom', ['governmentId'], (caller, request) => {
    const { governmentId } = (request.query ?? {}) as { governmentId?: string };
    return caller.feeds.programme(governmentId === undefined ? {} : { governmentId });
  });
  route('/feeds/campaign/:id.atom', [], (caller, request) =>
    caller.feeds.campaign({ id: numericParam(request, 'id') }),
  );
}
