import { cachedFilteredView } from '../../data/dashboard-cache';
import { latestExternalDate } from '../../data/dashboard-facts';
import { dashboardFigures } from '../../data/dashboard-figures';
import { publicProcedure } from '../../trpc';
import { dashboardFiltersInputSchema, dashboardViewOutput } from './schemas';

/** Everything the dashboard's tables and charts show for the filters, aggregated by the database. */
export const view = publicProcedure
  .input(dashboardFiltersInputSchema)
  .output(dashboardViewOutput)
  .query(({ ctx, input }) =>
    cachedFilteredView(ctx.db, 'view', input, async (campaignList) => {
      return {
        retrievedAt: new Date(),
        latestExternalDate: await latestExternalDate(ctx.db, input.governmentId),
        ...(await dashboardFigures(ctx.db, input.governmentId, input, campaignList)),
      };
    }),
  );
