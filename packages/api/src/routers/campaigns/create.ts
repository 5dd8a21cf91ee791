import { createCampaignInputSchema, DomainError } from '@portal/domain';
import { insertCampaign } from '../../data/campaigns';
import { findGovernment } from '../../data/organisations';
import { governmentAdminProcedure } from '../../trpc';
import { grantInvitation } from '../users/grant-invitation';
import { mailInvitation } from '../users/invitation-mail';
import type { InviteTarget } from '../users/invite-target';
import { assertAdministersGovernment } from './access';
import { campaignOutput, toCampaignOutput } from './outputs';

/**
 * `POST /campaigns/new` (spec section 6): creates a campaign for the admin's government and
 * invites its first user as campaign_admin. Both happen in one transaction, so a failed invite
 * leaves no campaign without an admin; the e-mail goes out only after the commit.
 */
export const create = governmentAdminProcedure
  .input(createCampaignInputSchema)
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    assertAdministersGovernment(ctx.user.permissions, input.governmentId);
    const government = await findGovernment(ctx.db, input.governmentId);
    if (!government) throw new DomainError('NOT_FOUND', 'Government not found');
    const now = new Date();
    const { campaign, user, code, target } = await ctx.db.transaction(async (tx) => {
      const campaign = await insertCampaign(tx, {
        governmentId: government.id,
        name: input.name,
        officeSought: input.officeSought,
        email: input.email,
      });
      const target: InviteTarget = {
        role: 'campaign_admin',
        governmentId: government.id,
        campaignId: campaign.id,
        governmentName: government.name,
        campaignName: campaign.name,
      };
      const invitee = { email: input.email, firstName: input.firstName, lastName: input.lastName };
      const { user, code } = await grantInvitation(tx, invitee, target, now);
      return { campaign, user, code, target };
    });
    await mailInvitation(ctx, { to: user.email, code, target, inviter: ctx.user });
    return toCampaignOutput(campaign);
  });
