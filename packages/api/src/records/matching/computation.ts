import type { DbOrTx } from '@portal/db';
import { centsToDollars, dollarsToCents, matchComputation } from '@portal/domain';
import type { ContributionRecord } from '../data/contributions';
import { earlierMatchedGifts, findMatchEntry } from '../data/matches';
import { matchingProcedure } from './access';

/**
 * The programme rule applied to one contribution, in cents: what this donor already brought the
 * campaign in matches, what is left of their first $20, and the public money it would mean.
 */
export async function computeMatch(db: DbOrTx, contribution: ContributionRecord) {
  const entry = await findMatchEntry(db, contribution.id);
  const earlier = await earlierMatchedGifts(db, {
    campaignId: contribution.campaignId,
    donorKey: entry.donorKey,
    excludeId: contribution.id,
  });
  const computation = matchComputation({
    amountCents: dollarsToCents(contribution.amount),
    inPortland: entry.inPortland ?? false,
    contributorType: contribution.contributorType,
    oaeType: contribution.oaeType,
    earlierMatchedCents: earlier.map((gift) => gift.matchAmountCents),
  });
  return { computation, earlier, entry };
}

/**
 * What the Match Contribution modal shows: the donor's earlier matched gifts to this campaign,
 * the part of this gift the rule matches and the public money (nine times it), with the reasons
 * when nothing can be matched.
 */
export const computation = matchingProcedure.query(async ({ ctx }) => {
  const { computation: result, earlier, entry } = await computeMatch(ctx.db, ctx.record);
  return {
    contributionId: ctx.record.id,
    amount: ctx.record.amount,
    inPortland: entry.inPortland ?? false,
    matchStrength: entry.matchStrength ?? 'none',
    matched: entry.matchId !== null,
    eligible: result.eligible,
    reasons: result.reasons,
    earlier: earlier.map((gift) => ({
      id: gift.id,
      date: gift.date,
      amount: centsToDollars(gift.amountCents),
      matchAmount: centsToDollars(gift.matchAmountCents),
    })),
    alreadyMatched: centsToDollars(result.alreadyMatchedCents),
    remainingEligible: centsToDollars(result.remainingEligibleCents),
    suggestedMatch: centsToDollars(result.suggestedMatchCents),
    publicMoney: centsToDollars(result.publicMoneyCents),
  };
});
