import {
  type ContributionPaymentMethod,
  type ContributionStatus,
  type ContributionSubtype,
  type ContributionType,
  type ContributorType,
  IN_KIND_TYPES,
  type InKindType,
  isInKindFormSubtype,
  type OaeType,
} from '@portal/domain';
import type { Random } from './random';

export const pickContributorType = (random: Random) =>
  random.weighted<ContributorType>([
    ['individual', 82],
    ['family', 3],
    ['business', 6],
    ['labor', 2],
    ['political_committee', 3],
    ['political_party', 1],
    ['unregistered', 1],
    ['other', 2],
  ]);

/** How often each subtype is written, by type: most gifts are cash contributions. */
const SUBTYPE_WEIGHTS: Record<
  ContributionType,
  readonly (readonly [ContributionSubtype, number])[]
> = {
  contribution: [
    ['cash', 88],
    ['inkind_contribution', 6],
    ['inkind_paid_supervision', 2],
    ['inkind_forgiven_account', 2],
    ['inkind_forgiven_personal', 2],
  ],
  other: [
    ['item_sold_fair_market', 3],
    ['item_returned_check', 1],
    ['item_misc', 4],
    ['item_refund', 2],
  ],
};

export function pickTypeAndSubtype(random: Random): {
  type: ContributionType;
  subType: ContributionSubtype;
} {
  const type: ContributionType = random.chance(0.92) ? 'contribution' : 'other';
  return { type, subType: random.weighted(SUBTYPE_WEIGHTS[type]) };
}

const INDIVIDUAL_AMOUNTS_DOLLARS = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250];

/** Mostly small gifts; organisations and in-kind help give more; a few persons go over limits. */
export function pickAmountCents(
  random: Random,
  contributorType: ContributorType,
  subType: ContributionSubtype,
): number {
  const dollars = (min: number, max: number) => random.int(min, max) * 100;
  if (subType === 'item_misc') return dollars(5, 99);
  if (subType.startsWith('item_')) return dollars(10, 200);
  if (subType.startsWith('inkind_')) return dollars(50, 1500);
  if (contributorType !== 'individual' && contributorType !== 'family') return dollars(100, 2500);
  if (random.chance(0.025)) return dollars(260, 1000);
  const base = random.weighted(
    INDIVIDUAL_AMOUNTS_DOLLARS.map((amount, index) => [amount, 14 - index] as const),
  );
  // Some online gifts carry odd cents (fees covered by the donor).
  return base * 100 + (random.chance(0.08) ? random.int(1, 99) : 0);
}

/** The programme category a campaign would choose for this gift. */
export function pickOaeType(
  random: Random,
  gift: {
    type: ContributionType;
    subType: ContributionSubtype;
    contributorType: ContributorType;
    amountCents: number;
    date: string;
    inPortland: boolean;
  },
): OaeType {
  if (gift.subType.startsWith('inkind_')) return 'inkind';
  if (gift.type === 'other') return 'other';
  if (gift.date < '2023-06-01' && gift.amountCents <= 50_000 && random.chance(0.5)) return 'seed';
  if (gift.contributorType === 'individual' && gift.inPortland && gift.amountCents <= 25_000) {
    return gift.date < '2023-10-01' ? 'qualifying' : 'matchable';
  }
  return random.chance(0.9) ? 'allowable' : 'other';
}

export function pickStatus(random: Random, date: string, overLimit: boolean): ContributionStatus {
  if (overLimit && random.chance(0.7)) return 'out_of_compliance';
  const recent = date >= '2024-09-15';
  return random.weighted<ContributionStatus>([
    ['processed', recent ? 15 : 50],
    ['submitted', recent ? 30 : 18],
    ['draft', recent ? 30 : 8],
    ['awaiting', 8],
    ['archived', 6],
    ['out_of_compliance', 2],
  ]);
}

export function pickPaymentMethod(
  random: Random,
  subType: ContributionSubtype,
): ContributionPaymentMethod | null {
  if (isInKindFormSubtype(subType)) return null;
  switch (subType) {
    case 'item_returned_check':
      return 'check';
    case 'item_misc':
      return random.chance(0.7) ? 'cash' : 'check';
    case 'item_refund':
      return random.chance(0.5) ? 'check' : 'electronic_funds_transfer';
    case 'item_sold_fair_market':
      return random.chance(0.5) ? 'cash' : 'check';
    default:
      return random.weighted<ContributionPaymentMethod>([
        ['credit_card_online', 50],
        ['check', 22],
        ['cash', 10],
        ['electronic_funds_transfer', 8],
        ['money_order', 3],
        ['credit_card_paper', 5],
        ['debit', 2],
      ]);
  }
}

export function pickInKind(
  random: Random,
  subType: ContributionSubtype,
): { inKindType: InKindType | null; inKindDescription: string | null } {
  if (!isInKindFormSubtype(subType)) return { inKindType: null, inKindDescription: null };
  const inKindType = random.pick(IN_KIND_TYPES.values);
  return {
    inKindType,
    inKindDescription: `Donated ${IN_KIND_TYPES.labels[inKindType].toLowerCase()}`,
  };
}
