import { describe, expect, it } from 'vitest';
import { addCalendarDays, digestDays, startOfBusinessDay } from './days';

describe('alert days', () => {
  it.each([
    ['2026-03-08', '2026-03-08T08:00:00.000Z'],
    ['2026-03-09', '2026-03-09T07:00:00.000Z'],
    ['2026-11-01', '2026-11-01T07:00:00.000Z'],
    ['2026-11-02', '2026-11-02T08:00:00.000Z'],
  ])('starts %s at Pacific midnight, across daylight-saving changes', (date, moment) => {
    expect(startOfBusinessDay(date).toISOString()).toBe(moment);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
  ])('moves %s by %i day to %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-12-07', '2026-12-07', null],
    ['2026-12-08', '2026-12-07', null],
    ['2026-12-06', '2026-12-07', { from: '2026-12-06', toExclusive: '2026-12-07' }],
    ['2026-11-06', '2026-12-07', { from: '2026-11-06', toExclusive: '2026-12-07' }],
    ['2026-11-05', '2026-12-07', { from: '2026-11-06', toExclusive: '2026-12-07' }],
  ])('a digest with %s first unsent on %s covers %j', (firstUnsent, today, expected) => {
    expect(digestDays(firstUnsent, today)).toEqual(expected);
  });
});
