import { describe, expect, it } from 'vitest';
import type { Office } from '../enums/places';
import { describeAnswers } from '../testing/answers';
import {
  checkMatchAmount,
  isMatchableContribution,
  matchComputation,
  publicMoneyCents,
  qualifyingProgress,
} from './match-money';
import { MATCHABLE_CHANGES } from './matchable.test-support';

describe('isMatchableContribution', () => {
  const submitted = { contributorType: 'individual', oaeType: 'matchable', status: 'submitted' };

  it.each(MATCHABLE_CHANGES)('%j -> %s', (changes, matchable) => {
    expect(isMatchableContribution({ ...submitted, ...changes })).toBe(matchable);
  });
});

const portlandIndividual = {
  inPortland: true,
  contributorType: 'individual',
  oaeType: 'matchable',
};

describe('matchComputation', () => {
  it.each([
    // One gift at the $20 border
    [1_999, [], 1_999, 17_991],
    [2_000, [], 2_000, 18_000],
    [2_001, [], 2_000, 18_000],
    [25_000, [], 2_000, 18_000],
    // Earlier gifts use up the $20
    [1_000, [1_500], 500, 4_500],
    [1_000, [1_500, 500], 0, 0],
    [499, [1_500], 499, 4_491],
    [501, [1_500], 500, 4_500],
    [500, [1_999], 1, 9],
    [500, [2_000], 0, 0],
    [500, [2_500], 0, 0],
  ])(
    '%d cents after earlier matches %j: match %d, public money %d',
    (amountCents, earlierMatchedCents, match, publicMoney) => {
      const computation = matchComputation({
        ...portlandIndividual,
        amountCents,
        earlierMatchedCents,
      });
      expect(computation.suggestedMatchCents).toBe(match);
      expect(computation.publicMoneyCents).toBe(publicMoney);
    },
  );

  it('matches $15 then $5 of a $10 gift, then nothing of a third gift', () => {
    const earlierMatchedCents: number[] = [];
    const figures = [1_500, 1_000, 1_000].map((amountCents) => {
      const computation = matchComputation({
        ...portlandIndividual,
        amountCents,
        earlierMatchedCents,
      });
      earlierMatchedCents.push(computation.suggestedMatchCents);
      return [
        computation.remainingEligibleCents,
        computation.suggestedMatchCents,
        computation.publicMoneyCents,
      ];
    });
    expect(figures).toEqual([
      [2_000, 1_500, 13_500],
      [500, 500, 4_500],
      [0, 0, 0],
    ]);
  });

  it.each([
    [[700, 700, 700, 700]],
    [[1_999, 1, 1]],
    [[2_000, 2_000]],
    [
      [
        100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100,
        100, 100, 100,
      ],
    ],
  ])('never pays one donor more than $180 over the gifts %j', (gifts) => {
    const earlierMatchedCents: number[] = [];
    let publicMoney = 0;
    for (const amountCents of gifts) {
      const computation = matchComputation({
        ...portlandIndividual,
        amountCents,
        earlierMatchedCents,
      });
      earlierMatchedCents.push(computation.suggestedMatchCents);
      publicMoney += computation.publicMoneyCents;
    }
    expect(publicMoney).toBe(18_000);
  });

  it('reports the figures behind the match', () => {
    expect(
      matchComputation({
        ...portlandIndividual,
        amountCents: 1_000,
        earlierMatchedCents: [1_200, 300],
      }),
    ).toEqual({
      amountCents: 1_000,
      eligible: true,
      reasons: [],
      alreadyMatchedCents: 1_500,
      remainingEligibleCents: 500,
      suggestedMatchCents: 500,
      publicMoneyCents: 4_500,
    });
  });

  it.each([
    [{ inPortland: false }, ["The contributor's address is not in Portland."]],
    [{ contributorType: 'business' }, ['Only contributions from individuals are matched.']],
    [{ oaeType: 'seed' }, ['Only matchable or qualifying contributions are matched.']],
    [{ amountCents: 0 }, ['The contribution amount is not above zero.']],
    [
      { earlierMatchedCents: [2_000] },
      ["This donor's first $20.00 to the campaign is already matched."],
    ],
    [
      { inPortland: false, contributorType: 'family' },
      [
        'Only contributions from individuals are matched.',
        "The contributor's address is not in Portland.",
      ],
    ],
  ])('is not eligible with %j', (changes, reasons) => {
    const computation = matchComputation({
      ...portlandIndividual,
      amountCents: 1_000,
      earlierMatchedCents: [],
      ...changes,
    });
    expect(computation).toMatchObject({
      eligible: false,
      reasons,
      suggestedMatchCents: 0,
      publicMoneyCents: 0,
    });
  });
});

describeAnswers(
  'publicMoneyCents',
  [
    [0, 0],
    [1, 9],
    [1_999, 17_991],
    [2_000, 18_000],
  ],
  (matchAmount) => publicMoneyCents(matchAmount),
);

describe('checkMatchAmount', () => {
  // A $50 gift of which the rule matches $5 (the donor's earlier gifts used $15).
  const computation = { amountCents: 5_000, suggestedMatchCents: 500 };
  const refusedAboveRule = {
    ok: false,
    message: 'A reason is required to match more than the programme rule allows ($5.00)',
  };

  it.each([
    [499, null, { ok: true }],
    [500, null, { ok: true }],
    [501, null, refusedAboveRule],
    [501, '   ', refusedAboveRule],
    [501, 'Donor confirmed as a Portland resident', { ok: true }],
    [0, null, { ok: true }],
    [4_999, 'Approved by the programme manager', { ok: true }],
    [5_000, 'Approved by the programme manager', { ok: true }],
    [
      5_001,
      'Approved by the programme manager',
      { ok: false, message: 'The match amount cannot be more than the contribution' },
    ],
    [-1, 'Refund', { ok: false, message: 'The match amount cannot be negative' }],
    [10.5, null, { ok: false, message: 'The match amount must be a whole number of cents' }],
  ])('%d cents with reason %j -> %j', (requestedCents, reason, result) => {
    expect(checkMatchAmount({ requestedCents, computation, reason })).toEqual(result);
  });
});

describe('qualifyingProgress', () => {
  it.each([
    ['Councilor District 1', 0, 250, 250, false, 0],
    ['Councilor District 2', 249, 250, 1, false, 99],
    ['Councilor District 3', 250, 250, 0, true, 100],
    ['Auditor', 251, 250, 0, true, 100],
    ['Mayor', 749, 750, 1, false, 99],
    ['Mayor', 750, 750, 0, true, 100],
    ['Mayor', 751, 750, 0, true, 100],
    ['Mayor', 375, 750, 375, false, 50],
  ] satisfies [Office, number, number, number, boolean, number][])(
    '%s with %d qualifying donors: threshold %d, %d to go, qualified %s, percent %d',
    (office, qualifyingDonors, threshold, remaining, qualified, percent) => {
      expect(qualifyingProgress({ office, qualifyingDonors })).toEqual({
        threshold,
        count: qualifyingDonors,
        remaining,
        qualified,
        percent,
      });
    },
  );
});
