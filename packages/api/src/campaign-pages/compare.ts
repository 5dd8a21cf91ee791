import { z } from 'zod';
import { publicReadProcedure } from '../trpc';
import { cachedCampaignPage } from './get';
import { campaignCompareInputSchema, campaignPageOutput } from './schemas';

/** Up to four campaigns' pages side by side, in the order asked, each from the cache. */
export const compare = publicReadProcedure
  .input(campaignCompareInputSchema)
  .output(z.array(campaignPageOutput))
  .query(async ({ ctx, input }) => {
    const pages = [];
    for (const campaignId of input.campaignIds)
      pages.push(await cachedCampaignPage(ctx.db, input.governmentId, campaignId));
    return pages;
  });
