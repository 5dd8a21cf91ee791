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
import { expenditureKind, updateExpenditureSchema } from './kind';

export const expendituresRouter = createTRPCRouter({
  create: createProcedure(expenditureKind),
  get: getProcedure(expenditureKind),
  update: updateProcedure(expenditureKind, updateExpenditureSchema),
  archive: archiveProcedure(expenditureKind),
  list: listProcedure(expenditureKind),
  comment: commentProcedure(expenditureKind),
  exportCsv: exportCsvProcedure(expenditureKind),
  exportXml: exportXmlProcedure(expenditureKind),
});
