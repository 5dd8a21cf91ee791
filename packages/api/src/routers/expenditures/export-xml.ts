import { listExpendituresInputSchema } from '../../access/list-input';
import { recordScopeFor } from '../../access/scope';
import { selectExpendituresForExport } from '../../data/expenditures';
import { expenditureEntry } from '../../exports';
import { exportXmlInputSchema, orestarExport } from '../../exports/xml-export';
import { protectedProcedure } from '../../trpc';

/** Export XML for ORESTAR: expenditures as transactions, payees as contacts. */
export const exportXml = protectedProcedure
  .input(exportXmlInputSchema(listExpendituresInputSchema))
  .query(async ({ ctx, input }) => {
    const scope = {
      ...recordScopeFor(ctx),
      campaignId: input.campaignId,
      governmentId: input.governmentId,
    };
    const filter = input.all ? {} : input;
    return orestarExport('expenditures', input.filerId, async function* () {
      for await (const batch of selectExpendituresForExport(ctx.db, scope, filter, input.sort))
        yield batch.map(expenditureEntry);
    });
  });
