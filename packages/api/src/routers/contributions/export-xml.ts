import { listContributionsInputSchema } from '../../access/list-input';
import { recordScopeFor } from '../../access/scope';
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
    const scope = {
      ...recordScopeFor(ctx),
      campaignId: input.campaignId,
      governmentId: input.governmentId,
    };
    const filter = input.all ? {} : input;
    return orestarExport('contributions', input.filerId, async function* () {
      for await (const batch of selectContributionsForExport(ctx.db, scope, filter, input.sort))
        yield batch.map(contributionEntry);
    });
  });
