import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeAnswers } from '../testing/answers';
// Importing the module sets the messages for every schema, as the package's entry does.
import { fieldLabel } from './messages';

describeAnswers(
  'fieldLabel',
  [
    ['amount', 'Amount'],
    ['perPage', 'Per page'],
    ['campaignId', 'Campaign id'],
    ['address_1', 'Address 1'],
  ],
  (key) => fieldLabel(key),
);

const form = z.object({
  amount: z.number(),
  page: z.number().int().min(0).max(100),
  filter: z.object({ status: z.string().max(5) }).optional(),
  tags: z.array(z.string()).max(1).optional(),
  named: z.number({ error: 'Our own words' }).optional(),
  code: z.string().min(1).max(1).optional(),
  either: z.union([z.string(), z.number()]).optional(),
});

const messagesOf = (input: unknown) => {
  const parsed = form.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('messages of schemas without words of their own', () => {
  it.each([
    ['a wrong type', { amount: 'abc', page: 0 }, { amount: 'Amount must be a number' }],
    ['a missing value', { page: 0 }, { amount: 'Amount is required' }],
    ['a null', { amount: null, page: 0 }, { amount: 'Amount is required' }],
    ['below the least', { amount: 1, page: -1 }, { page: 'Page must be at least 0' }],
    ['past the most', { amount: 1, page: 101 }, { page: 'Page must be at most 100' }],
    ['a fraction', { amount: 1, page: 1.5 }, { page: 'Page must be a whole number' }],
    [
      'text too long, nested',
      { amount: 1, page: 0, filter: { status: 'archived' } },
      { 'filter.status': 'Status must be at most 5 characters' },
    ],
    [
      'too many items',
      { amount: 1, page: 0, tags: ['a', 'b'] },
      { tags: 'Tags must have at most 1 item' },
    ],
    [
      'empty text where one character is the least',
      { amount: 1, page: 0, code: '' },
      { code: 'Code is required' },
    ],
    [
      'text past one character',
      { amount: 1, page: 0, code: 'ab' },
      { code: 'Code must be at most 1 character' },
    ],
    [
      'no choice of a union',
      { amount: 1, page: 0, either: null },
      { either: 'Either is required' },
    ],
    ['a schema’s own message', { amount: 1, page: 0, named: 'x' }, { named: 'Our own words' }],
  ])('%s names the field', (_case, input, expected) => {
    expect(messagesOf(input)).toEqual(expected);
  });
});
