import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { dollarsToCents, formatMoney, hasWholeCents, parseMoneyText } from './cents';

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [20, 2000],
    [20.01, 2001],
    [1234.56, 123456],
    [-12.34, -1234],
    [4.35, 435],
    [1_000_000.07, 100_000_007],
  ])('%d dollars is %d cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('refuses values that are not amounts', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });
});

describeAnswers(
  'hasWholeCents',
  [
    [10, true],
    [10.5, true],
    [10.55, true],
    [10.555, false],
    [0.1 + 0.2, true],
    [Number.POSITIVE_INFINITY, false],
  ],
  (dollars) => hasWholeCents(dollars),
);

describeAnswers(
  'formatMoney',
  [
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-2500, '-$25.00'],
  ],
  (cents) => formatMoney(cents),
);

describe('parseMoneyText', () => {
  it.each([
    ['$1,234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['.5', 50],
    [' $20 ', 2000],
    ['-$3.10', -310],
    ['1,000,000', 100000000],
  ])('reads %s as %d cents', (text, cents) => {
    expect(parseMoneyText(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['abc', 'not_a_number'],
    ['1,23', 'not_a_number'],
    ['$', 'not_a_number'],
    ['12.345', 'too_many_decimals'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseMoneyText(text)).toEqual({ ok: false, error });
  });
});
