import { listExpendituresInputSchema } from '../../access/list-input';
import { listScopeFor } from '../../access/scope';
import { listExpenditures } from '../../data/expenditures';
import { protectedProcedure } from '../../trpc';

/**
 * `POST /expenditures`: one page of the expenditures the caller may see (campaign users their
 * campaign, government admins every campaign of their government), with the total.
 */
export const list = protectedProcedure
  .input(listExpendituresInputSchema)
  .query(async ({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    const result = await listExpenditures(ctx.db, scope, input, input.sort, input);
    return { ...result, page: input.page, perPage: input.perPage };
  });
