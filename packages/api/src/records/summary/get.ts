import {
  campaignOrGovernmentInputSchema,
  canViewCampaign,
  canViewGovernment,
  DomainError,
} from '@portal/domain';
import { findCampaign } from '../../access/organisations';
import { protectedProcedure } from '../../trpc';
import { type SummaryScope, statusTotals } from '../data/summary';
import { campaignFinances } from './figures';

/**
 * `POST /summary` (spec section 7): one campaign's numbers, or the whole government's.
 * Campaign users see only their campaign; government admins see any campaign of their
 * government and the government as a whole. Anything else is NOT_FOUND, so nobody learns which
 * campaigns exist elsewhere.
 */
export const get = protectedProcedure
  .input(campaignOrGovernmentInputSchema)
  .query(async ({ ctx, input }) => {
    let scope: SummaryScope;
    if ('campaignId' in input) {
      const campaign = await findCampaign(ctx.db, input.campaignId);
      if (!campaign || !canViewCampaign(ctx.user.permissions, campaign)) {
        throw new DomainError('NOT_FOUND', 'Campaign not found');
      }
      scope = { campaignId: campaign.id };
    } else {
      if (!canViewGovernment(ctx.user.permissions, input.governmentId)) {
        throw new DomainError('NOT_FOUND', 'Government not found');
      }
      scope = { governmentId: input.governmentId };
    }
    const totals = await statusTotals(ctx.db, scope);
    return campaignFinances(totals.contributions, totals.expenditures);
  });
