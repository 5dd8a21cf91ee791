import { DomainError, PAYMENT_MESSAGES } from '@portal/domain';
import { z } from 'zod';
import { deleteDraft } from '../data/runs';
import { recordPaymentActivity } from '../history';
import { paymentRunProcedure } from '../procedures';

/** Deletes a draft run; an approved run is the record of money paid and stays (CONFLICT). */
export const remove = paymentRunProcedure.output(z.object({ id: z.number() })).mutation(({ ctx }) =>
  ctx.db.transaction(async (tx) => {
    if (!(await deleteDraft(tx, ctx.run.id)))
      throw new DomainError('CONFLICT', PAYMENT_MESSAGES.onlyDraftsDeleted);
    await recordPaymentActivity(tx, ctx, {
      governmentId: ctx.run.governmentId,
      notes: (who) => `${who} deleted draft payment run #${ctx.run.id} up to ${ctx.run.cutoffDate}`,
    });
    return { id: ctx.run.id };
  }),
);
