import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import {
  CONTRIBUTION_SIZES,
  contributionSize,
  contributionSizeRange,
  contributorLocation,
  subtypeGroup,
} from './buckets';
import { donorCount, medianContributionCents, totalCents } from './stats';

describe('contributionSize', () => {
  it.each([
    [1, 'micro'],
    // Each border just under, at and just over: an amount on a border goes to the lower bucket.
    [2_499, 'micro'],
    [2_500, 'micro'],
    [2_501, 'small'],
    [9_999, 'small'],
    [10_000, 'small'],
    [10_001, 'medium'],
    [24_999, 'medium'],
    [25_000, 'medium'],
    [25_001, 'large'],
    [99_999, 'large'],
    [100_000, 'large'],
    [100_001, 'mega'],
  ])('%d cents is %s', (amountCents, size) => {
    expect(contributionSize({ amountCents, subType: 'cash' })).toBe(size);
  });

  it.each([
    [500, 'cash', 'small'],
    [500, undefined, 'small'],
    [9_999, 'cash', 'small'],
    [10_000, 'cash', 'small'],
    [10_001, 'cash', 'medium'],
    [500, 'check', 'micro'],
  ])('miscellaneous %d cents paid by %s is %s', (amountCents, paymentMethod, size) => {
    expect(contributionSize({ amountCents, subType: 'item_misc', paymentMethod })).toBe(size);
  });
});

describe('contributionSizeRange', () => {
  it.each([
    ['micro', 'up to $25'],
    ['small', '$25.01 - $100'],
    ['medium', '$100.01 - $250'],
    ['large', '$250.01 - $1,000'],
    ['mega', 'over $1,000'],
  ] as const)('%s is %s', (size, range) => {
    expect(contributionSizeRange(size)).toBe(range);
  });

  it.each(CONTRIBUTION_SIZES.values)(
    'the %s label shown on the dashboard names the range its borders draw',
    (size) => {
      expect(CONTRIBUTION_SIZES.labels[size]).toMatch(/^[A-Z][a-z]+ \((.+)\)$/);
      expect(CONTRIBUTION_SIZES.labels[size]).toContain(`(${contributionSizeRange(size)})`);
    },
  );

  it('names one range per bucket, each starting a cent above the one before', () => {
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const ranges = CONTRIBUTION_SIZES.values.map(contributionSizeRange);
    for (const [index, range] of ranges.entries()) {
      const previous = ranges[index - 1];
      const start = /^\$([\d,.]+) -/.exec(range)?.[1];
      const previousEnd = previous ? /\$([\d,.]+)$/.exec(previous)?.[1] : undefined;
      if (start && previousEnd) expect(cents(start)).toBe(cents(previousEnd) + 1);
    }
  });
});

describeAnswers(
  'contributorLocation',
  [
    ['Portland', 'OR', 'portland'],
    ['PORTLAND ', 'or', 'portland'],
    ['Salem', 'OR', 'oregon'],
    ['Portland', 'ME', 'out_of_state'],
    ['Seattle', 'WA', 'out_of_state'],
    [null, null, 'out_of_state'],
  ],
  (city, state) => contributorLocation({ city, state }),
);

describeAnswers(
  'subtypeGroup',
  [
    ['cash', 'cash'],
    ['inkind_contribution', 'inkind'],
    ['inkind_paid_supervision', 'inkind'],
    ['item_misc', 'other'],
    [null, 'other'],
  ],
  (subType) => subtypeGroup(subType),
);

describe('medianContributionCents', () => {
  it.each([
    [[], null],
    [[1_000], 1_000],
    [[3_000, 1_000, 2_000], 2_000],
    [[1_000, 2_000, 3_001, 4_000], 2_501],
  ])('median of %j is %s', (amounts, median) => {
    expect(medianContributionCents(amounts.map((amountCents) => ({ amountCents })))).toBe(median);
  });

  it('leaves public matching contributions out', () => {
    expect(
      medianContributionCents([
        { amountCents: 1_000 },
        { amountCents: 18_000, oaeType: 'public_matching_contribution' },
        { amountCents: 18_000, oaeType: 'public_matching_contribution' },
      ]),
    ).toBe(1_000);
  });
});

describe('donorCount', () => {
  it('counts distinct batches, each small miscellaneous cash item, and no city match', () => {
    expect(
      donorCount([
        { amountCents: 1_000, batchId: 'a' },
        { amountCents: 2_000, batchId: 'a' },
        { amountCents: 2_000, batchId: 'b' },
        { amountCents: 500, subType: 'item_misc', batchId: 'c' },
        { amountCents: 9_999, subType: 'item_misc', batchId: 'c' },
        { amountCents: 10_000, subType: 'item_misc', batchId: 'd' },
        { amountCents: 10_000, subType: 'item_misc', batchId: 'd' },
        { amountCents: 18_000, oaeType: 'public_matching_contribution', batchId: 'e' },
      ]),
    ).toBe(5);
  });

  it('sums cents exactly', () => {
    expect(totalCents([{ amountCents: 10 }, { amountCents: 20 }])).toBe(30);
  });
});
