import { createCampaignInputSchema, DomainError } from '@portal/domain';
import { assertAdministersGovernment } from '../../access/government-admin';
import { findGovernment } from '../../access/organisations';
import { idempotent } from '../../security/idempotency';
import { governmentAdminProcedure } from '../../trpc';
import { insertCampaign } from '../data/campaigns';
import { grantInvitation } from '../users/grant-invitation';
import { mailInvitation } from '../users/invitation-mail';
import type { InviteTarget } from '../users/invite-target';
import { campaignOutput, toCampaignOutput } from './outputs';

/**
 * `POST /campaigns/new` (spec section 6): creates a campaign for the admin's government and,
 * when the request names one (the portal's form always does), invites its first user as
 * campaign_admin. Both happen in one transaction, so a failed invite leaves no campaign behind;
 * the e-mail goes out only after the commit. A campaign created without one gets its admin from
 * an invitation later (`POST /users/invite` with its campaignId).
 */
export const create = governmentAdminProcedure
  .input(createCampaignInputSchema)
  .output(campaignOutput)
  .mutation(
    idempotent('campaigns.create', async ({ ctx, input }) => {
      assertAdministersGovernment(ctx.user.permissions, input.governmentId);
      const government = await findGovernment(ctx.db, input.governmentId);
      if (!government) throw new DomainError('NOT_FOUND', 'Government not found');
      const now = new Date();
      const { firstUser } = input;
      const { campaign, invitation } = await ctx.db.transaction(async (tx) => {
        const campaign = await insertCampaign(tx, {
          governmentId: government.id,
          name: input.name,
          officeSought: input.officeSought,
          email: firstUser?.email ?? null,
        });
        if (!firstUser) return { campaign, invitation: null };
        const target: InviteTarget = {
          role: 'campaign_admin',
          governmentId: government.id,
          campaignId: campaign.id,
          governmentName: government.name,
          campaignName: campaign.name,
        };
        const { user, code } = await grantInvitation(tx, firstUser, target, {
          now,
          senderId: ctx.user.id,
        });
        return { campaign, invitation: { user, code, target } };
      });
      if (invitation) {
        const { user, code, target } = invitation;
        await mailInvitation(ctx, { to: user.email, code, target, inviter: ctx.user });
      }
      return toCampaignOutput(campaign);
    }),
  );
