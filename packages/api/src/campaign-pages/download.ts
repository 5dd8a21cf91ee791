import { openDataProcedure } from '../dashboard';
import { cachedCampaignPage } from './get';
import { campaignPageInputSchema, campaignPageOutput } from './schemas';

/**
 * The page behind `/open-data/campaign/{id}.{json,csv}`: the very answer the page shows,
 * through the same cache, under the open-data downloads' limit per client address.
 */
export const download = openDataProcedure
  .input(campaignPageInputSchema)
  .output(campaignPageOutput)
  .query(({ ctx, input }) => cachedCampaignPage(ctx.db, input.governmentId, input.campaignId));
