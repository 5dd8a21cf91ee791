import { dataCurrentAt } from '@portal/db';
import { publicReadProcedure } from '../trpc';
import { cachedFilteredView } from './data/cache';
import { latestExternalDate } from './data/facts';
import { dashboardFigures } from './data/figures';
import { dashboardFiltersInputSchema, dashboardViewOutput } from './schemas';

/** Everything the dashboard's tables and charts show for the filters, aggregated by the database. */
export const view = publicReadProcedure
  .input(dashboardFiltersInputSchema)
  .output(dashboardViewOutput)
  .query(({ ctx, input }) =>
    cachedFilteredView(ctx.db, 'dashboard.view', input, async (campaignList) => {
      return {
        // On a replica behind the primary, the moment of its data, not of the request.
        retrievedAt: await dataCurrentAt(ctx.db),
        latestExternalDate: await latestExternalDate(ctx.db, input.governmentId),
        ...(await dashboardFigures(ctx.db, input.governmentId, input, campaignList)),
      };
    }),
  );
