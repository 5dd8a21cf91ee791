import { z } from 'zod';
import { assertAdministersGovernment, governmentIdInputSchema } from '../access/government-admin';
import { governmentAdminProcedure } from '../trpc';
import { geocodingStatus } from './queue/status';

const count = z.number().int().nonnegative();

export const geocodingStatusOutput = z.object({
  waiting: count,
  placed: z.object({ address: count, zip: count }),
  unplaceable: count,
  unplaceableReasons: z.array(z.object({ reason: z.string(), count })),
});

/** Settings: how many of the government's addresses wait, are on the map, or cannot be placed. */
export const status = governmentAdminProcedure
  .input(governmentIdInputSchema)
  .output(geocodingStatusOutput)
  .query(({ ctx, input }) => {
    assertAdministersGovernment(ctx.user.permissions, input.governmentId);
    return geocodingStatus(ctx.db, input.governmentId);
  });
