import { contributionProcedure } from '../../access/record-procedures';
import { applyContributionUpdate } from './update';

/**
 * `DELETE /contributions/{id}`: moves the contribution to archived (the trash), under the same
 * transition rules as an update to status archived; records are never deleted.
 */
export const archive = contributionProcedure.mutation(({ ctx, input }) =>
  applyContributionUpdate(ctx, { id: input.id, status: 'archived' }),
);
