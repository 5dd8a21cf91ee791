import { z } from 'zod';
import { publicReadProcedure } from '../trpc';
import { cachedDashboardData } from './data/cache';
import { listDashboardCampaigns } from './data/facts';
import { dashboardCampaignOutput, governmentInputSchema } from './schemas';

/** Candidates for the filter bar: participating campaigns and non-participating filers. */
export const campaigns = publicReadProcedure
  .input(governmentInputSchema)
  .output(z.array(dashboardCampaignOutput))
  .query(({ ctx, input }) =>
    cachedDashboardData(ctx.db, input.governmentId, 'campaigns', () =>
      listDashboardCampaigns(ctx.db, input.governmentId),
    ),
  );
