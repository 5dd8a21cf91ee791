import type { PublicReadChoice, PublicReadConnections } from '@portal/db';
import type { FastifyRequest } from 'fastify';

/** The public read connection of a request, chosen at most once per request. */
export type PublicReadChooser = (request: FastifyRequest) => Promise<PublicReadChoice | undefined>;

/**
 * One choice per request, shared by the dashboard's answer cache (which reads the data version
 * before tRPC runs) and the request's API context: an answer is then computed on the server whose
 * version it is kept under, so a lagging replica never stores its figures under a newer version.
 * Without replicas every request reads the primary.
 */
export function publicReadChooser(
  connections: PublicReadConnections | undefined,
): PublicReadChooser {
  if (!connections || connections.replicaCount === 0) return async () => undefined;
  const chosen = new WeakMap<FastifyRequest, Promise<PublicReadChoice>>();
  return (request) => {
    let choice = chosen.get(request);
    if (!choice) {
      choice = connections.choose();
      chosen.set(request, choice);
    }
    return choice;
  };
}
