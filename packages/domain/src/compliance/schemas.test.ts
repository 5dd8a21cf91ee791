import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import { complianceReasonSchema, matchAmountSchema, reasonForChoice } from './schemas';

describe('complianceReasonSchema', () => {
  it.each([
    [{ reasonChoice: 'Over Limit', reason: 'Over Limit' }, {}],
    [{ reasonChoice: 'Other Reason', reason: 'Missing employer' }, {}],
    [{ reasonChoice: 'Other Reason', reason: '  ' }, { reason: 'An explanation is required' }],
    [{ reason: 'x' }, { reasonChoice: 'Choose a reason' }],
    [{ reasonChoice: 'Because', reason: 'x' }, { reasonChoice: 'Choose a reason' }],
  ])('%j gives %j', (input, errors) => {
    const result = complianceReasonSchema.safeParse(input);
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual(errors);
  });

  it('prefills Over Limit and blanks the other choice', () => {
    expect(reasonForChoice('Over Limit')).toBe('Over Limit');
    expect(reasonForChoice('Other Reason')).toBe('');
  });
});

describe('matchAmountSchema', () => {
  it.each([
    ['$1,234.50', 123_450],
    ['180', 18_000],
    ['0', 0],
    [179.99, 17_999],
    [0, 0],
  ])('reads %j as %d cents', (input, cents) => {
    expect(matchAmountSchema.parse(input)).toBe(cents);
  });

  it.each([
    ['abc', 'The match amount must be a number'],
    ['', 'The match amount must be a number'],
    ['1.234', 'The match amount can have at most 2 decimals'],
    [0.001, 'The match amount can have at most 2 decimals'],
    ['-0.01', 'The match amount cannot be negative'],
    [-5, 'The match amount cannot be negative'],
    [null, 'The match amount must be a number'],
  ])('refuses %j: %s', (input, message) => {
    const result = matchAmountSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(message);
  });
});
