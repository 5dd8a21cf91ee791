import { matchAmountFor } from '@portal/domain';
import type { GeneratedContribution } from './contributions';
import { type Donor, livesInPortland } from './donors';

/** Keys of donors outside the voter file, as contributions.match_id stores them. */
export const donorIdentityMatchId = (donorIdentityId: number): string => `donor:${donorIdentityId}`;

const isMatchable = (contribution: GeneratedContribution, donor: Donor) =>
  contribution.row.contributorType === 'individual' &&
  (contribution.row.oaeType === 'matchable' || contribution.row.oaeType === 'qualifying') &&
  livesInPortland(donor) &&
  (donor.matchStrength === 'exact' || donor.matchStrength === 'strong');

/**
 * Plays the government admin's matching of processed gifts: each individual's gift gets the
 * donor's match id and strength; a matchable Portland gift with a good match gets the city's
 * 9-to-1 match (domain rule `matchAmountFor`), and every match above zero becomes a public
 * matching contribution of its own. Returns those new public matching contributions.
 */
export function applyMatches(
  generated: readonly GeneratedContribution[],
  matchIdOf: (donor: Donor) => string,
): GeneratedContribution[] {
  const processed = generated
    .filter((contribution) => contribution.row.status === 'processed' && contribution.donor)
    .sort((a, b) => a.row.date.localeCompare(b.row.date));
  const eligibleUsed = new Map<string, number>();
  const publicMatches: GeneratedContribution[] = [];
  for (const contribution of processed) {
    const { donor, row } = contribution;
    if (!donor || row.contributorType !== 'individual') continue;
    row.matchId = matchIdOf(donor);
    row.matchStrength = donor.matchStrength;
    if (!isMatchable(contribution, donor)) continue;
    const key = `${donor.key}:${row.campaignId}`;
    const used = eligibleUsed.get(key) ?? 0;
    const match = matchAmountFor({
      amountCents: row.amountCents,
      previouslyMatchedEligibleCents: used,
      inPortland: true,
    });
    eligibleUsed.set(key, used + match.eligibleCents);
    row.matchAmountCents = match.matchCents;
    if (match.matchCents === 0) continue;
    publicMatches.push({
      donor,
      matchOf: contribution,
      events: [],
      row: {
        ...row,
        oaeType: 'public_matching_contribution',
        type: 'contribution',
        subType: 'cash',
        amountCents: match.matchCents,
        matchAmountCents: null,
        paymentMethod: 'electronic_funds_transfer',
        checkNumber: null,
        inKindType: null,
        inKindDescription: null,
        createdById: null,
        notes: 'City of Portland matching funds',
      },
    });
  }
  return publicMatches;
}
