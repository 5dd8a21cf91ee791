import { apiTokensRouter } from './accounts/api-tokens/router';
import { authRouter } from './accounts/auth/router';
import { campaignsRouter } from './accounts/campaigns/router';
import { usersRouter } from './accounts/users/router';
import { alertsRouter, feedsRouter } from './alerts/router';
import { campaignPagesRouter } from './campaign-pages/router';
import { openDataRouter } from './dashboard/open-data/router';
import { dashboardRouter } from './dashboard/router';
import { geocodingRouter } from './geocoding/router';
import { externalContributionsRouter } from './imports/external-contributions/router';
import { knownContributorsRouter } from './imports/known-contributors/router';
import { paymentsRouter } from './payments/router';
import { paymentRunsRouter } from './payments/runs/router';
import { paymentSettingsRouter } from './payments/settings/router';
import { paymentStatementsRouter } from './payments/statements/router';
import { activitiesRouter } from './records/activities/router';
import { addressesRouter } from './records/addresses/router';
import { contributionsRouter } from './records/contributions/router';
import { expendituresRouter } from './records/expenditures/router';
import { matchingRouter } from './records/matching/router';
import { searchRouter } from './records/search/router';
import { summaryRouter } from './records/summary/router';
import { registerStrictInputs } from './shared/strict-input';
import { createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  dashboard: dashboardRouter,
  users: usersRouter,
  campaigns: campaignsRouter,
  summary: summaryRouter,
  search: searchRouter,
  contributions: contributionsRouter,
  activities: activitiesRouter,
  expenditures: expendituresRouter,
  matching: matchingRouter,
  knownContributors: knownContributorsRouter,
  addresses: addressesRouter,
  externalContributions: externalContributionsRouter,
  geocoding: geocodingRouter,
  openData: openDataRouter,
  apiTokens: apiTokensRouter,
  campaignPages: campaignPagesRouter,
  alerts: alertsRouter,
  feeds: feedsRouter,
  payments: paymentsRouter,
  paymentSettings: paymentSettingsRouter,
  paymentRuns: paymentRunsRouter,
  paymentStatements: paymentStatementsRouter,
});

registerStrictInputs(appRouter);

export type AppRouter = typeof appRouter;
