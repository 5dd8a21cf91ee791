import { campaignLimitWarnings, centsToDollars, limitCategory } from '@portal/domain';
import { contributionProcedure } from '../../access/record-procedures';
import { findMatchEntry } from '../../data/matches';
import { campaignLimitedGifts } from '../../data/programme';

/**
 * The programme limits this contribution's donor passes with the campaign (and the campaign's
 * seed money total when this is seed money). Shown to the campaign before it submits and to city
 * staff on review; a warning never blocks a save.
 */
export const contributionWarnings = contributionProcedure.query(async ({ ctx }) => {
  const { contribution } = ctx;
  const { donorKey } = await findMatchEntry(ctx.db, contribution.id);
  const isSeed = limitCategory(contribution) === 'seed';
  const gifts = await campaignLimitedGifts(
    ctx.db,
    contribution.campaignId,
    isSeed ? null : donorKey,
  );
  return campaignLimitWarnings(gifts)
    .filter(
      (warning) =>
        (donorKey !== null && warning.donorKey === donorKey) ||
        (isSeed && warning.code === 'seed_total_limit'),
    )
    .map((warning) => ({
      code: warning.code,
      total: centsToDollars(warning.totalCents),
      limit: centsToDollars(warning.limitCents),
      message: warning.message,
    }));
});
