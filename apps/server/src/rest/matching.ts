import type { RouterInputs } from '@portal/api';
import { bodyOf, callProcedure, fromIdParam, type RestRoute, restRoute } from './rest-route';

type ChooseBody = Omit<RouterInputs['matching']['choose'], 'id'> & { contributionId?: unknown };

/** Matching calls of spec section 7: the match entry of a contribution and choosing a match. */
export const matchingRoutes: readonly RestRoute[] = [
  restRoute('GET /matches/:id', 200, fromIdParam('matching', 'get')),
  restRoute(
    'POST /matches',
    200,
    callProcedure('matching', 'choose', (request) => {
      const { contributionId, ...choice } = bodyOf<ChooseBody>(request);
      return {
        ...choice,
        id: typeof contributionId === 'number' ? contributionId : Number(contributionId),
      };
    }),
  ),
];
