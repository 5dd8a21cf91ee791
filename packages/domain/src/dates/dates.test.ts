import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { compareCalendarDates, isCalendarDate, todayInBusinessZone } from './calendar';
import { formatActivityTime, formatLastEdited } from './format';

describeAnswers(
  'isCalendarDate',
  [
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['2024-01-01T00:00:00Z', false],
    ['', false],
    [null, false],
  ],
  (value) => isCalendarDate(value),
);

describeAnswers(
  'todayInBusinessZone',
  [
    // Winter, UTC-8: midnight in Portland is 08:00 UTC.
    ['2024-01-15T07:59:59Z', '2024-01-14'],
    ['2024-01-15T08:00:00Z', '2024-01-15'],
    // Summer, UTC-7: midnight in Portland is 07:00 UTC.
    ['2024-07-01T06:59:59Z', '2024-06-30'],
    ['2024-07-01T07:00:00Z', '2024-07-01'],
  ],
  (moment) => todayInBusinessZone(new Date(moment)),
);

describe('todayInBusinessZone, asked again and again (the date of the last second is kept)', () => {
  it('answers each moment its own date, within one second and across midnight', () => {
    const moments = [
      '2024-01-15T07:59:59.001Z',
      '2024-01-15T07:59:59.999Z',
      '2024-01-15T08:00:00.000Z',
      '2024-01-15T07:59:59.500Z',
      '2024-07-01T06:59:59.999Z',
      '2024-07-01T07:00:00.000Z',
      // Before 1883 the city kept its local mean time, UTC-7:52:58.
      '1850-01-01T07:52:57.999Z',
      '1850-01-01T07:52:58.000Z',
    ];
    expect(moments.map((moment) => todayInBusinessZone(new Date(moment)))).toEqual([
      '2024-01-14',
      '2024-01-14',
      '2024-01-15',
      '2024-01-14',
      '2024-06-30',
      '2024-07-01',
      '1849-12-31',
      '1850-01-01',
    ]);
  });

  it('still refuses a moment that is not one', () => {
    expect(() => todayInBusinessZone(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describeAnswers(
  'compareCalendarDates',
  [
    ['2024-01-01', '2024-01-02', -1],
    ['2024-01-02', '2024-01-02', 0],
    ['2024-12-31', '2024-01-02', 1],
  ],
  (a, b) => compareCalendarDates(a, b),
);

describe('Pacific timestamps', () => {
  it.each([
    ['2024-03-05T17:07:00Z', '03-05-2024 @ 09:07AM', '03-05-24 09:07 AM'],
    ['2024-07-04T19:30:00Z', '07-04-2024 @ 12:30PM', '07-04-24 12:30 PM'],
    ['2024-07-05T06:59:00Z', '07-04-2024 @ 11:59PM', '07-04-24 11:59 PM'],
    ['2024-07-05T07:01:00Z', '07-05-2024 @ 12:01AM', '07-05-24 12:01 AM'],
  ])('%s shows as %s and %s', (moment, activity, lastEdited) => {
    expect(formatActivityTime(new Date(moment))).toBe(activity);
    expect(formatLastEdited(new Date(moment))).toBe(lastEdited);
  });
});
