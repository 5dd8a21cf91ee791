import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { API_TOKEN_MESSAGES as M } from './messages';
import { API_TOKEN_NAME_MAX, createApiTokenInputSchema, endOfBusinessDay } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
const firstMessage = (input: unknown) => {
  const result = createApiTokenInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createApiTokenInputSchema', () => {
  it.each([
    [{ name: 'weekly export' }, null],
    [{ name: '  weekly export  ' }, null],
    [{}, M.nameRequired],
    [{ name: '   ' }, M.nameRequired],
    [{ name: 'x'.repeat(API_TOKEN_NAME_MAX) }, null],
    [{ name: 'x'.repeat(API_TOKEN_NAME_MAX + 1) }, M.nameTooLong(API_TOKEN_NAME_MAX)],
    [{ name: 'n', expiresAt: null }, null],
    [{ name: 'n', expiresAt: '' }, null],
    [{ name: 'n', expiresAt: new Date(Date.now() + DAY_MS).toISOString() }, null],
    [{ name: 'n', expiresAt: new Date(Date.now() - 1000).toISOString() }, M.expiresAtPast],
    [{ name: 'n', expiresAt: new Date(Date.now() + 5 * 365 * DAY_MS).toISOString() }, null],
    [
      { name: 'n', expiresAt: new Date(Date.now() + 5 * 367 * DAY_MS).toISOString() },
      M.expiresAtTooFar(5),
    ],
    [{ name: 'n', expiresAt: new Date(Date.now() + DAY_MS) }, M.expiresAtInvalid],
    [{ name: 'n', expiresAt: 'tomorrow' }, M.expiresAtInvalid],
    [{ name: 'n', expiresAt: '2030-02-30' }, M.expiresAtInvalid],
    [{ name: 'n', expiresAt: 12 }, M.expiresAtInvalid],
    [{ name: 'n', readOnly: 'yes' }, M.readOnlyInvalid],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('trims the name and is not read-only unless asked', () => {
    expect(createApiTokenInputSchema.parse({ name: ' a ' })).toEqual({
      name: 'a',
      expiresAt: null,
      readOnly: false,
    });
  });
});

describeAnswers(
  'endOfBusinessDay',
  [
    ['2030-01-15', '2030-01-16T08:00:00.000Z'],
    ['2030-07-04', '2030-07-05T07:00:00.000Z'],
    // The night clocks go back (3 Nov 2030) and forward (10 Mar 2030).
    ['2030-11-02', '2030-11-03T07:00:00.000Z'],
    ['2030-11-03', '2030-11-04T08:00:00.000Z'],
    ['2030-03-09', '2030-03-10T08:00:00.000Z'],
    ['2030-12-31', '2031-01-01T08:00:00.000Z'],
  ],
  (date) => endOfBusinessDay(date).toISOString(),
);
