import { DomainError } from '@portal/domain';
import { z } from 'zod';
import { listGovernmentCampaigns } from './data/campaigns';
import { standingOutput } from './outputs';
import { campaignPaymentsProcedure, governmentPaymentsProcedure } from './procedures';
import { standingsOf } from './standing';

/** One campaign's standing: its users see it on their dashboard, admins on the campaign. */
export const standing = campaignPaymentsProcedure.output(standingOutput).query(async ({ ctx }) => {
  const { campaign } = ctx;
  const [row] = await standingsOf(ctx.db, campaign.governmentId, [campaign], campaign.id);
  if (!row) throw new DomainError('NOT_FOUND', 'Campaign not found');
  return row;
});

/** Every campaign's standing, for the government's Campaigns table. */
export const standings = governmentPaymentsProcedure
  .output(z.array(standingOutput))
  .query(async ({ ctx, input }) => {
    const campaigns = await listGovernmentCampaigns(ctx.db, input.governmentId);
    return standingsOf(ctx.db, input.governmentId, campaigns);
  });
