import { activitiesRouter } from './routers/activities/router';
import { addressesRouter } from './routers/addresses/router';
import { apiTokensRouter } from './routers/api-tokens/router';
import { authRouter } from './routers/auth/router';
import { campaignsRouter } from './routers/campaigns/router';
import { contributionsRouter } from './routers/contributions/router';
import { dashboardRouter } from './routers/dashboard/router';
import { expendituresRouter } from './routers/expenditures/router';
import { externalContributionsRouter } from './routers/external-contributions/router';
import { geocodingRouter } from './routers/geocoding/router';
import { knownContributorsRouter } from './routers/known-contributors/router';
import { matchingRouter } from './routers/matching/router';
import { openDataRouter } from './routers/open-data/router';
import { searchRouter } from './routers/search/router';
import { summaryRouter } from './routers/summary/router';
import { usersRouter } from './routers/users/router';
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
});

export type AppRouter = typeof appRouter;
