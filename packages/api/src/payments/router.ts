import { createTRPCRouter } from '../trpc';
import { savePayeeProcedure } from './payees';
import { standing, standings } from './standing-procedures';

/** A campaign's standing in the programme and where its money goes. */
export const paymentsRouter = createTRPCRouter({
  standing,
  standings,
  savePayee: savePayeeProcedure,
});
