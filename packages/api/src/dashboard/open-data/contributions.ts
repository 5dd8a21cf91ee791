import { dashboardDataVersionOf } from '../data/cache';
import { listDashboardCampaigns } from '../data/facts';
import { stableFeedKeys } from '../data/feed-keys';
import type { GeoFeature } from '../data/geo';
import { externalGeoFeatures, participatingGeoFeatures } from '../data/geo-feed';
import { type GeoQuery, readsExternal, readsParticipating } from '../data/geo-filter';
import { dashboardFiltersInputSchema } from '../schemas';
import { openDataProcedure } from './throttle';

/**
 * The public contributions for the dashboard's filters, read as the geo feeds read them (the
 * same projection: no donor detail, coarsened points), participants' first, then
 * non-participants' as the financing filter asks. Unlike the feeds, each row has a stable
 * `rowKey` and batch ids stay the same while the public data does (`stableFeedKeys`), so two
 * downloads can be compared. Batches are read as the file is written, so memory stays flat.
 */
export const contributions = openDataProcedure
  .input(dashboardFiltersInputSchema)
  .query(async ({ ctx, input }): Promise<{ batches: AsyncIterable<GeoFeature[]> }> => {
    const campaignList = await listDashboardCampaigns(ctx.db, input.governmentId);
    const { version } = await dashboardDataVersionOf(ctx.db, input.governmentId);
    const secret = ctx.config.openDataKeySecret;
    // The filters as they are (a new one reaches the geo queries with them), over the whole area.
    const query: GeoQuery = { ...input, bbox: null };
    async function* batches() {
      if (readsParticipating(input.financing))
        yield* participatingGeoFeatures(
          ctx.db,
          input.governmentId,
          query,
          stableFeedKeys(secret, version, 'participating'),
        );
      if (readsExternal(input.financing))
        yield* externalGeoFeatures(
          ctx.db,
          input.governmentId,
          query,
          campaignList,
          stableFeedKeys(secret, version, 'external'),
        );
    }
    return { batches: batches() };
  });
