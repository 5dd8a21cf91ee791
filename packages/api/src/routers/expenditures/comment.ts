import { expenditureProcedure } from '../../access/record-procedures';
import { commentInputSchema, writeComment } from '../activities/comment';

/** `POST /expenditures/{id}/comments`: anyone who may see the expenditure may comment. */
export const comment = expenditureProcedure
  .input(commentInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { expenditure } = ctx;
    await writeComment(
      ctx.db,
      {
        governmentId: expenditure.governmentId,
        campaignId: expenditure.campaignId,
        expenditureId: expenditure.id,
      },
      ctx.actor,
      input,
    );
  });
