import type { Database } from '@portal/db';
import { TRPCError } from '@trpc/server';
import { cachedDashboardData, dashboardAnswerKey, listDashboardCampaigns } from '../dashboard';
import { publicReadProcedure } from '../trpc';
import { campaignPage } from './campaign-page';
import { type CampaignPage, campaignPageInputSchema, campaignPageOutput } from './schemas';

export const CAMPAIGN_PAGE_MESSAGES = { notFound: 'No such campaign' } as const;

/**
 * A campaign's page through the dashboard's one answer cache, under its data version (which
 * public contributions, filings, campaigns and expenses all move): a repeat read is one
 * indexed row. Unknown campaigns are NOT_FOUND.
 */
export function cachedCampaignPage(
  db: Database,
  governmentId: number,
  campaignId: number,
): Promise<CampaignPage> {
  return cachedDashboardData(
    db,
    governmentId,
    dashboardAnswerKey('campaignPages.get', { governmentId, campaignId }),
    async () => {
      const campaignList = await listDashboardCampaigns(db, governmentId);
      const campaign = campaignList.find((each) => each.id === campaignId);
      if (!campaign)
        throw new TRPCError({ code: 'NOT_FOUND', message: CAMPAIGN_PAGE_MESSAGES.notFound });
      return campaignPage(db, governmentId, campaign, campaignList);
    },
  );
}

/** One campaign's public page: participating or not, no sign-in. */
export const get = publicReadProcedure
  .input(campaignPageInputSchema)
  .output(campaignPageOutput)
  .query(({ ctx, input }) => cachedCampaignPage(ctx.db, input.governmentId, input.campaignId));
