import { describe, expect, it } from 'vitest';
import type { Office } from '../enums/places';
import { matchAmountFor } from './match-money';
import {
  hasQualified,
  limitCategory,
  limitWarnings,
  MAX_MATCH_PER_DONOR_CENTS,
  qualifyingThreshold,
} from './rules';

describe('qualifying thresholds', () => {
  it.each([
    ['mayor', 749, false],
    ['mayor', 750, true],
    ['mayor', 751, true],
    ['auditor', 249, false],
    ['auditor', 250, true],
    ['auditor', 251, true],
    ['councilor_district_1', 249, false],
    ['councilor_district_4', 250, true],
  ] satisfies [Office, number, boolean][])(
    '%s with %d qualifying contributions: %s',
    (office, count, qualified) => {
      expect(hasQualified(office, count)).toBe(qualified);
    },
  );

  it('is 750 for mayor and 250 otherwise', () => {
    expect(qualifyingThreshold('mayor')).toBe(750);
    expect(qualifyingThreshold('auditor')).toBe(250);
  });
});

describe('matchAmountFor', () => {
  it.each([
    [1_999, 0, true, 17_991],
    [2_000, 0, true, 18_000],
    [2_001, 0, true, 18_000],
    [25_000, 0, true, 18_000],
    [1_000, 1_000, true, 9_000],
    [1_001, 1_000, true, 9_000],
    [999, 1_000, true, 8_991],
    [500, 1_999, true, 9],
    [500, 2_000, true, 0],
    [500, 2_500, true, 0],
    [2_000, 0, false, 0],
    [0, 0, true, 0],
  ])('%d cents after %d matched, Portland %s -> %d', (amountCents, previous, inPortland, match) => {
    expect(
      matchAmountFor({ amountCents, previouslyMatchedEligibleCents: previous, inPortland })
        .matchCents,
    ).toBe(match);
  });

  it('never matches one donor past $180 over several gifts', () => {
    let eligible = 0;
    let matched = 0;
    for (const amountCents of [700, 700, 700, 700]) {
      const result = matchAmountFor({
        amountCents,
        previouslyMatchedEligibleCents: eligible,
        inPortland: true,
      });
      eligible += result.eligibleCents;
      matched += result.matchCents;
    }
    expect(matched).toBe(MAX_MATCH_PER_DONOR_CENTS);
    expect(MAX_MATCH_PER_DONOR_CENTS).toBe(18_000);
  });
});

describe('limitWarnings', () => {
  const codes = (input: Parameters<typeof limitWarnings>[0]) =>
    limitWarnings(input).map((warning) => warning.code);

  it.each([
    [25_000, []],
    [25_001, ['per_donor_limit']],
  ])('a matchable gift of %d cents warns %j', (amountCents, expected) => {
    expect(
      codes({
        contribution: { amountCents, oaeType: 'matchable' },
        donorContributions: [],
        campaignSeedCents: 0,
      }),
    ).toEqual(expected);
  });

  it.each([
    [4_999, []],
    [5_000, []],
    [5_001, ['per_donor_limit']],
  ])('after $200 from the same donor, %d cents more warns %j', (amountCents, expected) => {
    expect(
      codes({
        contribution: { amountCents, oaeType: 'qualifying' },
        donorContributions: [
          { amountCents: 20_000, oaeType: 'matchable' },
          { amountCents: 40_000, oaeType: 'seed' },
        ],
        campaignSeedCents: 0,
      }),
    ).toEqual(expected);
  });

  it.each([
    [50_000, 0, []],
    [50_001, 0, ['seed_per_donor_limit']],
    [10_000, 490_000, []],
    [10_001, 490_000, ['seed_total_limit']],
    [50_001, 490_000, ['seed_per_donor_limit', 'seed_total_limit']],
  ])(
    'seed money of %d cents with %d in the campaign warns %j',
    (amountCents, campaignSeedCents, expected) => {
      expect(
        codes({
          contribution: { amountCents, oaeType: 'seed' },
          donorContributions: [],
          campaignSeedCents,
        }),
      ).toEqual(expected);
    },
  );

  it.each([
    [500_000, []],
    [500_001, ['inkind_per_donor_limit']],
  ])('in-kind of %d cents warns %j', (amountCents, expected) => {
    expect(
      codes({
        contribution: { amountCents, oaeType: 'allowable', subType: 'inkind_contribution' },
        donorContributions: [],
        campaignSeedCents: 0,
      }),
    ).toEqual(expected);
  });

  it('writes the amounts into the message', () => {
    expect(
      limitWarnings({
        contribution: { amountCents: 25_001, oaeType: 'matchable' },
        donorContributions: [],
        campaignSeedCents: 0,
      })[0]?.message,
    ).toBe("This donor's total is $250.01, over the $250.00 limit.");
  });

  it('puts public matching money under no limit', () => {
    expect(limitCategory({ oaeType: 'public_matching_contribution' })).toBe('none');
    expect(
      codes({
        contribution: { amountCents: 1_000_000, oaeType: 'public_matching_contribution' },
        donorContributions: [],
        campaignSeedCents: 0,
      }),
    ).toEqual([]);
  });
});
