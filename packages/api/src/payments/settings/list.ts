import { z } from 'zod';
import { listProgrammes } from '../data/programmes';
import { programmeOutput } from '../outputs';
import { governmentPaymentsProcedure } from '../procedures';

/** The government's elections with their programme settings, the latest first. */
export const list = governmentPaymentsProcedure
  .output(z.array(programmeOutput))
  .query(({ ctx, input }) => listProgrammes(ctx.db, input.governmentId));
