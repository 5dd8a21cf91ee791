import { cachedDashboardData } from '../../data/dashboard-cache';
import { listDashboardCampaigns } from '../../data/dashboard-facts';
import { mapLayer } from '../../data/dashboard-map';
import { publicProcedure } from '../../trpc';
import { mapInputSchema, mapLayerOutput } from './geo-schemas';

/**
 * The map for the filters at the screen's zoom and area: counts and sums per screen-grid cell,
 * and coarsened gifts only when zoomed in on few. No donor detail ever.
 */
export const map = publicProcedure
  .input(mapInputSchema)
  .output(mapLayerOutput)
  .query(({ ctx, input }) =>
    cachedDashboardData(ctx.db, input.governmentId, `map:${JSON.stringify(input)}`, async () => {
      const campaignList = await listDashboardCampaigns(ctx.db, input.governmentId);
      const { zoom, ...filters } = input;
      return mapLayer(ctx.db, input.governmentId, filters, zoom, campaignList);
    }),
  );
