import { idSchema } from '@portal/domain';
import { z } from 'zod';
import { publicReadProcedure } from '../trpc';
import { campaignFeed, programmeFeed } from './feeds';

const feedOutput = z.object({ xml: z.string(), updated: z.date() });

/** The programme's Atom feed (`GET /feeds/programme.atom`). */
export const programme = publicReadProcedure
  .input(z.object({ governmentId: idSchema.default(1) }))
  .output(feedOutput)
  .query(({ ctx, input }) =>
    programmeFeed(ctx.db, input.governmentId, { publicUrl: ctx.config.publicUrl, now: new Date() }),
  );

/** A campaign's Atom feed (`GET /feeds/campaign/{id}.atom`). */
export const campaign = publicReadProcedure
  .input(z.object({ id: idSchema }))
  .output(feedOutput)
  .query(({ ctx, input }) =>
    campaignFeed(ctx.db, input.id, { publicUrl: ctx.config.publicUrl, now: new Date() }),
  );
