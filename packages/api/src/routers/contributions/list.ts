import { listContributionsInputSchema } from '../../access/list-input';
import { listScopeFor } from '../../access/scope';
import { listContributions } from '../../data/contributions';
import { protectedProcedure } from '../../trpc';

/**
 * `POST /contributions`: one page of the contributions the caller may see (campaign users their
 * campaign, government admins every campaign of their government), with the total.
 */
export const list = protectedProcedure
  .input(listContributionsInputSchema)
  .query(async ({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    const result = await listContributions(ctx.db, scope, input, input.sort, input);
    return { ...result, page: input.page, perPage: input.perPage };
  });
