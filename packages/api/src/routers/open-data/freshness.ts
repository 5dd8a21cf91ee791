import { createHash } from 'node:crypto';
import { z } from 'zod';
import { dashboardDataVersion } from '../../data/dashboard-cache';
import { dashboardLastModified } from '../../open-data/last-modified';
import { publicProcedure } from '../../trpc';
import { governmentInputSchema } from '../dashboard/schemas';

/**
 * What a conditional download is checked against: a digest of the dashboard's data fingerprint
 * (the fingerprint itself counts rows the public does not see) and the newest change's moment.
 */
export const freshness = publicProcedure
  .input(governmentInputSchema)
  .output(z.object({ fingerprint: z.string(), lastModified: z.date().nullable() }))
  .query(async ({ ctx, input }) => {
    const [version, lastModified] = await Promise.all([
      dashboardDataVersion(ctx.db, input.governmentId),
      dashboardLastModified(ctx.db, input.governmentId),
    ]);
    const fingerprint = createHash('sha256').update(version).digest('base64url').slice(0, 32);
    return { fingerprint, lastModified };
  });
