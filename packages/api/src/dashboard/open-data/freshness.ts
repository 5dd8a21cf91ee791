import { createHash } from 'node:crypto';
import { z } from 'zod';
import { publicReadProcedure } from '../../trpc';
import { dashboardDataVersionOf } from '../data/cache';
import { governmentInputSchema } from '../schemas';

/**
 * What a conditional download is checked against: a digest of the dashboard's data version and
 * the moment public data last changed, both kept by the database's triggers, which no private
 * edit (a draft, an archived record) moves: the public learns nothing of those.
 */
export const freshness = publicReadProcedure
  .input(governmentInputSchema)
  .output(z.object({ fingerprint: z.string(), lastModified: z.date().nullable() }))
  .query(async ({ ctx, input }) => {
    const { version, changedAt } = await dashboardDataVersionOf(ctx.db, input.governmentId);
    const fingerprint = createHash('sha256').update(version).digest('base64url').slice(0, 32);
    return { fingerprint, lastModified: changedAt };
  });
