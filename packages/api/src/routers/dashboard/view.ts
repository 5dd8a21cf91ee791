import {
  campaignRows,
  comparePanels,
  dashboardCharts,
  summaryRows,
} from '../../data/dashboard-aggregate';
import { cachedDashboardData } from '../../data/dashboard-cache';
import {
  latestExternalDate,
  listDashboardCampaigns,
  loadContributionFacts,
} from '../../data/dashboard-facts';
import { publicProcedure } from '../../trpc';
import { dashboardFiltersInputSchema, dashboardViewOutput } from './schemas';

/** Everything the dashboard's tables and charts show for the filters, computed here. */
export const view = publicProcedure
  .input(dashboardFiltersInputSchema)
  .output(dashboardViewOutput)
  .query(({ ctx, input }) =>
    cachedDashboardData(ctx.db, input.governmentId, `view:${JSON.stringify(input)}`, async () => {
      const campaignList = await listDashboardCampaigns(ctx.db, input.governmentId);
      const facts = await loadContributionFacts(ctx.db, input.governmentId, input, campaignList);
      const chosen = input.compare
        ? input.campaigns.flatMap((id) => campaignList.filter((campaign) => campaign.id === id))
        : [];
      return {
        retrievedAt: new Date(),
        latestExternalDate: await latestExternalDate(ctx.db, input.governmentId),
        summary: summaryRows(facts),
        charts: dashboardCharts(facts),
        campaigns: campaignRows(facts),
        panels: comparePanels(facts, chosen),
      };
    }),
  );
