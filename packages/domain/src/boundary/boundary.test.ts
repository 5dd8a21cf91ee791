import { describe, expect, it } from 'vitest';
import { campaignNameSchema } from '../campaigns/schemas';
import { matchAmountSchema } from '../compliance/schemas';
import { validateContribution } from '../contributions/rules';
import { validateExpenditure } from '../expenditures/rules';
import { amountProblem } from '../forms/fields';
import { describeAnswers } from '../testing/answers';
import { latestMoneyDate, moneyDateProblem } from './dates';
import { idSchema, versionSchema } from './ids';
import { BOUNDARY_MESSAGES, MAX_DATABASE_INTEGER } from './limits';
import { boundedText, findUnsafeText, textProblem } from './text';

describe('idSchema', () => {
  it.each([
    [0, false],
    [1, true],
    [MAX_DATABASE_INTEGER - 1, true],
    [MAX_DATABASE_INTEGER, true],
    [MAX_DATABASE_INTEGER + 1, false],
    [1.5, false],
    [-1, false],
    ['42', true],
    ['2147483648', false],
    ['', false],
    ['abc', false],
    [null, false],
    // Only a number or its digits: nothing that coerces to one is taken for it.
    [' 12', false],
    ['0x10', false],
    ['1e3', false],
    ['12abc', false],
    [true, false],
    [[3], false],
  ])('%j accepted: %s', (value, accepted) => {
    const parsed = idSchema.safeParse(value);
    expect(parsed.success).toBe(accepted);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(BOUNDARY_MESSAGES.idInvalid);
  });
});

describe('versionSchema', () => {
  it.each([
    [0, true],
    ['7', true],
    [MAX_DATABASE_INTEGER, true],
    [MAX_DATABASE_INTEGER + 1, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('%j accepted: %s', (value, accepted) => {
    const parsed = versionSchema.safeParse(value);
    expect(parsed.success).toBe(accepted);
    if (!parsed.success) {
      expect(parsed.error.issues[0]?.message).toBe(BOUNDARY_MESSAGES.versionInvalid);
    }
  });
});

describe('amounts: at most $10,000,000', () => {
  it.each([
    [9_999_999.99, null],
    [10_000_000, null],
    [10_000_000.01, BOUNDARY_MESSAGES.amountTooLarge],
    [21_474_836.48, BOUNDARY_MESSAGES.amountTooLarge],
    [1e300, BOUNDARY_MESSAGES.amountTooLarge],
  ])('%d -> %s', (amount, message) => {
    expect(amountProblem(amount, 'required')).toBe(message);
  });

  it.each([
    ['$10,000,000.00', true],
    ['10000000.01', false],
    [10_000_001, false],
  ])('match amount %j accepted: %s', (value, accepted) => {
    const parsed = matchAmountSchema.safeParse(value);
    expect(parsed.success).toBe(accepted);
    if (!parsed.success)
      expect(parsed.error.issues[0]?.message).toBe(BOUNDARY_MESSAGES.amountTooLarge);
  });
});

describe('text: length and control characters', () => {
  const refused = (codePoint: string) =>
    `Name contains a character that is not allowed (${codePoint})`;
  it.each([
    ['a'.repeat(99), null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'Name can be at most 100 characters'],
    ['tab\there', refused('U+0009')],
    ['two\nlines', refused('U+000A')],
    ['nul\u0000', refused('U+0000')],
    ['bell\u0007', refused('U+0007')],
    ['escape\u001b[0m', refused('U+001B')],
    ['delete\u007f', refused('U+007F')],
    ['accents éü and emoji 🎉', null],
  ])('%j -> %s', (value, message) => {
    expect(textProblem(value, 'Name', 100)).toBe(message);
    expect(boundedText('Name', 100).safeParse(value).success).toBe(message === null);
  });

  it('finds a control character anywhere in a request, keys included', () => {
    expect(findUnsafeText({ a: [{ b: 'fine' }, { c: 'x\u0000' }] })).toEqual({
      path: ['a', '1', 'c'],
      message: 'C contains a character that is not allowed (U+0000)',
    });
    expect(findUnsafeText({ firstName: 'A\u0000da' })?.message).toBe(
      'First name contains a character that is not allowed (U+0000)',
    );
    // What only the free-text fields' schemas refuse passes the backstop (a CSV file's text).
    expect(findUnsafeText({ csvText: '\uFEFFname\u202E,\r\n' })).toBeNull();
    expect(findUnsafeText({ 'bad\u0000key': 1 })).not.toBeNull();
    expect(findUnsafeText({ a: 'fine', b: 1, c: null })).toBeNull();
    expect(findUnsafeText({ file: Buffer.from('\u0000') })).toBeNull();
  });

  it.each([
    ['notes', 5_000],
    ['firstName', 100],
    ['address1', 200],
  ] as const)('contribution %s allows %d characters and no more', (field, max) => {
    expect(validateContribution({ [field]: 'a'.repeat(max) })[field] ?? '').not.toMatch(/at most/);
    expect(validateContribution({ [field]: 'a'.repeat(max + 1) })[field]).toMatch(
      `at most ${max} characters`,
    );
  });

  it('an expenditure refuses NUL in its payee name', () => {
    expect(validateExpenditure({ name: 'Shop\u0000' }).name).toMatch(/^Payee name contains/);
  });

  it.each([
    ['notes', 'Paid\r\nin cash\tat the door', undefined],
    [
      'inKindDescription',
      'two\nlines',
      'In-kind description contains a character that is not allowed (U+000A)',
    ],
    [
      'address1',
      '123 Main\u200B St',
      'Street address contains a character that is not allowed (U+200B)',
    ],
    ['occupation', 'Teacher\u202E', 'Occupation contains a character that is not allowed (U+202E)'],
  ] as const)("a contribution's %s %j -> %s", (field, value, message) => {
    expect(validateContribution({ [field]: value })[field]).toBe(message);
  });
});

describe('dates of money received and spent', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['2018-12-31', 'received', BOUNDARY_MESSAGES.dateTooEarly('Date')],
    ['2019-01-01', 'received', null],
    ['2026-06-16', 'received', null],
    ['2026-06-17', 'received', BOUNDARY_MESSAGES.dateTooLate('Date', '2026-06-16')],
    ['2026-07-16', 'spent', null],
    ['2026-07-17', 'spent', BOUNDARY_MESSAGES.dateTooLate('Date', '2026-07-16')],
    ['not a date', 'received', null],
  ] as const)('%s (%s) -> %s', (date, kind, message) => {
    expect(moneyDateProblem(date, 'Date', kind, now)).toBe(message);
  });

  it('the latest date follows the calendar in Portland, not UTC', () => {
    // 03:00 UTC on the 16th is still the 15th in Portland.
    expect(latestMoneyDate('received', new Date('2026-06-16T03:00:00Z'))).toBe('2026-06-16');
  });
});

describeAnswers(
  'campaign names',
  [
    ['Jane Doe for Mayor 2028', true],
    ['2028 Jane Doe', true],
    ['Jane Doe for Mayor', false],
    ['Jane <script>alert(1)</script> 2028', false],
    ['Jane \u202eroyaM 2028', false],
    [`${'J'.repeat(195)} 2028`, true],
    [`${'J'.repeat(196)} 2028`, false],
  ],
  (name) => campaignNameSchema.safeParse(name).success,
);
