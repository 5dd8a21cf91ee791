import { publicProcedure } from '../trpc';
import { cachedFilteredView } from './data/cache';
import { latestExternalDate } from './data/facts';
import { dashboardFigures } from './data/figures';
import { dashboardFiltersInputSchema, dashboardViewOutput } from './schemas';

/** Everything the dashboard's tables and charts show for the filters, aggregated by the database. */
export const view = publicProcedure
  .input(dashboardFiltersInputSchema)
  .output(dashboardViewOutput)
  .query(({ ctx, input }) =>
    cachedFilteredView(ctx.db, 'dashboard.view', input, async (campaignList) => {
      return {
        retrievedAt: new Date(),
        latestExternalDate: await latestExternalDate(ctx.db, input.governmentId),
        ...(await dashboardFigures(ctx.db, input.governmentId, input, campaignList)),
      };
    }),
  );
