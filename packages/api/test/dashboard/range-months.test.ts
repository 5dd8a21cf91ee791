import { describe, expect, it } from 'vitest';
import { splitIntoMonths, wholeYearOf } from '../../src/dashboard/data/range-months';

describe('splitIntoMonths', () => {
  it('reads whole months from the summaries and only the partial ends from the rows', () => {
    expect(splitIntoMonths({ startDate: '2024-04-01', endDate: '2024-06-30' })).toEqual({
      months: { from: '2024-04-01', until: '2024-07-01' },
      edges: [],
    });
    expect(splitIntoMonths({ startDate: '2023-12-15', endDate: '2024-02-28' })).toEqual({
      months: { from: '2024-01-01', until: '2024-02-01' },
      edges: [
        { startDate: '2023-12-15', endDate: '2023-12-31' },
        { startDate: '2024-02-01', endDate: '2024-02-28' },
      ],
    });
    // 2024 is a leap year: February's last day is the 29th.
    expect(splitIntoMonths({ startDate: '2024-02-01', endDate: '2024-02-29' }).edges).toEqual([]);
  });

  it('leaves an open end open', () => {
    expect(splitIntoMonths({ startDate: '2024-07-02' })).toEqual({
      months: { from: '2024-08-01', until: null },
      edges: [{ startDate: '2024-07-02', endDate: '2024-07-31' }],
    });
    expect(splitIntoMonths({ endDate: '2024-12-31' })).toEqual({
      months: { from: null, until: '2025-01-01' },
      edges: [],
    });
  });

  it('reads a range that holds no whole month, or none at all, from the rows', () => {
    for (const range of [
      { startDate: '2024-06-14', endDate: '2024-06-14' },
      { startDate: '2024-06-02', endDate: '2024-07-30' },
      { startDate: '2024-05-01', endDate: '2024-03-31' },
      { startDate: '2024-05-15', endDate: '2024-05-10' },
    ])
      expect(splitIntoMonths(range)).toEqual({ months: null, edges: [range] });
  });
});

describe('splitIntoMonths at the end of the calendar', () => {
  it('keeps every boundary a date the database reads (no year past 9999)', () => {
    // December 9999 has no month after it: a start inside it holds no whole month.
    expect(splitIntoMonths({ startDate: '9999-12-02' })).toEqual({
      months: null,
      edges: [{ startDate: '9999-12-02' }],
    });
    // The day after 9999-12-31 is no date: the range is open at that end.
    expect(splitIntoMonths({ startDate: '2024-03-01', endDate: '9999-12-31' })).toEqual({
      months: { from: '2024-03-01', until: null },
      edges: [],
    });
    expect(splitIntoMonths({ startDate: '9999-12-01', endDate: '9999-12-31' })).toEqual({
      months: { from: '9999-12-01', until: null },
      edges: [],
    });
  });
});

describe('wholeYearOf', () => {
  const yearOf = (startDate: string | null, endDate: string | null) =>
    wholeYearOf(splitIntoMonths({ startDate, endDate }));

  it('names the calendar year a range is exactly, and no other', () => {
    expect(yearOf('2024-01-01', '2024-12-31')).toBe('2024-01-01');
    expect(yearOf('2023-01-01', '2023-12-31')).toBe('2023-01-01');
    // Twelve whole months that are not one calendar year, a year with a day more or less,
    // two years, open ends, and the last year of the calendar (open after it).
    expect(yearOf('2023-07-01', '2024-06-30')).toBeNull();
    expect(yearOf('2023-12-31', '2024-12-31')).toBeNull();
    expect(yearOf('2024-01-01', '2025-01-01')).toBeNull();
    expect(yearOf('2024-01-02', '2024-12-31')).toBeNull();
    expect(yearOf('2024-01-01', '2024-12-30')).toBeNull();
    expect(yearOf('2023-01-01', '2024-12-31')).toBeNull();
    expect(yearOf('2024-01-01', null)).toBeNull();
    expect(yearOf(null, '2024-12-31')).toBeNull();
    expect(yearOf('9999-01-01', '9999-12-31')).toBeNull();
  });
});
