import type { ContributionField } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { CHOICE_LISTS, choiceValue } from '../../src/records/exports/bulk/values';

describe('choiceValue (a bulk import cell of a select)', () => {
  it('reads every value and label of every select, in any case and with spaces around', () => {
    const selects = Object.entries(CHOICE_LISTS);
    expect(selects.map(([field]) => field)).toEqual([
      'type',
      'subType',
      'oaeType',
      'contributorType',
      'phoneType',
      'paymentMethod',
      'inKindType',
    ]);
    for (const [field, list] of selects)
      for (const value of list?.values ?? []) {
        const label = list?.labels[value] ?? value;
        for (const text of [value, label, ` ${label.toUpperCase()} `])
          expect(choiceValue(field as ContributionField, text)).toBe(value);
      }
  });

  it('passes other text through as written, and fields without a list too', () => {
    expect(choiceValue('type', ' Nonsense ')).toBe(' Nonsense ');
    expect(choiceValue('paymentMethod', '')).toBe('');
    expect(choiceValue('city', ' Check ')).toBe(' Check ');
  });
});
