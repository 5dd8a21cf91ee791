import { contributionProcedure } from '../../access/record-procedures';
import { commentInputSchema, writeComment } from '../activities/comment';

/** `POST /contributions/{id}/comments`: anyone who may see the contribution may comment. */
export const comment = contributionProcedure
  .input(commentInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { contribution } = ctx;
    await writeComment(
      ctx.db,
      {
        governmentId: contribution.governmentId,
        campaignId: contribution.campaignId,
        contributionId: contribution.id,
      },
      ctx.actor,
      input,
    );
  });
