import { z } from 'zod';
import { assertAdministersGovernment, governmentIdInputSchema } from '../access/government-admin';
import { governmentAdminProcedure } from '../trpc';
import { requeueGeocoding } from './queue/queue';

/** Settings' retry: the government's unplaceable addresses go back into the queue now. */
export const retry = governmentAdminProcedure
  .input(governmentIdInputSchema)
  .output(z.object({ queued: z.number().int().nonnegative() }))
  .mutation(async ({ ctx, input }) => {
    assertAdministersGovernment(ctx.user.permissions, input.governmentId);
    const queued = await requeueGeocoding(ctx.db, {
      governmentId: input.governmentId,
      scope: 'unplaceable',
    });
    return { queued };
  });
