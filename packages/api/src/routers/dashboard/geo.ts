import type { Financing } from '@portal/domain';
import { listDashboardCampaigns, loadContributionFacts } from '../../data/dashboard-facts';
import { geoFeatures } from '../../data/dashboard-geo';
import { publicProcedure } from '../../trpc';
import { featureCollectionOutput, governmentInputSchema } from './schemas';

const featureCollection = (financing: Financing) =>
  publicProcedure
    .input(governmentInputSchema)
    .output(featureCollectionOutput)
    .query(async ({ ctx, input }) => {
      const campaignList = await listDashboardCampaigns(ctx.db, input.governmentId);
      const query = { financing, campaigns: [], offices: [], startDate: null, endDate: null };
      const facts = await loadContributionFacts(ctx.db, input.governmentId, query, campaignList);
      return { type: 'FeatureCollection' as const, features: geoFeatures(facts) };
    });

/** `GET /contributionsgeo`: participating campaigns' public contributions (spec section 7). */
export const contributionsGeo = featureCollection('public');

/** `GET /external-contributionsgeo`: non-participating filings, dated 07:00 UTC. */
export const externalContributionsGeo = featureCollection('private');
