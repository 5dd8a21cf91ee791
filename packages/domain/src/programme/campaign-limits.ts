import { formatMoney } from '../money/cents';
import { type DonorOfGift, limitDonorKey } from './donor-grouping';
import { type LimitWarningCode, limitCategory, PROGRAMME_RULES } from './rules';

/** One gift as the limit rules see it. */
export interface LimitedGift extends DonorOfGift {
  contributionId: number;
  amountCents: number;
  oaeType: string | null;
  subType: string | null;
}

/** One donor (or the campaign, for the seed money total) past one limit: a row of the table. */
export interface CampaignLimitWarning {
  code: LimitWarningCode;
  /** `limitDonorKey` of the donor; null for the campaign-wide seed money total. */
  donorKey: string | null;
  donorName: string | null;
  totalCents: number;
  limitCents: number;
  overCents: number;
  /** The gifts that make up the total, oldest id first. */
  contributionIds: number[];
  message: string;
}

const DONOR_LIMITS = {
  limited: {
    code: 'per_donor_limit',
    limitCents: PROGRAMME_RULES.perDonorLimitCents,
    what: 'gave',
  },
  inkind: {
    code: 'inkind_per_donor_limit',
    limitCents: PROGRAMME_RULES.inKindPerDonorCents,
    what: 'gave in kind',
  },
  seed: {
    code: 'seed_per_donor_limit',
    limitCents: PROGRAMME_RULES.seedMoneyPerDonorCents,
    what: 'gave in seed money',
  },
} as const;

interface Total {
  donorKey: string | null;
  donorName: string | null;
  cents: number;
  contributionIds: number[];
}

const addTo = (totals: Map<string, Total>, key: string, gift: LimitedGift, donor: boolean) => {
  const total = totals.get(key) ?? {
    donorKey: donor ? limitDonorKey(gift) : null,
    donorName: donor ? gift.donorName : null,
    cents: 0,
    contributionIds: [],
  };
  total.cents += gift.amountCents;
  total.contributionIds.push(gift.contributionId);
  totals.set(key, total);
};

const warning = (
  code: LimitWarningCode,
  limitCents: number,
  total: Total,
  message: string,
): CampaignLimitWarning => ({
  code,
  donorKey: total.donorKey,
  donorName: total.donorName,
  totalCents: total.cents,
  limitCents,
  overCents: total.cents - limitCents,
  contributionIds: [...total.contributionIds].sort((a, b) => a - b),
  message,
});

/**
 * Every programme limit a campaign's gifts pass (spec sections 1 and 9), one row per donor and
 * limit: $250 per donor, seed money $500 per donor and $5,000 in total, in-kind $5,000 per
 * donor. Donors are grouped by `limitDonorKey`. A total exactly at a limit is allowed; one cent
 * over warns. Warnings inform; they never block a save. Largest amount over first.
 */
export function campaignLimitWarnings(gifts: readonly LimitedGift[]): CampaignLimitWarning[] {
  const totals = new Map<string, Total>();
  const categories = new Map<string, keyof typeof DONOR_LIMITS>();
  const SEED_TOTAL = 'seed-total';
  for (const gift of gifts) {
    const category = limitCategory(gift);
    if (category === 'none') continue;
    const key = `${category}|${limitDonorKey(gift)}`;
    categories.set(key, category);
    addTo(totals, key, gift, true);
    if (category === 'seed') addTo(totals, SEED_TOTAL, gift, false);
  }
  const warnings: CampaignLimitWarning[] = [];
  for (const [key, category] of categories) {
    const total = totals.get(key);
    const rule = DONOR_LIMITS[category];
    if (total && total.cents > rule.limitCents)
      warnings.push(
        warning(
          rule.code,
          rule.limitCents,
          total,
          `${total.donorName} ${rule.what} ${formatMoney(total.cents)}, over the ${formatMoney(rule.limitCents)} limit.`,
        ),
      );
  }
  const seed = totals.get(SEED_TOTAL);
  const seedLimit = PROGRAMME_RULES.seedMoneyTotalCents;
  if (seed && seed.cents > seedLimit)
    warnings.push(
      warning(
        'seed_total_limit',
        seedLimit,
        seed,
        `The campaign has ${formatMoney(seed.cents)} in seed money, over the ${formatMoney(seedLimit)} limit.`,
      ),
    );
  return warnings.sort((a, b) => b.overCents - a.overCents || b.totalCents - a.totalCents);
}
