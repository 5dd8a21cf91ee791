import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readBearerToken } from '../bearer-token';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  const host = hostOf(origin);
  return host !== null && host === request.host;
}

/**
 * Defence against cross-site request forgery on top of SameSite=Lax cookies: a browser always
 * names the page that sent a state-changing request, so a foreign Origin is refused. Requests
 * without Origin (scripts, curl) carry no ambient browser cookies of another site and pass, and
 * so do requests with an API token: a page cannot make a browser add it (it is no ambient
 * credential), and such a request is the token's alone, its cookie ignored.
 */
export const originCheckPlugin = fp<{ publicUrl: string }>(
  async (fastify, { publicUrl }) => {
    const publicOrigin = new URL(publicUrl).origin;
    // A callback hook, not an async one: it runs on every request and has nothing to wait for.
    fastify.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      const refused =
        STATE_CHANGING_METHODS.has(request.method) &&
        readBearerToken(request) === null &&
        origin !== undefined &&
        !isOwnOrigin(origin, request, publicOrigin);
      if (!refused) return done();
      reply.code(403).send({ message: 'Cross-origin request refused' });
    });
  },
  { name: 'origin-check' },
);
