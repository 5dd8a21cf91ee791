import { canViewGovernment, DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { findCampaign } from '../../data/organisations';
import { setAssumedCampaign } from '../../data/sessions';
import { governmentAdminProcedure } from '../../trpc';

export const assumeInputSchema = z.object({ campaignId: idSchema });

/**
 * Turns edit mode on (spec section 4): this session, and only this one, acts as the campaign.
 * Signing out deletes the session, so edit mode never outlives it.
 */
export const assume = governmentAdminProcedure
  .input(assumeInputSchema)
  .output(z.object({ assumedCampaignId: z.number() }))
  .mutation(async ({ ctx, input }) => {
    const campaign = await findCampaign(ctx.db, input.campaignId);
    // Only the campaigns of a government the user administers; others are not even named.
    if (!campaign || !canViewGovernment(ctx.user.permissions, campaign.governmentId))
      throw new DomainError('NOT_FOUND', 'Campaign not found');
    await setAssumedCampaign(ctx.db, ctx.session.id, campaign.id);
    return { assumedCampaignId: campaign.id };
  });

/** Turns edit mode off for this session ('EDIT MODE ON - Click to turn off'). */
export const stopAssuming = governmentAdminProcedure
  .output(z.object({ assumedCampaignId: z.null() }))
  .mutation(async ({ ctx }) => {
    await setAssumedCampaign(ctx.db, ctx.session.id, null);
    return { assumedCampaignId: null };
  });
