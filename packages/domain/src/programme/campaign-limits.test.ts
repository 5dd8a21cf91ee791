import { describe, expect, it } from 'vitest';
import { campaignLimitWarnings, type LimitedGift } from './campaign-limits';

const gift = (overrides: Partial<LimitedGift>): LimitedGift => ({
  donorKey: 'voter-1',
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
});
