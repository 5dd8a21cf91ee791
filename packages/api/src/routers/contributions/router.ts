import {
  archiveProcedure,
  commentProcedure,
  createProcedure,
  exportCsvProcedure,
  exportXmlProcedure,
  getProcedure,
  listProcedure,
  updateProcedure,
} from '../../records';
import { createTRPCRouter } from '../../trpc';
import { bulkImport } from './bulk-import';
import { contributionKind } from './kind';
import { updateContributionSchema } from './update-rules';

export const contributionsRouter = createTRPCRouter({
  create: createProcedure(contributionKind),
  get: getProcedure(contributionKind),
  update: updateProcedure(contributionKind, updateContributionSchema),
  archive: archiveProcedure(contributionKind),
  list: listProcedure(contributionKind),
  comment: commentProcedure(contributionKind),
  exportCsv: exportCsvProcedure(contributionKind),
  exportXml: exportXmlProcedure(contributionKind),
  bulkImport,
});
