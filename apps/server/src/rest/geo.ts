import type { FastifyRequest } from 'fastify';
import type { RestRoute } from './rest-route';

/** `?governmentId=2` picks another government; the default is government 1 (spec section 9). */
function governmentOf(request: FastifyRequest): { governmentId?: number } {
  const value = (request.query as Record<string, string | undefined>).governmentId;
  return value === undefined ? {} : { governmentId: Number(value) };
}

/** The public geo feeds of spec section 7, kept for scripts and compatibility. */
export const geoRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    url: '/contributionsgeo',
    successStatus: 200,
    call: (caller, request) => caller.dashboard.contributionsGeo(governmentOf(request)),
  },
  {
    method: 'GET',
    url: '/external-contributionsgeo',
    successStatus: 200,
    call: (caller, request) => caller.dashboard.externalContributionsGeo(governmentOf(request)),
  },
];
