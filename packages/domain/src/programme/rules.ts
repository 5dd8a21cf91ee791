import type { Office } from '../enums/places';

/** Programme rules (spec sections 1 and 9), in cents and counts. */
export const PROGRAMME_RULES = {
  qualifyingContributions: { mayor: 750, other: 250 },
  perDonorLimitCents: 25_000,
  seedMoneyPerDonorCents: 50_000,
  seedMoneyTotalCents: 500_000,
  inKindPerDonorCents: 500_000,
  matchRatio: 9,
  matchableFirstCents: 2_000,
} as const;

/** The largest match one Portland donor can bring a campaign: 9 x $20 = $180. */
export const MAX_MATCH_PER_DONOR_CENTS =
  PROGRAMME_RULES.matchRatio * PROGRAMME_RULES.matchableFirstCents;

/** Small contributions a campaign needs to qualify: 750 for mayor, 250 for council and auditor. */
export const qualifyingThreshold = (office: Office): number =>
  office === 'Mayor'
    ? PROGRAMME_RULES.qualifyingContributions.mayor
    : PROGRAMME_RULES.qualifyingContributions.other;

export const hasQualified = (office: Office, qualifyingContributions: number): boolean =>
  qualifyingContributions >= qualifyingThreshold(office);

export type LimitCategory = 'seed' | 'inkind' | 'limited' | 'none';

/**
 * Which limit a contribution counts towards: seed money; in-kind (by oaeType or subtype);
 * public matching money counts towards none; everything else towards the $250 per-donor limit.
 */
export const limitCategory = (contribution: {
  oaeType?: string | null;
  subType?: string | null;
}): LimitCategory => {
  if (contribution.oaeType === 'public_matching_contribution') return 'none';
  if (contribution.oaeType === 'seed') return 'seed';
  if (contribution.oaeType === 'inkind' || contribution.subType?.startsWith('inkind_'))
    return 'inkind';
  return 'limited';
};

export type LimitWarningCode =
  | 'per_donor_limit'
  | 'seed_per_donor_limit'
  | 'seed_total_limit'
  | 'inkind_per_donor_limit';
