import { z } from 'zod';
import { listRuns } from '../data/runs';
import { runSummaryOutput } from '../outputs';
import { governmentPaymentsProcedure } from '../procedures';

/** The government's payment runs, newest first. */
export const list = governmentPaymentsProcedure
  .output(z.array(runSummaryOutput))
  .query(({ ctx, input }) => listRuns(ctx.db, input.governmentId));
