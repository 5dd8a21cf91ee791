import { listContributionsInputSchema } from '../../access/list-input';
import { listScopeFor } from '../../access/scope';
import { selectContributionsForExport } from '../../data/contributions';
import { contributionEntry } from '../../exports';
import { exportXmlInputSchema, orestarExport } from '../../exports/xml-export';
import { protectedProcedure } from '../../trpc';

/**
 * Export XML for ORESTAR with the campaign's Filer Id: the filtered list, or with `all` every
 * record the caller may see, as documents of at most 2,000 transactions each.
 */
export const exportXml = protectedProcedure
  .input(exportXmlInputSchema(listContributionsInputSchema))
  .query(async ({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    const filter = input.all ? {} : input;
    const rows = selectContributionsForExport(ctx.db, scope, filter, input.sort);
    return orestarExport('contributions', input.filerId, rows, contributionEntry);
  });
