import {
  computePaymentRun,
  DomainError,
  formatMoney,
  openPaymentRunInputSchema,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { candidateMatches } from '../data/candidates';
import { campaignFacts } from '../data/ledgers';
import { programmeFor } from '../data/programmes';
import { findRun, insertDraftRun, runWithLines } from '../data/runs';
import { recordPaymentActivity } from '../history';
import { runOutput } from '../outputs';
import { governmentPaymentsProcedure } from '../procedures';
import { ledgerOf } from '../rules';

/**
 * Opens a draft run for a cut-off date: the election whose window holds the date, each campaign's
 * matches up to it that no approved run paid, what the cap allows and what is held back and why.
 * Nothing is paid until the run is approved.
 */
export const open = governmentPaymentsProcedure
  .input(openPaymentRunInputSchema)
  .output(runOutput)
  .mutation(async ({ ctx, input }) => {
    const programme = await programmeFor(ctx.db, input.governmentId, input.cutoffDate);
    if (!programme) throw new DomainError('PRECONDITION_FAILED', PAYMENT_MESSAGES.noProgramme);
    return ctx.db.transaction(async (tx) => {
      const [facts, matches] = await Promise.all([
        campaignFacts(tx, programme, input.cutoffDate),
        candidateMatches(tx, programme, input.cutoffDate),
      ]);
      const run = computePaymentRun({
        ledgers: facts.map((campaign) => ledgerOf(programme, campaign)),
        matches,
      });
      const runId = await insertDraftRun(tx, {
        governmentId: input.governmentId,
        programmeId: programme.id,
        cutoffDate: input.cutoffDate,
        createdById: ctx.user.id,
        run,
      });
      await recordPaymentActivity(tx, ctx, {
        governmentId: input.governmentId,
        notes: (who) =>
          `${who} opened payment run #${runId} of ${programme.electionName} up to ${input.cutoffDate}: ${formatMoney(run.totalCents)} to ${run.lines.length} campaigns`,
      });
      const summary = await findRun(tx, runId);
      if (!summary) throw new Error('The payment run vanished inside its own transaction');
      return runWithLines(tx, summary);
    });
  });
