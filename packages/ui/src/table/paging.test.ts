import { describe, expect, it } from 'vitest';
import { clampPage, pageAfterSizeChange, pageCount, rangeLabel } from './paging';

describe('pageCount', () => {
  it.each([
    [0, 50, 1],
    [49, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    // The page index is capped at 100, so at most 101 pages are offered.
    [5_000, 50, 100],
    [5_050, 50, 101],
    [5_051, 50, 101],
    [1_000_000, 50, 101],
  ])('%i rows at %i per page make %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [-1, 120, 50, 0],
    [0, 120, 50, 0],
    [2, 120, 50, 2],
    [3, 120, 50, 2],
    [99, 1_000_000, 50, 99],
    [100, 1_000_000, 50, 100],
    [101, 1_000_000, 50, 100],
  ])('page %i of %i rows at %i per page becomes %i', (page, total, perPage, expected) => {
    expect(clampPage(page, total, perPage)).toBe(expected);
  });
});

describe('rangeLabel', () => {
  it.each([
    [0, 50, 0, '0 - 0 of 0'],
    [0, 50, 1, '1 - 1 of 1'],
    [0, 50, 49, '1 - 49 of 49'],
    [0, 50, 50, '1 - 50 of 50'],
    [1, 50, 51, '51 - 51 of 51'],
    [1, 10, 25, '11 - 20 of 25'],
    [2, 10, 25, '21 - 25 of 25'],
  ])('page %i at %i per page of %i rows reads %s', (page, perPage, total, label) => {
    expect(rangeLabel(page, perPage, total)).toBe(label);
  });
});

describe('pageAfterSizeChange', () => {
  it.each([
    // The first visible row is page x perPage; it must be on the new page.
    { page: 0, from: 50, to: 100, expected: 0 },
    { page: 2, from: 50, to: 100, expected: 1 }, // row 100 is on rows 100-199
    { page: 2, from: 50, to: 150, expected: 0 }, // row 100 is on rows 0-149
    { page: 3, from: 50, to: 150, expected: 1 }, // row 150 starts the second page
    { page: 1, from: 150, to: 50, expected: 3 }, // row 150 is on rows 150-199
  ])(
    'page $page at $from per page becomes page $expected at $to per page',
    ({ page, from, to, expected }) => {
      expect(pageAfterSizeChange(page, from, to)).toBe(expected);
    },
  );

  it('never goes past the page cap', () => {
    expect(pageAfterSizeChange(100, 150, 50)).toBe(100);
  });
});
