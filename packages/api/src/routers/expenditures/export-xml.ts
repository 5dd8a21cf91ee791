import { listExpendituresInputSchema } from '../../access/list-input';
import { listScopeFor } from '../../access/scope';
import { selectExpendituresForExport } from '../../data/expenditures';
import { expenditureEntry } from '../../exports';
import { exportXmlInputSchema, orestarExport } from '../../exports/xml-export';
import { protectedProcedure } from '../../trpc';

/** Export XML for ORESTAR: expenditures as transactions, payees as contacts. */
export const exportXml = protectedProcedure
  .input(exportXmlInputSchema(listExpendituresInputSchema))
  .query(async ({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    const filter = input.all ? {} : input;
    const rows = selectExpendituresForExport(ctx.db, scope, filter, input.sort);
    return orestarExport('expenditures', input.filerId, rows, expenditureEntry);
  });
