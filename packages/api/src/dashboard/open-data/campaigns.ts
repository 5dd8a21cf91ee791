import { z } from 'zod';
import { createCallerFactory } from '../../trpc';
import { dashboardRouter } from '../router';
import { dashboardFiltersInputSchema, dashboardViewOutput } from '../schemas';
import { openDataProcedure } from './throttle';

const dashboardCaller = createCallerFactory(dashboardRouter);

/**
 * The public dashboard's campaigns table for the filters: the very rows `dashboard.view`
 * answers, through its cache, so the download and the screen cannot disagree.
 */
export const campaigns = openDataProcedure
  .input(dashboardFiltersInputSchema)
  .output(z.array(dashboardViewOutput.shape.campaigns.element))
  .query(async ({ ctx, input }) => (await dashboardCaller(ctx).view(input)).campaigns);
