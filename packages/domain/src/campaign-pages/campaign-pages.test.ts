import { describe, expect, it } from 'vitest';
import {
  averageGiftCents,
  cumulativeByWeek,
  isSmallGiftSize,
  SMALL_GIFT_SIZES,
  shareOf,
} from './figures';
import { foldZipCodes, type ZipCodeGiving } from './zip-codes';

const zip = (code: string, donors: number, amountCents: number): ZipCodeGiving => ({
  zip: code,
  donors,
  amountCents,
});

describe('foldZipCodes', () => {
  it.each([
    // donors just under, at and just over the five a ZIP code needs to be shown
    [4, false],
    [5, true],
    [6, true],
  ])('a ZIP code of %i donors is shown: %s', (donors, shown) => {
    const { top, other } = foldZipCodes([zip('97201', donors, 50_000)]);
    expect(top.map((row) => row.zip)).toEqual(shown ? ['97201'] : []);
    expect(other).toEqual(
      shown
        ? { zipCodes: 0, donors: 0, amountCents: 0 }
        : { zipCodes: 1, donors, amountCents: 50_000 },
    );
  });

  it.each([
    [9, 9, 0],
    [10, 10, 0],
    [11, 10, 1],
  ])('of %i ZIP codes with enough donors, %i are shown and %i folded', (count, shown, folded) => {
    const rows = Array.from({ length: count }, (_, index) =>
      zip(`972${String(index).padStart(2, '0')}`, 5, 1_000 * (index + 1)),
    );
    const { top, other } = foldZipCodes(rows);
    expect(top).toHaveLength(shown);
    expect(other.zipCodes).toBe(folded);
    // the smallest giver is the one left out
    if (folded) expect(top.map((row) => row.zip)).not.toContain('97200');
  });

  it('ranks by money, then donors, then code, and folds a big giver with few donors', () => {
    const { top, other } = foldZipCodes([
      zip('97202', 5, 10_000),
      zip('97201', 5, 10_000),
      zip('97203', 8, 10_000),
      zip('97204', 2, 900_000),
      zip('97205', 20, 30_000),
    ]);
    expect(top.map((row) => row.zip)).toEqual(['97205', '97203', '97201', '97202']);
    expect(other).toEqual({ zipCodes: 1, donors: 2, amountCents: 900_000 });
  });

  it('adds up every ZIP code: what is shown and "other" together are all the money', () => {
    const rows = [zip('97201', 7, 3_000), zip('97202', 1, 500), zip('97203', 3, 700)];
    const { top, other } = foldZipCodes(rows);
    const shown = top.reduce((sum, row) => sum + row.amountCents, 0);
    expect(shown + other.amountCents).toBe(4_200);
    expect(other.donors).toBe(4);
  });
});

describe('small gifts', () => {
  it('are the sizes up to the $250 limit', () => {
    expect(SMALL_GIFT_SIZES).toEqual(['micro', 'small', 'medium']);
  });

  it.each([
    ['micro', true],
    ['medium', true],
    ['large', false],
    ['mega', false],
  ])('%s is small: %s', (size, small) => {
    expect(isSmallGiftSize(size)).toBe(small);
  });
});

describe('shares and averages', () => {
  it.each([
    [0, 0, null],
    [0, 100, 0],
    [25, 100, 0.25],
    [100, 100, 1],
  ])('%i of %i is %s', (part, whole, share) => {
    expect(shareOf(part, whole)).toBe(share);
  });

  it.each([
    [0, 0, null],
    [1_000, 1, 1_000],
    [1_000, 3, 333],
    [1_001, 2, 501],
  ])('%i cents over %i gifts average %s cents', (total, gifts, average) => {
    expect(averageGiftCents(total, gifts)).toBe(average);
  });
});

describe('cumulativeByWeek', () => {
  it('adds each week to those before it, in date order', () => {
    expect(
      cumulativeByWeek([
        { week: '2026-01-12', raisedCents: 500, matchedCents: 0 },
        { week: '2026-01-05', raisedCents: 1_000, matchedCents: 900 },
        { week: '2026-01-19', raisedCents: 0, matchedCents: 1_800 },
      ]),
    ).toEqual([
      { week: '2026-01-05', raisedCents: 1_000, matchedCents: 900 },
      { week: '2026-01-12', raisedCents: 1_500, matchedCents: 900 },
      { week: '2026-01-19', raisedCents: 1_500, matchedCents: 2_700 },
    ]);
  });

  it('is empty without weeks', () => {
    expect(cumulativeByWeek([])).toEqual([]);
  });
});
