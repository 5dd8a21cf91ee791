import { createTRPCRouter } from '../trpc';
import { confirm } from './confirm';
import { campaign, programme } from './feed-procedures';
import { subscribe } from './subscribe';
import { unsubscribe } from './unsubscribe';

/** E-mail alerts: public, no sign-in; every answer is shaped by an output schema. */
export const alertsRouter = createTRPCRouter({ subscribe, confirm, unsubscribe });

/** The Atom feeds of public activity. */
export const feedsRouter = createTRPCRouter({ programme, campaign });
