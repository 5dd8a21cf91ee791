import {
  campaignLimitWarnings,
  canViewCampaign,
  centsToDollars,
  DomainError,
  idSchema,
  isOffice,
  qualifyingProgress,
} from '@portal/domain';
import { z } from 'zod';
import { findCampaign } from '../../access/organisations';
import { protectedProcedure } from '../../trpc';
import { campaignLimitedGifts, campaignPublicMoney, qualifyingDonorCount } from '../data/programme';
import { toLimitRow } from './limit-rows';

/**
 * A campaign's standing in the programme, live: qualifying contributions against its office's
 * threshold, public money matched and pending, and every limit its donors pass. Campaign users
 * see their own campaign, government admins any of their government's (NOT_FOUND otherwise).
 */
export const campaignProgress = protectedProcedure
  .input(z.object({ campaignId: idSchema }))
  .query(async ({ ctx, input }) => {
    const campaign = await findCampaign(ctx.db, input.campaignId);
    if (!campaign || !canViewCampaign(ctx.user.permissions, campaign))
      throw new DomainError('NOT_FOUND', 'Campaign not found');
    const office = campaign.officeSought;
    // Campaigns are created with an office from the list; anything else is corrupt data.
    if (!isOffice(office)) throw new Error(`Campaign ${campaign.id} has an unknown office`);
    const [qualifyingDonors, money, gifts] = await Promise.all([
      qualifyingDonorCount(ctx.db, campaign.id),
      campaignPublicMoney(ctx.db, campaign.id),
      campaignLimitedGifts(ctx.db, campaign.id),
    ]);
    const progress = qualifyingProgress({ office, qualifyingDonors });
    return {
      campaignId: campaign.id,
      campaignName: campaign.name,
      office,
      qualifying: progress,
      publicMoneyMatched: centsToDollars(money.matchedCents),
      publicMoneyPending: centsToDollars(money.pendingCents),
      warnings: campaignLimitWarnings(gifts).map(toLimitRow),
    };
  });
