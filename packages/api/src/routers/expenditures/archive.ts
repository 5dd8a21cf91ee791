import { expenditureProcedure } from '../../access/record-procedures';
import { applyExpenditureUpdate } from './update';

/**
 * `DELETE /expenditures/{id}`: moves the expenditure to archived (the trash), under the same
 * transition rules as an update to status archived; records are never deleted.
 */
export const archive = expenditureProcedure.mutation(({ ctx, input }) =>
  applyExpenditureUpdate(ctx, { id: input.id, status: 'archived' }),
);
