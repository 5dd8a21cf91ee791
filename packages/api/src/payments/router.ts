import { createTRPCRouter } from '../trpc';
import { savePayeeProcedure } from './payees';
import { publicPayments } from './public-payments';
import { standing, standings } from './standing-procedures';

/** A campaign's standing in the programme, where its money goes, and the public payment record. */
export const paymentsRouter = createTRPCRouter({
  standing,
  standings,
  savePayee: savePayeeProcedure,
  publicPayments,
});
