import { describe, expect, it } from 'vitest';
import { offsetOwed, stillValidCents } from './offsets';

const processed = {
  status: 'processed',
  compliant: true,
  amountCents: 2_000,
  matchAmountCents: 2_000,
};

describe('offsetOwed', () => {
  it.each([
    ['still an approved match', processed, 0, null],
    [
      'found out of compliance',
      { ...processed, status: 'out_of_compliance', compliant: false },
      0,
      { cents: 18_000, reason: 'out_of_compliance' },
    ],
    [
      'refunded (moved to the trash)',
      { ...processed, status: 'archived' },
      0,
      { cents: 18_000, reason: 'refunded' },
    ],
    [
      'amended down to $5',
      { ...processed, amountCents: 500 },
      0,
      { cents: 13_500, reason: 'amended_downward' },
    ],
    [
      'match amount lowered to $19.99',
      { ...processed, matchAmountCents: 1_999 },
      0,
      { cents: 9, reason: 'amended_downward' },
    ],
    [
      'sent back for review',
      { ...processed, status: 'submitted' },
      0,
      { cents: 18_000, reason: 'amended_downward' },
    ],
    [
      'already offset in part',
      { ...processed, amountCents: 0 },
      13_500,
      { cents: 4_500, reason: 'refunded' },
    ],
    ['already offset in full', { ...processed, compliant: false }, 18_000, null],
  ] as const)('%s', (_case, now, offsetsSoFarCents, expected) => {
    expect(offsetOwed({ paidCents: 18_000, offsetsSoFarCents, now })).toEqual(expected);
  });

  it('never owes more than was paid, and a match amended upward is not paid again', () => {
    expect(stillValidCents(9_000, { ...processed, matchAmountCents: 2_000 })).toBe(9_000);
    expect(offsetOwed({ paidCents: 9_000, offsetsSoFarCents: 0, now: processed })).toBeNull();
  });
});
