import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it.each([
    ['campaign_admin', 'Campaign Admin'],
    ['government_admin', 'Government Admin'],
    ['out_of_compliance', 'Out Of Compliance'],
    ['Draft', 'Draft'],
    ['invited', 'Invited'],
  ])('shows %s as %s', (value, text) => {
    expect(titleCase(value)).toBe(text);
  });
});
