import { createTRPCRouter } from '../../trpc';
import { archive } from './archive';
import { bulkImport } from './bulk-import';
import { comment } from './comment';
import { create } from './create';
import { exportCsv } from './export-csv';
import { exportXml } from './export-xml';
import { get } from './get';
import { list } from './list';
import { update } from './update';

export const contributionsRouter = createTRPCRouter({
  create,
  get,
  update,
  archive,
  list,
  comment,
  exportCsv,
  exportXml,
  bulkImport,
});
