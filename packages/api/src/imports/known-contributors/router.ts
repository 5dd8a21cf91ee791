import { createTRPCRouter } from '../../trpc';
import { importFile } from './import-procedure';

export const knownContributorsRouter = createTRPCRouter({ import: importFile });
