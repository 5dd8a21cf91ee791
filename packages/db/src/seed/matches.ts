import { matchComputation, publicMoneyCents } from '@portal/domain';
import type { DbOrTx } from '../client';
import type { ContributionRow, GeneratedContribution } from './contributions';
import type { Donor } from './donors';

/**
 * The portal's matcher, which the seed runs over the gifts it makes as saving them in the portal
 * would. Matching queries belong to the api's records feature, so the seed's caller hands it in.
 */
export interface DemoMatcher {
  /** Rebuilds the voter file's street index after the voter file is written. */
  refreshVoterStreets(db: DbOrTx): Promise<unknown>;
  /**
   * Sets the match columns of each row in place. A processed gift starts from the match the
   * city chose (`chosenMatchIds`, by row), which the matcher keeps while it is still a candidate.
   */
  matchRows(
    db: DbOrTx,
    rows: readonly ContributionRow[],
    chosenMatchIds: readonly (string | null)[],
  ): Promise<void>;
}

/** Runs the real matcher over the generated gifts before they are written. */
export function matchGeneratedGifts(
  db: DbOrTx,
  generated: readonly GeneratedContribution[],
  matchIdOf: (donor: Donor) => string,
  matcher: DemoMatcher,
): Promise<void> {
  return matcher.matchRows(
    db,
    generated.map(({ row }) => row),
    generated.map(({ row, donor }) =>
      row.status === 'processed' && donor && row.contributorType === 'individual'
        ? matchIdOf(donor)
        : null,
    ),
  );
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
