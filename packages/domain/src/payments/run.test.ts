import { describe, expect, it } from 'vitest';
import {
  type CampaignLedger,
  type CandidateMatch,
  candidateMatch,
  computePaymentRun,
  ledgerStanding,
} from './run';

const ledger = (overrides: Partial<CampaignLedger> = {}): CampaignLedger => ({
  campaignId: 1,
  qualified: true,
  capCents: 100_000,
  paidMatchesCents: 0,
  offsetsCents: 0,
  paidOutCents: 0,
  ...overrides,
});

let nextId = 1;
const match = (overrides: Partial<CandidateMatch> = {}): CandidateMatch => ({
  contributionId: nextId++,
  campaignId: 1,
  date: '2024-03-01',
  publicCents: 18_000,
  review: 'approved',
  ...overrides,
});

describe('computePaymentRun: the office cap', () => {
  it.each([
    ['one cent under the cap', 17_999, false],
    ['exactly at the cap', 18_000, true],
    ['one cent over the cap', 18_001, true],
  ])('a $180 match with %s left: paid %s', (_case, roomCents, paid) => {
    const run = computePaymentRun({
      ledgers: [
        ledger({
          capCents: 50_000,
          paidMatchesCents: 50_000 - roomCents,
          paidOutCents: 50_000 - roomCents,
        }),
      ],
      matches: [match()],
    });
    expect(run.included).toHaveLength(paid ? 1 : 0);
    expect(run.heldBack.map((held) => held.reason)).toEqual(paid ? [] : ['cap_reached']);
  });

  it('pays matches oldest first, whole, and a smaller later one that still fits', () => {
    const run = computePaymentRun({
      ledgers: [ledger({ capCents: 30_000 })],
      matches: [
        match({ contributionId: 101, date: '2024-03-03', publicCents: 9_000 }),
        match({ contributionId: 102, date: '2024-03-01' }),
        match({ contributionId: 103, date: '2024-03-02' }),
      ],
    });
    expect(run.included.map((paid) => paid.contributionId)).toEqual([102, 101]);
    expect(run.heldBack).toMatchObject([{ contributionId: 103, reason: 'cap_reached' }]);
    expect(run.lines[0]).toMatchObject({
      matchedCents: 27_000,
      capRemainingCents: 3_000,
      amountCents: 27_000,
    });
  });

  it('counts offsets against the cap, so reversed money frees room', () => {
    const run = computePaymentRun({
      ledgers: [
        ledger({
          capCents: 36_000,
          paidMatchesCents: 36_000,
          offsetsCents: 18_000,
          paidOutCents: 36_000,
        }),
      ],
      matches: [match()],
    });
    expect(run.lines[0]).toMatchObject({
      matchedCents: 18_000,
      offsetsCents: 18_000,
      amountCents: 0,
      balanceDueCents: 0,
    });
  });
});

describe('computePaymentRun: what it holds back and why', () => {
  it.each([
    ['out of compliance', { review: 'out_of_compliance' }, {}, 'out_of_compliance'],
    ['waiting for review', { review: 'pending_review' }, {}, 'pending_review'],
    ['of a campaign not yet qualified', {}, { qualified: false }, 'not_qualified'],
    ['past the cap', {}, { capCents: 0 }, 'cap_reached'],
  ] as const)('a match %s', (_case, matchOverrides, ledgerOverrides, reason) => {
    const run = computePaymentRun({
      ledgers: [ledger(ledgerOverrides)],
      matches: [match(matchOverrides)],
    });
    expect(run.heldBack.map((held) => held.reason)).toEqual([reason]);
    expect(run.totalCents).toBe(0);
  });
});

describe('computePaymentRun: offsets', () => {
  it.each([
    [
      'smaller than the matches',
      5_000,
      { offsetsCents: 5_000, amountCents: 13_000, balanceDueCents: 0 },
    ],
    ['equal to the matches', 18_000, { offsetsCents: 18_000, amountCents: 0, balanceDueCents: 0 }],
    [
      'larger than the matches',
      20_000,
      { offsetsCents: 18_000, amountCents: 0, balanceDueCents: 2_000 },
    ],
  ])(
    'offsets %s are deducted; what is left over is a balance due',
    (_case, offsetsCents, expected) => {
      const run = computePaymentRun({
        ledgers: [ledger({ paidMatchesCents: 40_000, offsetsCents, paidOutCents: 40_000 })],
        matches: [match()],
      });
      expect(run.lines[0]).toMatchObject(expected);
    },
  );

  it('lists a campaign that owes money back even with no new match, and none with nothing at all', () => {
    const run = computePaymentRun({
      ledgers: [
        ledger({
          campaignId: 1,
          paidMatchesCents: 18_000,
          offsetsCents: 18_000,
          paidOutCents: 18_000,
        }),
        ledger({ campaignId: 2 }),
      ],
      matches: [],
    });
    expect(run.lines.map((line) => [line.campaignId, line.balanceDueCents])).toEqual([[1, 18_000]]);
  });
});

describe('candidateMatch', () => {
  const gift = { contributionId: 1, campaignId: 1, date: '2024-01-01', amountCents: 2_500 };
  it.each([
    [
      'approved: processed, compliant, matched',
      { status: 'processed', compliant: true, matchAmountCents: 2_000 },
      'approved',
      18_000,
    ],
    [
      'matched part never above the gift',
      { status: 'processed', compliant: true, matchAmountCents: 3_000 },
      'approved',
      22_500,
    ],
    [
      'processed but not yet judged',
      { status: 'processed', compliant: null, matchAmountCents: 2_000 },
      'pending_review',
      18_000,
    ],
    [
      'found out of compliance',
      { status: 'out_of_compliance', compliant: false, matchAmountCents: 2_000 },
      'out_of_compliance',
      18_000,
    ],
    [
      'submitted, sized by the first $20',
      { status: 'submitted', compliant: null, matchAmountCents: null },
      'pending_review',
      18_000,
    ],
  ] as const)('%s', (_case, state, review, publicCents) => {
    expect(candidateMatch({ ...gift, ...state })).toMatchObject({ review, publicCents });
  });
});

describe('ledgerStanding', () => {
  it('gives the cap left and the balance due between runs', () => {
    expect(
      ledgerStanding({
        capCents: 50_000,
        paidMatchesCents: 36_000,
        offsetsCents: 18_000,
        paidOutCents: 36_000,
      }),
    ).toEqual({
      earnedCents: 18_000,
      capRemainingCents: 32_000,
      balanceDueCents: 18_000,
    });
  });
});
