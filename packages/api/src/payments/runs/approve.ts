import { isUniqueViolation, lockForTransaction } from '@portal/db';
import { DomainError, formatMoney, PAYMENT_MESSAGES } from '@portal/domain';
import {
  approvedSince,
  changedSinceOpened,
  findRun,
  markApproved,
  payRunMatches,
  runWithLines,
} from '../data/runs';
import { recordPaymentActivity } from '../history';
import { runOutput } from '../outputs';
import { paymentRunProcedure } from '../procedures';

/**
 * Approves a draft in one transaction: the run turns approved and each match it pays is marked
 * paid by it. Refused (CONFLICT) when the run is approved already, when another run was approved
 * since it was opened (its lines would count the cap and offsets twice), when a match it pays is
 * no longer an approved match, or when another run paid one of its matches: the paid matches'
 * key refuses that even if two approvals pass every check at the same moment.
 */
export const approve = paymentRunProcedure.output(runOutput).mutation(async ({ ctx }) => {
  const { run } = ctx;
  try {
    return await ctx.db.transaction(async (tx) => {
      // Approvals of one government are taken one at a time, so the check below sees the other.
      await lockForTransaction(tx, `payment runs:${run.governmentId}`);
      if (!(await markApproved(tx, run.id, ctx.user.id)))
        throw new DomainError('CONFLICT', PAYMENT_MESSAGES.runAlreadyApproved);
      if (await approvedSince(tx, run))
        throw new DomainError('CONFLICT', PAYMENT_MESSAGES.runOutdated);
      if ((await changedSinceOpened(tx, run.id)) > 0)
        throw new DomainError('CONFLICT', PAYMENT_MESSAGES.runMatchesChanged);
      await payRunMatches(tx, run.id);
      await recordPaymentActivity(tx, ctx, {
        governmentId: run.governmentId,
        notes: (who) =>
          `${who} approved payment run #${run.id} up to ${run.cutoffDate}: ${formatMoney(run.totalCents)}`,
      });
      const approved = await findRun(tx, run.id);
      if (!approved) throw new Error('The payment run vanished inside its own transaction');
      return runWithLines(tx, approved);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'paid_matches_pkey'))
      throw new DomainError('CONFLICT', PAYMENT_MESSAGES.runMatchesTaken);
    throw error;
  }
});
