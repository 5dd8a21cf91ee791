import { createTRPCRouter } from '../../trpc';
import { importFilings } from './import';

export const externalContributionsRouter = createTRPCRouter({ import: importFilings });
