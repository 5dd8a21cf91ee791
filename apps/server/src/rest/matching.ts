import type { RouterInputs } from '@portal/api';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { bodyOf, callProcedure, fromIdParam, type RestRoute, restRoute } from './rest-route';

type ChooseBody = Omit<RouterInputs['matching']['choose'], 'id'> & { contributionId?: unknown };

const chooseMatch = callProcedure('matching', 'choose', (request) => {
  const { contributionId, ...choice } = bodyOf<ChooseBody>(request);
  // As sent: the procedure's id schema reads a number or its digits, and refuses anything else.
  return { ...choice, id: contributionId };
});

/**
 * The caller sends `contributionId` (spec section 7) where the procedure reads `id`, so a refused
 * id is reported under the field the caller sent. The issues are renamed where they are: the
 * error is this request's own, and the REST error mapping reads them from it.
 */
function renameIdAsSent(error: unknown): void {
  if (!(error instanceof TRPCError && error.cause instanceof ZodError)) return;
  for (const issue of error.cause.issues)
    if (issue.path[0] === 'id') issue.path[0] = 'contributionId';
}

/** Matching calls of spec section 7: the match entry of a contribution and choosing a match. */
export const matchingRoutes: readonly RestRoute[] = [
  restRoute('GET /matches/:id', 200, fromIdParam('matching', 'get')),
  restRoute('POST /matches', 200, (caller, request) =>
    chooseMatch(caller, request).catch((error: unknown) => {
      renameIdAsSent(error);
      throw error;
    }),
  ),
];
