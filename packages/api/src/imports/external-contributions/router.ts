import { createTRPCRouter } from '../../trpc';
import { importFilings } from './import-procedure';

export const externalContributionsRouter = createTRPCRouter({ import: importFilings });
