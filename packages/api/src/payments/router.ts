import { createTRPCRouter } from '../trpc';
import { savePayeeProcedure } from './payees';
import { paymentRunsRouter } from './runs/router';
import { paymentSettingsRouter } from './settings/router';
import { standing, standings } from './standing-procedures';
import { paymentStatementsRouter } from './statements/router';

export const paymentsRouter = createTRPCRouter({
  settings: paymentSettingsRouter,
  payees: createTRPCRouter({ save: savePayeeProcedure }),
  standing,
  standings,
  runs: paymentRunsRouter,
  statements: paymentStatementsRouter,
});
