import {
  canViewCampaign,
  canViewGovernment,
  DomainError,
  idSchema,
  PAYMENT_MESSAGES,
} from '@portal/domain';
import { z } from 'zod';
import { assertAdministersGovernment, governmentIdInputSchema } from '../access/government-admin';
import { findCampaign } from '../access/organisations';
import { governmentAdminProcedure, protectedProcedure } from '../trpc';
import { findRun } from './data/runs';

/** The government admins of the government named in the input. */
export const governmentPaymentsProcedure = governmentAdminProcedure
  .input(governmentIdInputSchema)
  .use(({ ctx, input, next }) => {
    assertAdministersGovernment(ctx.user.permissions, input.governmentId);
    return next();
  });

/**
 * A payment run, loaded and put on the context for the government admins of its government;
 * anyone else is told it does not exist.
 */
export const paymentRunProcedure = governmentAdminProcedure
  .input(z.object({ runId: idSchema }))
  .use(async ({ ctx, input, next }) => {
    const run = await findRun(ctx.db, input.runId);
    if (!run || !canViewGovernment(ctx.user.permissions, run.governmentId))
      throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.runNotFound);
    return next({ ctx: { run } });
  });

/**
 * A campaign's own payment records: its users and its government's admins read them; anyone
 * else is refused (FORBIDDEN), as the programme's statements are the campaign's business.
 */
export const campaignPaymentsProcedure = protectedProcedure
  .input(z.object({ campaignId: idSchema }))
  .use(async ({ ctx, input, next }) => {
    const campaign = await findCampaign(ctx.db, input.campaignId);
    if (!campaign) throw new DomainError('NOT_FOUND', 'Campaign not found');
    if (!canViewCampaign(ctx.user.permissions, campaign))
      throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.statementForbidden);
    return next({ ctx: { campaign } });
  });
