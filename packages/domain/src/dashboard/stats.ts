import { type ContributionFacts, isSmallMiscellaneousCash } from './buckets';

/** The city's own match payments are not donations. */
const isPublicMatch = (facts: { oaeType?: string | null }): boolean =>
  facts.oaeType === 'public_matching_contribution';

/**
 * Median contribution in cents, excluding public matching contributions; for an even count the
 * mean of the middle two, rounded to the cent. Null when there is nothing to measure.
 */
export const medianContributionCents = (
  contributions: readonly ContributionFacts[],
): number | null => {
  const amounts = contributions
    .filter((contribution) => !isPublicMatch(contribution))
    .map((contribution) => contribution.amountCents)
    .sort((a, b) => a - b);
  if (amounts.length === 0) return null;
  const middle = Math.floor(amounts.length / 2);
  const upper = amounts[middle] as number;
  if (amounts.length % 2 === 1) return upper;
  return Math.round(((amounts[middle - 1] as number) + upper) / 2);
};

/**
 * Donor count (spec section 9): distinct batches (one batch per known donor), except
 * miscellaneous cash items under $100, which each count as a donor. Public matching
 * contributions are not donors.
 */
export const donorCount = (
  contributions: readonly (ContributionFacts & { batchId?: string | number | null })[],
): number => {
  const batches = new Set<string>();
  let separate = 0;
  for (const contribution of contributions) {
    if (isPublicMatch(contribution)) continue;
    if (isSmallMiscellaneousCash(contribution) || contribution.batchId == null) separate += 1;
    else batches.add(String(contribution.batchId));
  }
  return batches.size + separate;
};

/** Sum of cents; integers only, so totals never drift. */
export const totalCents = (contributions: readonly { amountCents: number }[]): number =>
  contributions.reduce((sum, contribution) => sum + contribution.amountCents, 0);
