import { createTRPCRouter } from '../trpc';
import { campaigns } from './campaigns';
import { config } from './config';
import { contributionsGeo, externalContributionsGeo } from './geo';
import { map } from './map';
import { view } from './view';

/** The public dashboard: no sign-in, and every answer is shaped by an output schema. */
export const dashboardRouter = createTRPCRouter({
  campaigns,
  view,
  map,
  config,
  contributionsGeo,
  externalContributionsGeo,
});
