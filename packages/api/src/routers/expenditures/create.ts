import { createExpenditureInputSchema, dollarsToCents } from '@portal/domain';
import { campaignWriterFor } from '../../access/writer';
import { recordActivity } from '../../data/activities';
import { insertExpenditure, toExpenditureRecord } from '../../data/expenditures';
import { protectedProcedure } from '../../trpc';
import { actorLabel, describeCreation } from '../activities/notes';

/**
 * `POST /expenditures/new`: always a draft, in the campaign the caller works for (a government
 * admin only in edit mode for it), recorded in the history in the same transaction.
 */
export const create = protectedProcedure
  .input(createExpenditureInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { actor, campaign } = await campaignWriterFor(ctx, input.campaignId, 'expenditure');
    const { amount, ...fields } = input.expenditure;
    return ctx.db.transaction(async (tx) => {
      const row = await insertExpenditure(tx, {
        ...fields,
        amountCents: dollarsToCents(amount),
        status: 'draft',
        campaignId: campaign.id,
        governmentId: campaign.governmentId,
        createdById: actor.userId,
      });
      await recordActivity(tx, {
        governmentId: row.governmentId,
        campaignId: row.campaignId,
        expenditureId: row.id,
        userId: actor.userId,
        onBehalfOfCampaignId: actor.onBehalfOfCampaignId,
        apiTokenId: actor.apiTokenId,
        activityType: 'other',
        notes: describeCreation(actorLabel(actor, campaign.name), `expenditure #${row.id}`, amount),
      });
      return toExpenditureRecord(row, campaign.name);
    });
  });
