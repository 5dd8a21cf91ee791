import { createTRPCRouter } from '../../trpc';
import { recordProcedures } from '..';
import { bulkImport } from './bulk-import';
import { contributionKind } from './kind';

/** The procedures every money record has, and the contributions' own bulk upload. */
export const contributionsRouter = createTRPCRouter({
  ...recordProcedures(contributionKind),
  bulkImport,
});
