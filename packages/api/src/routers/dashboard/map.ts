import { cachedDashboardData } from '../../data/dashboard-cache';
import { listDashboardCampaigns, loadContributionFacts } from '../../data/dashboard-facts';
import { mapLayer } from '../../data/dashboard-geo';
import { publicProcedure } from '../../trpc';
import { dashboardFiltersInputSchema, mapLayerOutput } from './schemas';

/** The map's points for the filters, coarsened and without any donor detail. */
export const map = publicProcedure
  .input(dashboardFiltersInputSchema)
  .output(mapLayerOutput)
  .query(({ ctx, input }) =>
    cachedDashboardData(ctx.db, input.governmentId, `map:${JSON.stringify(input)}`, async () => {
      const campaignList = await listDashboardCampaigns(ctx.db, input.governmentId);
      const facts = await loadContributionFacts(ctx.db, input.governmentId, input, campaignList);
      return mapLayer(facts);
    }),
  );
