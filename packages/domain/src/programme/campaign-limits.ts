import { formatMoney } from '../money/cents';
import { type LimitWarningCode, limitCategory, PROGRAMME_RULES } from './rules';

/** One gift as the limit rules see it; `donorKey` says who gave (the match, else name and zip). */
export interface LimitedGift {
  donorKey: string;
  donorName: string;
  amountCents: number;
  oaeType: string | null;
  subType: string | null;
}

export interface CampaignLimitWarning {
  code: LimitWarningCode;
  /** Null for the campaign-wide seed money total. */
  donorKey: string | null;
  donorName: string | null;
  totalCents: number;
  limitCents: number;
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

/**
 * Every programme limit a campaign's gifts pass (spec sections 1 and 9): $250 per donor, seed
 * money $500 per donor and $5,000 in total, in-kind $5,000 per donor. A total exactly at a limit
 * is allowed; one cent over warns. Warnings inform; they never block a save.
 */
export function campaignLimitWarnings(gifts: readonly LimitedGift[]): CampaignLimitWarning[] {
  const totals = new Map<
    string,
    { gift: LimitedGift; category: keyof typeof DONOR_LIMITS; cents: number }
  >();
  let seedTotalCents = 0;
  for (const gift of gifts) {
    const category = limitCategory(gift);
    if (category === 'none') continue;
    if (category === 'seed') seedTotalCents += gift.amountCents;
    const key = `${category}|${gift.donorKey}`;
    const known = totals.get(key);
    totals.set(key, { gift, category, cents: (known?.cents ?? 0) + gift.amountCents });
  }
  const warnings: CampaignLimitWarning[] = [];
  for (const { gift, category, cents } of totals.values()) {
    const rule = DONOR_LIMITS[category];
    if (cents > rule.limitCents)
      warnings.push({
        code: rule.code,
        donorKey: gift.donorKey,
        donorName: gift.donorName,
        totalCents: cents,
        limitCents: rule.limitCents,
        message: `${gift.donorName} ${rule.what} ${formatMoney(cents)}, over the ${formatMoney(rule.limitCents)} limit.`,
      });
  }
  if (seedTotalCents > PROGRAMME_RULES.seedMoneyTotalCents)
    warnings.push({
      code: 'seed_total_limit',
      donorKey: null,
      donorName: null,
      totalCents: seedTotalCents,
      limitCents: PROGRAMME_RULES.seedMoneyTotalCents,
      message: `The campaign has ${formatMoney(seedTotalCents)} in seed money, over the ${formatMoney(PROGRAMME_RULES.seedMoneyTotalCents)} limit.`,
    });
  return warnings.sort((a, b) => b.totalCents - a.totalCents);
}
