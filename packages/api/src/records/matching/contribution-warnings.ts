import {
  campaignLimitWarnings,
  contributorDisplayName,
  isPersonContributor,
  limitCategory,
  limitDonorKey,
} from '@portal/domain';
import { findMatchEntry } from '../data/matches';
import { campaignLimitedGifts } from '../data/programme';
import { contributionProcedure } from '../record-procedures';
import { toLimitRow } from './limit-rows';

/**
 * The programme limits this contribution's donor passes with the campaign (and the campaign's
 * seed money total when this is seed money), grouped as the campaign's limits table groups
 * donors. Shown to the campaign before it submits and to city staff on review; a warning never
 * blocks a save.
 */
export const contributionWarnings = contributionProcedure.query(async ({ ctx }) => {
  const { record: contribution } = ctx;
  const { donorKey } = await findMatchEntry(ctx.db, contribution.id);
  const isSeed = limitCategory(contribution) === 'seed';
  const isPerson = isPersonContributor(contribution.contributorType);
  // A person's gifts are found by their stored key; a business's by its name, anywhere.
  const gifts = await campaignLimitedGifts(
    ctx.db,
    contribution.campaignId,
    isSeed || !isPerson ? null : donorKey,
  );
  const donor =
    donorKey === null
      ? null
      : limitDonorKey({
          donorKey,
          contributorType: contribution.contributorType,
          donorName: contributorDisplayName(contribution),
        });
  return campaignLimitWarnings(gifts)
    .filter(
      (warning) =>
        (donor !== null && warning.donorKey === donor) ||
        (isSeed && warning.code === 'seed_total_limit'),
    )
    .map(toLimitRow);
});
