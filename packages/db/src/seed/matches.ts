import { isPersonContributor, matchComputation, publicMoneyCents } from '@portal/domain';
import type { DbOrTx } from '../client';
import { findMatchCandidates } from '../matching/candidates';
import { decideMatch, donorFieldsOf } from '../matching/refresh';
import type { GeneratedContribution } from './contributions';
import type { Donor } from './donors';

/**
 * Runs the real matcher over the generated gifts before they are written, as saving them in the
 * portal would. Processed gifts start from the match the city chose (`matchIdOf`, the donor's
 * true identity), which the matcher keeps while it is still a candidate.
 */
export async function matchGeneratedGifts(
  db: DbOrTx,
  generated: readonly GeneratedContribution[],
  matchIdOf: (donor: Donor) => string,
): Promise<void> {
  const persons = generated
    .map((contribution, index) => ({ contribution, index }))
    .filter(({ contribution }) => isPersonContributor(contribution.row.contributorType));
  const found = await findMatchCandidates(
    db,
    persons.map(({ contribution: { row }, index }) => ({
      key: index,
      governmentId: row.governmentId,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      address1: row.address1,
      address2: row.address2 ?? null,
      city: row.city,
      state: row.state,
      zip: row.zip,
    })),
  );
  generated.forEach((contribution, index) => {
    const { row, donor } = contribution;
    const chosen =
      row.status === 'processed' && donor && row.contributorType === 'individual'
        ? matchIdOf(donor)
        : null;
    const state = decideMatch(donorFieldsOf(row, index, chosen), found.get(index) ?? null);
    Object.assign(row, state);
  });
}

/**
 * Plays the government admin's matching of processed gifts with the programme rule: a matchable
 * or qualifying gift from a Portland individual with a strong or exact match gets its matched
 * part (the unused share of the donor's first $20 to that campaign) as matchAmount, and each
 * match above zero becomes a public matching contribution of nine times it. Returns those.
 */
export function applyMatches(generated: readonly GeneratedContribution[]): GeneratedContribution[] {
  const processed = generated
    .filter((contribution) => contribution.row.status === 'processed' && contribution.donor)
    .sort((a, b) => a.row.date.localeCompare(b.row.date));
  const matchedSoFar = new Map<string, number[]>();
  const publicMatches: GeneratedContribution[] = [];
  for (const contribution of processed) {
    const { row } = contribution;
    const goodMatch = row.matchStrength === 'exact' || row.matchStrength === 'strong';
    if (!row.matchId || !goodMatch) continue;
    const key = `${row.matchId}:${row.campaignId}`;
    const earlier = matchedSoFar.get(key) ?? [];
    const computation = matchComputation({
      amountCents: row.amountCents,
      inPortland: row.matchInPortland ?? false,
      contributorType: row.contributorType,
      oaeType: row.oaeType,
      earlierMatchedCents: earlier,
    });
    if (!computation.eligible || computation.suggestedMatchCents === 0) continue;
    row.matchAmountCents = computation.suggestedMatchCents;
    matchedSoFar.set(key, [...earlier, computation.suggestedMatchCents]);
    publicMatches.push({
      donor: contribution.donor,
      matchOf: contribution,
      events: [],
      row: {
        ...row,
        oaeType: 'public_matching_contribution',
        type: 'contribution',
        subType: 'cash',
        amountCents: publicMoneyCents(computation.suggestedMatchCents),
        matchAmountCents: null,
        matchResults: null,
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
