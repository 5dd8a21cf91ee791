import { describe, expect, it } from 'vitest';
import type { Office } from '../enums/places';
import { matchAmountFor } from './match-money';
import { hasQualified, MAX_MATCH_PER_DONOR_CENTS, qualifyingThreshold } from './rules';

describe('qualifying thresholds', () => {
  it.each([
    ['Mayor', 749, false],
    ['Mayor', 750, true],
    ['Mayor', 751, true],
    ['Auditor', 249, false],
    ['Auditor', 250, true],
    ['Auditor', 251, true],
    ['Councilor District 1', 249, false],
    ['Councilor District 4', 250, true],
  ] satisfies [Office, number, boolean][])(
    '%s with %d qualifying contributions: %s',
    (office, count, qualified) => {
      expect(hasQualified(office, count)).toBe(qualified);
    },
  );

  it('is 750 for mayor and 250 otherwise', () => {
    expect(qualifyingThreshold('Mayor')).toBe(750);
    expect(qualifyingThreshold('Auditor')).toBe(250);
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
