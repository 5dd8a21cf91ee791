import type { RouterInputs } from '@portal/api';
import { bodyOf, numericParam, type RestRoute } from './rest-route';

type ChooseBody = Omit<RouterInputs['matching']['choose'], 'id'> & { contributionId?: unknown };

/** Matching calls of spec section 7: the match entry of a contribution and choosing a match. */
export const matchingRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    url: '/matches/:id',
    successStatus: 200,
    call: (caller, request) => caller.matching.get({ id: numericParam(request, 'id') }),
  },
  {
    method: 'POST',
    url: '/matches',
    successStatus: 200,
    call: (caller, request) => {
      const { contributionId, ...choice } = bodyOf<ChooseBody>(request);
      return caller.matching.choose({
        ...choice,
        id: typeof contributionId === 'number' ? contributionId : Number(contributionId),
      });
    },
  },
];
