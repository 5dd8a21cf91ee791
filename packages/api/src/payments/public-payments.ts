import { idSchema } from '@portal/domain';
import { z } from 'zod';
import { openDataProcedure } from '../dashboard';
import { approvedPayments } from './data/public-payments';
import { openDataPaymentSchema } from './open-data-columns';

/**
 * The public record of public money: what each approved run paid each campaign, and when. Anyone
 * may read it (`/open-data/payments.csv` and `.json`); downloads count against the open-data
 * limit per address.
 */
export const publicPayments = openDataProcedure
  .input(z.object({ governmentId: idSchema.default(1) }))
  .output(z.array(openDataPaymentSchema))
  .query(({ ctx, input }) => approvedPayments(ctx.db, input.governmentId));
