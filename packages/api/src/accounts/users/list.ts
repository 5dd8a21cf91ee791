import { campaignOrGovernmentInputSchema, DomainError } from '@portal/domain';
import { z } from 'zod';
import { findCampaign } from '../../access/organisations';
import { listOrganisationMembers, type Organisation } from '../../access/permissions';
import { protectedProcedure } from '../../trpc';
import { canViewMembers } from './access';
import { userRowOutput } from './outputs';

/** `POST /users`: a campaign's users, or a government's own admins (spec section 7). */
export const list = protectedProcedure
  .input(campaignOrGovernmentInputSchema)
  .output(z.array(userRowOutput))
  .query(async ({ ctx, input }) => {
    let organisation: Organisation;
    if ('campaignId' in input) {
      const campaign = await findCampaign(ctx.db, input.campaignId);
      if (!campaign) throw new DomainError('NOT_FOUND', 'Campaign not found');
      organisation = { governmentId: campaign.governmentId, campaignId: campaign.id };
    } else {
      organisation = { governmentId: input.governmentId, campaignId: null };
    }
    if (!canViewMembers(ctx.user.permissions, organisation)) {
      throw new DomainError('FORBIDDEN', 'You may not see the users of this organisation');
    }
    return listOrganisationMembers(ctx.db, organisation);
  });
