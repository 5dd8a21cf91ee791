import { listContributionsInputSchema } from '../../access/list-input';
import { listScopeFor } from '../../access/scope';
import { selectContributionsForExport } from '../../data/contributions';
import { CONTRIBUTION_CSV_COLUMNS, csvChunks } from '../../exports';
import { protectedProcedure } from '../../trpc';

/**
 * `POST /contributions` with `format: 'csv'`: the rows of the list (same scope, filters and sort,
 * without paging) as CSV text chunks. The scope is settled before the first chunk, so the caller
 * sees only their own campaigns' rows; the REST adapter streams the chunks as the download.
 */
export const exportCsv = protectedProcedure
  .input(listContributionsInputSchema)
  .query(({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    return csvChunks(
      CONTRIBUTION_CSV_COLUMNS,
      selectContributionsForExport(ctx.db, scope, input, input.sort),
    );
  });
