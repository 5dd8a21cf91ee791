import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { campaignLimitWarnings, type LimitedGift } from './campaign-limits';
import { limitDonorKey } from './donor-grouping';

let nextContributionId = 1;

const gift = (overrides: Partial<LimitedGift>): LimitedGift => ({
  contributionId: nextContributionId++,
  donorKey: 'voter-1',
  contributorType: 'individual',
  donorName: 'Ada Lovelace',
  amountCents: 100,
  oaeType: 'matchable',
  subType: 'cash',
  ...overrides,
});

/** Two gifts from one donor that add up to `totalCents`. */
const splitInTwo = (totalCents: number, overrides: Partial<LimitedGift>) => [
  gift({ ...overrides, amountCents: 1_000 }),
  gift({ ...overrides, amountCents: totalCents - 1_000 }),
];

describe('campaignLimitWarnings', () => {
  it.each([
    ['per donor', 'per_donor_limit', { oaeType: 'matchable' }, 25_000],
    [
      'in-kind per donor',
      'inkind_per_donor_limit',
      { oaeType: 'inkind', subType: 'inkind_contribution' },
      500_000,
    ],
    ['seed money per donor', 'seed_per_donor_limit', { oaeType: 'seed' }, 50_000],
  ] as const)(
    '%s: warns one cent over the limit, not at or under it',
    (_what, code, kind, limit) => {
      const codes = (total: number) =>
        campaignLimitWarnings(splitInTwo(total, kind)).map((w) => w.code);
      expect(codes(limit - 1)).not.toContain(code);
      expect(codes(limit)).not.toContain(code);
      expect(codes(limit + 1)).toContain(code);
    },
  );

  it.each([
    [499_999, false],
    [500_000, false],
    [500_001, true],
  ])('seed money in total of %i cents over many donors warns: %s', (total, warns) => {
    const gifts = Array.from({ length: 20 }, (_, index) =>
      gift({ donorKey: `voter-${index}`, oaeType: 'seed', amountCents: 25_000 }),
    );
    gifts.push(gift({ donorKey: 'voter-last', oaeType: 'seed', amountCents: total - 500_000 }));
    const totalWarning = campaignLimitWarnings(gifts).find((w) => w.code === 'seed_total_limit');
    expect(Boolean(totalWarning)).toBe(warns);
  });

  it('counts each donor separately and each limit apart', () => {
    const warnings = campaignLimitWarnings([
      gift({ donorKey: 'a', amountCents: 20_000 }),
      gift({ donorKey: 'b', amountCents: 20_000 }),
      gift({ donorKey: 'a', oaeType: 'seed', amountCents: 20_000 }),
    ]);
    expect(warnings).toEqual([]);
  });

  it('never counts the city’s public matching money towards a donor', () => {
    const warnings = campaignLimitWarnings([
      gift({ amountCents: 25_000 }),
      gift({ oaeType: 'public_matching_contribution', amountCents: 18_000 }),
    ]);
    expect(warnings).toEqual([]);
  });

  it('names the donor and the amounts in plain words', () => {
    const [warning] = campaignLimitWarnings(splitInTwo(25_001, {}));
    expect(warning?.message).toBe('Ada Lovelace gave $250.01, over the $250.00 limit.');
  });

  it('counts in-kind gifts by their subtype too', () => {
    const codes = campaignLimitWarnings(
      splitInTwo(500_001, { oaeType: 'allowable', subType: 'inkind_contribution' }),
    ).map((w) => w.code);
    expect(codes).toEqual(['inkind_per_donor_limit']);
  });

  it('gives the amount over, the gifts behind the total, largest amount over first', () => {
    const warnings = campaignLimitWarnings([
      gift({ contributionId: 7, donorKey: 'a', donorName: 'Ann', amountCents: 26_000 }),
      gift({ contributionId: 3, donorKey: 'b', donorName: 'Bo', amountCents: 20_000 }),
      gift({ contributionId: 2, donorKey: 'b', donorName: 'Bo', amountCents: 20_000 }),
    ]);
    expect(
      warnings.map((w) => [w.donorName, w.totalCents, w.overCents, w.contributionIds]),
    ).toEqual([
      ['Bo', 40_000, 15_000, [2, 3]],
      ['Ann', 26_000, 1_000, [7]],
    ]);
  });
});

describe('per-donor grouping of limits', () => {
  const business = (name: string, donorKey: string, amountCents: number) =>
    gift({ contributorType: 'business', donorName: name, donorKey, amountCents });

  it('one business writing two addresses is one donor', () => {
    const warnings = campaignLimitWarnings([
      business('Acme Widgets, Inc.', 'entity:ACME WIDGETS INC|97214', 15_000),
      business('ACME WIDGETS', 'entity:ACME WIDGETS|97205', 15_000),
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'per_donor_limit', totalCents: 30_000 });
  });

  it('two people at one address are two donors', () => {
    const warnings = campaignLimitWarnings([
      gift({ donorName: 'Ann Lee', donorKey: 'person:ANN|LEE|97214', amountCents: 15_000 }),
      gift({ donorName: 'Bo Lee', donorKey: 'person:BO|LEE|97214', amountCents: 15_000 }),
    ]);
    expect(warnings).toEqual([]);
  });

  it('a committee and a business of different names stay apart', () => {
    const warnings = campaignLimitWarnings([
      gift({
        contributorType: 'political_committee',
        donorName: 'Friends of Parks',
        amountCents: 15_000,
      }),
      business('Parks Supply Co', 'x', 15_000),
    ]);
    expect(warnings).toEqual([]);
  });
});

describeAnswers(
  'limitDonorKey',
  [
    ['individual', 'Ada Lovelace', 'person:ADA|LOVELACE|97214', 'person:ADA|LOVELACE|97214'],
    ['family', 'Ada Lovelace', 'voter:42', 'voter:42'],
    ['business', 'The Acme Co., Inc.', 'entity:x|97214', 'entity:ACME'],
    ['business', 'Acme & Sons LLC', 'entity:y|97205', 'entity:ACME AND SONS'],
    ['political_committee', 'Friends of José', 'entity:z|', 'entity:FRIENDS OF JOSE'],
    ['business', '  ', 'entity:|97214', 'entity:|97214'],
  ],
  (contributorType, donorName, donorKey) => limitDonorKey({ contributorType, donorName, donorKey }),
);
