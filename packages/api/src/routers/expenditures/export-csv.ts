import { listExpendituresInputSchema } from '../../access/list-input';
import { listScopeFor } from '../../access/scope';
import { selectExpendituresForExport } from '../../data/expenditures';
import { csvChunks, EXPENDITURE_CSV_COLUMNS } from '../../exports';
import { protectedProcedure } from '../../trpc';

/**
 * `POST /expenditures` with `format: 'csv'`: the rows of the list (same scope, filters and sort,
 * without paging) as CSV text chunks for the REST adapter to stream.
 */
export const exportCsv = protectedProcedure
  .input(listExpendituresInputSchema)
  .query(({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    return csvChunks(
      EXPENDITURE_CSV_COLUMNS,
      selectExpendituresForExport(ctx.db, scope, input, input.sort),
    );
  });
