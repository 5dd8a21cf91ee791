import { listDashboardCampaigns, loadContributionFacts } from '../../data/dashboard-facts';
import { geoFeatures } from '../../data/dashboard-geo';
import { openDataProcedure } from '../../open-data/throttle';
import { dashboardFiltersInputSchema, featureCollectionOutput } from '../dashboard/schemas';

/**
 * The public contributions for the dashboard's filters, through the geo feed's own projection
 * and output schema: no donor detail, coarsened points, batch ids that mean something only
 * inside this one answer.
 */
export const contributions = openDataProcedure
  .input(dashboardFiltersInputSchema)
  .output(featureCollectionOutput)
  .query(async ({ ctx, input }) => {
    const campaignList = await listDashboardCampaigns(ctx.db, input.governmentId);
    const facts = await loadContributionFacts(ctx.db, input.governmentId, input, campaignList);
    return { type: 'FeatureCollection' as const, features: geoFeatures(facts) };
  });
