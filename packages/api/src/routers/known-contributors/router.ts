import { createTRPCRouter } from '../../trpc';
import { importFile } from './import';

export const knownContributorsRouter = createTRPCRouter({ import: importFile });
