import { type ContributionSize, type ContributorLocation, choiceList } from '../enums/lists';
import { formatMoney } from '../money/cents';

/** Contribution size buckets (spec section 9); an amount on a border goes to the lower bucket. */
export const CONTRIBUTION_SIZES = choiceList('contributionSize');

/** Upper borders in cents, inclusive (the database's dashboard queries read them too). */
export const CONTRIBUTION_SIZE_LIMITS: readonly [ContributionSize, number][] = [
  ['micro', 2_500],
  ['small', 10_000],
  ['medium', 25_000],
  ['large', 100_000],
];

/** Dollars as the size bands name them: `$25`, `$25.01`, `$1,000`. */
const bandDollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

/**
 * The dollar range of a size bucket, from its borders above: `up to $25`, `$25.01 - $100`,
 * `over $1,000`. The buckets' labels (Micro (up to $25), ...) must say the same.
 */
export function contributionSizeRange(size: ContributionSize): string {
  const index = CONTRIBUTION_SIZE_LIMITS.findIndex(([each]) => each === size);
  const below = CONTRIBUTION_SIZE_LIMITS[index - 1]?.[1];
  const limit = CONTRIBUTION_SIZE_LIMITS[index]?.[1];
  if (limit === undefined) {
    const highest = CONTRIBUTION_SIZE_LIMITS.at(-1)?.[1] ?? 0;
    return `over ${bandDollars(highest)}`;
  }
  if (below === undefined) return `up to ${bandDollars(limit)}`;
  return `${bandDollars(below + 1)} - ${bandDollars(limit)}`;
}

/** What the dashboard knows of a contribution; geo features carry no payment method. */
export interface ContributionFacts {
  amountCents: number;
  subType?: string | null;
  paymentMethod?: string | null;
  oaeType?: string | null;
}

/**
 * A miscellaneous cash item: subtype item_misc ('Miscellaneous Other Receipt'), paid in cash when
 * the payment method is known. Such items are aggregated small receipts without named donors.
 */
export const isMiscellaneousCash = (facts: ContributionFacts): boolean =>
  facts.subType === 'item_misc' &&
  (facts.paymentMethod === undefined ||
    facts.paymentMethod === null ||
    facts.paymentMethod === 'cash');

/** Miscellaneous cash under $100 is always small and counts as one donor per item. */
export const SMALL_MISCELLANEOUS_CASH_BELOW_CENTS = 10_000;
export const isSmallMiscellaneousCash = (facts: ContributionFacts): boolean =>
  isMiscellaneousCash(facts) && facts.amountCents < SMALL_MISCELLANEOUS_CASH_BELOW_CENTS;

export const contributionSize = (facts: ContributionFacts): ContributionSize => {
  if (isSmallMiscellaneousCash(facts)) return 'small';
  for (const [size, limit] of CONTRIBUTION_SIZE_LIMITS) if (facts.amountCents <= limit) return size;
  return 'mega';
};

export const CONTRIBUTOR_LOCATIONS = choiceList('contributorLocation');

const same = (value: string | null | undefined, expected: string): boolean =>
  (value ?? '').trim().toLowerCase() === expected;

/**
 * Contributor location (spec section 9), case-insensitive: Portland when the city is Portland in
 * Oregon, Oregon for the rest of OR, otherwise out of state (so Portland, Maine is out of state).
 */
export const contributorLocation = (address: {
  city?: string | null;
  state?: string | null;
}): ContributorLocation => {
  if (!same(address.state, 'or')) return 'out_of_state';
  return same(address.city, 'portland') ? 'portland' : 'oregon';
};

export const SUBTYPE_GROUPS = ['cash', 'inkind', 'other'] as const;
export type SubtypeGroup = (typeof SUBTYPE_GROUPS)[number];

/** Subtype grouping: cash, inkind (any subtype starting with inkind_), other. */
export const subtypeGroup = (subType: string | null | undefined): SubtypeGroup =>
  subType === 'cash' ? 'cash' : subType?.startsWith('inkind_') ? 'inkind' : 'other';
