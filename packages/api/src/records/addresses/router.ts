import { createTRPCRouter } from '../../trpc';
import { suggest } from './suggest';

export const addressesRouter = createTRPCRouter({ suggest });
