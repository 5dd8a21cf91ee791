import { campaignPayeeInputSchema, canViewGovernment, DomainError } from '@portal/domain';
import { z } from 'zod';
import { findCampaign } from '../access/organisations';
import { governmentAdminProcedure } from '../trpc';
import { savePayee } from './data/campaigns';
import { recordPaymentActivity } from './history';

/** Sets a campaign's committee id and payee reference for the treasury file. */
export const savePayeeProcedure = governmentAdminProcedure
  .input(campaignPayeeInputSchema)
  .output(z.object({ campaignId: z.number(), committeeId: z.string(), payeeReference: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const campaign = await findCampaign(ctx.db, input.campaignId);
    if (!campaign || !canViewGovernment(ctx.user.permissions, campaign.governmentId))
      throw new DomainError('NOT_FOUND', 'Campaign not found');
    return ctx.db.transaction(async (tx) => {
      const payee = await savePayee(tx, input);
      await recordPaymentActivity(tx, ctx, {
        governmentId: campaign.governmentId,
        campaignId: campaign.id,
        notes: (who) =>
          `${who} set the payee of ${campaign.name}: committee id '${input.committeeId}', payee reference '${input.payeeReference}'`,
      });
      return payee;
    });
  });
