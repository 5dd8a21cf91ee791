import { DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { findContribution } from '../data/contributions';
import { findExpenditure } from '../data/expenditures';
import { protectedProcedure } from '../trpc';
import { actorFor } from './scope';

const recordId = z.object({ id: idSchema });

/**
 * Loads the contribution named by `id` and decides how the caller acts on it. Whoever may not see
 * it gets NOT_FOUND, the same answer as for an id that does not exist.
 */
export const contributionProcedure = protectedProcedure
  .input(recordId)
  .use(async ({ ctx, input, next }) => {
    const contribution = await findContribution(ctx.db, input.id);
    const actor = contribution ? actorFor(ctx, contribution) : null;
    if (!contribution || !actor) throw new DomainError('NOT_FOUND', 'Contribution not found');
    return next({ ctx: { contribution, actor } });
  });

/** The expenditure twin of `contributionProcedure`. */
export const expenditureProcedure = protectedProcedure
  .input(recordId)
  .use(async ({ ctx, input, next }) => {
    const expenditure = await findExpenditure(ctx.db, input.id);
    const actor = expenditure ? actorFor(ctx, expenditure) : null;
    if (!expenditure || !actor) throw new DomainError('NOT_FOUND', 'Expenditure not found');
    return next({ ctx: { expenditure, actor } });
  });
