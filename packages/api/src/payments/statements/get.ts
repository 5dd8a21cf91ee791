import { DomainError, idSchema, PAYMENT_MESSAGES } from '@portal/domain';
import { z } from 'zod';
import { findRun } from '../data/runs';
import { statementOutput } from '../outputs';
import { campaignPaymentsProcedure } from '../procedures';
import { statementOfRun } from '../statement-of-run';

/**
 * A campaign's statement of one run: each match paid, each held back with its reason, each
 * offset, and the running total against the cap. Campaign users read approved runs' statements
 * of their own campaign; the government's admins read drafts' too.
 */
export const get = campaignPaymentsProcedure
  .input(z.object({ runId: idSchema }))
  .output(statementOutput)
  .query(async ({ ctx, input }) => {
    const run = await findRun(ctx.db, input.runId);
    const isAdmin = ctx.user.permissions.some(
      (p) => p.role === 'government_admin' && p.governmentId === ctx.campaign.governmentId,
    );
    if (
      !run ||
      run.governmentId !== ctx.campaign.governmentId ||
      (run.status !== 'approved' && !isAdmin)
    )
      throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.runNotFound);
    const statement = await statementOfRun(ctx.db, run, ctx.campaign);
    if (!statement) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.noStatement);
    return statement;
  });
