import { canViewGovernment, DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { findCampaign } from '../../access/organisations';
import { setAssumedCampaign } from '../../access/sessions';
import type { ActiveSession } from '../../context';
import { governmentAdminProcedure } from '../../trpc';
import { setApiTokenAssumedCampaign } from '../data/api-tokens';

/** Edit mode belongs to the browser session, or to the API token a script presents. */
const setEditMode = (
  db: Parameters<typeof setAssumedCampaign>[0],
  session: ActiveSession,
  campaignId: number | null,
) =>
  session.kind === 'cookie'
    ? setAssumedCampaign(db, session.id, campaignId)
    : setApiTokenAssumedCampaign(db, session.token.id, campaignId);

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
    await setEditMode(ctx.db, ctx.session, campaign.id);
    return { assumedCampaignId: campaign.id };
  });

/** Turns edit mode off for this session ('EDIT MODE ON - Click to turn off'). */
export const stopAssuming = governmentAdminProcedure
  .output(z.object({ assumedCampaignId: z.null() }))
  .mutation(async ({ ctx }) => {
    await setEditMode(ctx.db, ctx.session, null);
    return { assumedCampaignId: null };
  });
