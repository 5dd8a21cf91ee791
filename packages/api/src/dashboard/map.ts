import { publicReadProcedure } from '../trpc';
import { cachedFilteredView } from './data/cache';
import { mapLayer } from './data/map';
import { mapInputSchema, mapLayerOutput } from './geo-schemas';

/**
 * The map for the filters at the screen's zoom and area: counts and sums per screen-grid cell,
 * and coarsened gifts only when zoomed in on few. No donor detail ever.
 */
export const map = publicReadProcedure
  .input(mapInputSchema)
  .output(mapLayerOutput)
  .query(({ ctx, input }) =>
    cachedFilteredView(ctx.db, 'dashboard.map', input, (campaignList) => {
      const { zoom, ...filters } = input;
      return mapLayer(ctx.db, input.governmentId, filters, zoom, campaignList);
    }),
  );
