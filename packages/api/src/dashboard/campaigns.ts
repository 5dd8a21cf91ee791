import { z } from 'zod';
import { publicFundsPaidByCampaign } from '../payments';
import { publicReadProcedure } from '../trpc';
import { cachedDashboardData } from './data/cache';
import { listDashboardCampaigns } from './data/facts';
import { dashboardCampaignOutput, governmentInputSchema } from './schemas';

/**
 * Candidates for the filter bar and the campaigns table: participating campaigns, with the public
 * funds approved payment runs sent each, and non-participating filers.
 */
export const campaigns = publicReadProcedure
  .input(governmentInputSchema)
  .output(z.array(dashboardCampaignOutput))
  .query(({ ctx, input }) =>
    cachedDashboardData(ctx.db, input.governmentId, 'campaigns', async () => {
      const [campaignList, paid] = await Promise.all([
        listDashboardCampaigns(ctx.db, input.governmentId),
        publicFundsPaidByCampaign(ctx.db, input.governmentId),
      ]);
      return campaignList.map((campaign) => ({
        ...campaign,
        publicFundsPaidCents: campaign.participating ? (paid.get(campaign.id) ?? 0) : 0,
      }));
    }),
  );
