import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './url-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('dashboard filters in the URL', () => {
  it('opens with participants, amounts and a start date of 2023-01-01 when the URL is bare', () => {
    expect(read('')).toEqual({
      financing: 'public',
      campaigns: [],
      offices: [],
      startDate: '2023-01-01',
      endDate: null,
      count: false,
      compare: false,
    });
  });

  it('restores a shared view exactly', () => {
    const query =
      'financing=all&count=true&compare=true&offices=Mayor,Auditor&campaigns=3,-7&startDate=2024-01-01&endDate=2024-06-30';
    const filters = read(query);
    expect(filters).toEqual({
      financing: 'all',
      campaigns: [3, -7],
      offices: ['Mayor', 'Auditor'],
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      count: true,
      compare: true,
    });
    expect(searchFromFilters(filters).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('reads a link written with the offices stored before the spec names ("mayor")', () => {
    expect(read('offices=mayor,councilor_district_2,sheriff').offices).toEqual([
      'Mayor',
      'Councilor District 2',
      'sheriff',
    ]);
  });

  it.each([
    ['financing=everyone', { financing: 'public' }],
    ['startDate=2024-02-30', { startDate: null, endDate: null }],
    ['startDate=&endDate=', { startDate: null, endDate: null }],
    ['financing=all', { startDate: '2023-01-01', endDate: null }],
    ['endDate=2024-02-29', { startDate: null, endDate: '2024-02-29' }],
    ['campaigns=1,2,3,4,5&compare=true', { campaigns: [1, 2, 3, 4], compare: true }],
    ['campaigns=1&compare=true', { compare: false }],
  ])('reads %s leniently', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});
