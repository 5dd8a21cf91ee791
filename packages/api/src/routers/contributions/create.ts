import { refreshContributionMatches } from '@portal/db';
import { createContributionInputSchema, dollarsToCents } from '@portal/domain';
import { campaignWriterFor } from '../../access/writer';
import { recordActivity } from '../../data/activities';
import { insertContribution, toContributionRecord } from '../../data/contributions';
import { protectedProcedure } from '../../trpc';
import { actorLabel, describeCreation } from '../activities/notes';

/**
 * `POST /contributions/new`: always a draft, in the campaign the caller works for (a government
 * admin only in edit mode for it), recorded in the history in the same transaction.
 */
export const create = protectedProcedure
  .input(createContributionInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { actor, campaign } = await campaignWriterFor(ctx, input.campaignId, 'contribution');
    const { amount, ...fields } = input.contribution;
    return ctx.db.transaction(async (tx) => {
      const row = await insertContribution(tx, {
        ...fields,
        amountCents: dollarsToCents(amount),
        status: 'draft',
        campaignId: campaign.id,
        governmentId: campaign.governmentId,
        createdById: actor.userId,
      });
      const match = (await refreshContributionMatches(tx, [row.id])).get(row.id);
      await recordActivity(tx, {
        governmentId: row.governmentId,
        campaignId: row.campaignId,
        contributionId: row.id,
        userId: actor.userId,
        onBehalfOfCampaignId: actor.onBehalfOfCampaignId,
        apiTokenId: actor.apiTokenId,
        activityType: 'contribution',
        notes: describeCreation(
          actorLabel(actor, campaign.name),
          `contribution #${row.id}`,
          amount,
        ),
      });
      const record = toContributionRecord(row, campaign.name);
      return match
        ? {
            ...record,
            matchId: match.matchId,
            matchStrength: match.matchStrength,
            matchInPortland: match.matchInPortland,
          }
        : record;
    });
  });
