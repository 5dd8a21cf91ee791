import type { Office } from '../enums/places';
import { formatMoney } from '../money/cents';

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
  office === 'mayor'
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

export interface LimitWarning {
  code: LimitWarningCode;
  message: string;
}

interface LimitedContribution {
  amountCents: number;
  oaeType?: string | null;
  subType?: string | null;
}

/**
 * Warnings for a contribution that would take a donor or the campaign past a programme limit.
 * They inform the government admin's compliance decision; they do not block saving.
 */
export const limitWarnings = (input: {
  contribution: LimitedContribution;
  /** This donor's other contributions to the same campaign. */
  donorContributions: readonly LimitedContribution[];
  /** Seed money the campaign has from everyone else, in cents. */
  campaignSeedCents: number;
}): LimitWarning[] => {
  const category = limitCategory(input.contribution);
  const donorTotal =
    input.donorContributions
      .filter((other) => limitCategory(other) === category)
      .reduce((sum, other) => sum + other.amountCents, 0) + input.contribution.amountCents;
  const warnings: LimitWarning[] = [];
  const over = (code: LimitWarningCode, total: number, limit: number, what: string) => {
    if (total > limit)
      warnings.push({
        code,
        message: `${what} is ${formatMoney(total)}, over the ${formatMoney(limit)} limit.`,
      });
  };
  if (category === 'limited')
    over('per_donor_limit', donorTotal, PROGRAMME_RULES.perDonorLimitCents, "This donor's total");
  if (category === 'inkind')
    over(
      'inkind_per_donor_limit',
      donorTotal,
      PROGRAMME_RULES.inKindPerDonorCents,
      "This donor's in-kind total",
    );
  if (category === 'seed') {
    over(
      'seed_per_donor_limit',
      donorTotal,
      PROGRAMME_RULES.seedMoneyPerDonorCents,
      "This donor's seed money",
    );
    over(
      'seed_total_limit',
      input.campaignSeedCents + input.contribution.amountCents,
      PROGRAMME_RULES.seedMoneyTotalCents,
      "The campaign's seed money",
    );
  }
  return warnings;
};
