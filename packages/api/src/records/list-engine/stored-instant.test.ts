import { describe, expect, it } from 'vitest';
import { instantFromText, StoredInstant } from './stored-instant';

const parseAsDrizzle = (text: string) => new Date(text);

describe('instantFromText', () => {
  it.each([
    ['2024-11-05 16:39:14.714+00', '2024-11-05T16:39:14.714Z'],
    ['2024-11-05 16:39:14.71+00', '2024-11-05T16:39:14.710Z'],
    ['2024-11-05 16:39:14+00', '2024-11-05T16:39:14.000Z'],
    // PostgreSQL keeps microseconds; a Date keeps the millisecond they start with.
    ['2024-11-05 16:39:14.714999+00', '2024-11-05T16:39:14.714Z'],
    ['1000-01-01 00:00:00.5+00', '1000-01-01T00:00:00.500Z'],
  ])('%s answers JSON %s, the instant a Date parses', (text, json) => {
    const instant = instantFromText(text, parseAsDrizzle);
    expect(instant).toBeInstanceOf(StoredInstant);
    expect(JSON.stringify({ at: instant })).toBe(JSON.stringify({ at: json }));
    expect(instant.getTime()).toBe(new Date(text).getTime());
    expect(instant.toISOString()).toBe(json);
  });

  it.each([
    '2024-11-05 18:39:14.714+02',
    '2024-11-05 16:39:14.714+05:30',
    'infinity',
    '0049-01-01 00:00:00+00',
    '2024-11-05 16:39:14.714',
  ])('%s, not a UTC instant, is left to the column parser', (text) => {
    const parsed = instantFromText(text, parseAsDrizzle);
    expect(parsed).not.toBeInstanceOf(StoredInstant);
    expect(parsed.getTime()).toEqual(new Date(text).getTime());
  });
});
