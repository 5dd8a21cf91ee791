import { DomainError, renameCampaignInputSchema } from '@portal/domain';
import { assertAdministersGovernment } from '../../access/government-admin';
import { governmentAdminProcedure } from '../../trpc';
import { renameCampaign } from '../data/campaigns';
import { campaignOutput, toCampaignOutput } from './outputs';

/** `POST /campaigns/update`: the inline rename of the Campaigns table. */
export const rename = governmentAdminProcedure
  .input(renameCampaignInputSchema)
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    assertAdministersGovernment(ctx.user.permissions, input.governmentId);
    const campaign = await renameCampaign(ctx.db, input);
    if (!campaign) throw new DomainError('NOT_FOUND', 'Campaign not found');
    return toCampaignOutput(campaign);
  });
