import { listDashboardCampaigns } from '../data/facts';
import type { GeoFeature } from '../data/geo';
import { externalGeoFeatures, participatingGeoFeatures } from '../data/geo-feed';
import { type GeoQuery, readsExternal, readsParticipating } from '../data/geo-filter';
import { dashboardFiltersInputSchema } from '../schemas';
import { openDataProcedure } from './throttle';

/**
 * The public contributions for the dashboard's filters, read as the geo feeds read them (the
 * same projection: no donor detail, coarsened points, batch ids that mean something only inside
 * this one answer), participants' first, then non-participants' as the financing filter asks.
 * Batches are read as the file is written, so memory stays flat.
 */
export const contributions = openDataProcedure
  .input(dashboardFiltersInputSchema)
  .query(async ({ ctx, input }): Promise<{ batches: AsyncIterable<GeoFeature[]> }> => {
    const campaignList = await listDashboardCampaigns(ctx.db, input.governmentId);
    // The filters as they are (a new one reaches the geo queries with them), over the whole area.
    const query: GeoQuery = { ...input, bbox: null };
    async function* batches() {
      if (readsParticipating(input.financing))
        yield* participatingGeoFeatures(ctx.db, input.governmentId, query);
      if (readsExternal(input.financing))
        yield* externalGeoFeatures(ctx.db, input.governmentId, query, campaignList);
    }
    return { batches: batches() };
  });
