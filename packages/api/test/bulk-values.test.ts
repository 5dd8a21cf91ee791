import type { ContributionField } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { CHOICE_LABELS, choiceValue } from '../src/exports/bulk/values';

/** The rule as first written: the first option whose value or label is the text, in any case. */
const firstOptionNamed = (labels: Record<string, string>, text: string): string => {
  const wanted = text.trim().toLowerCase();
  const found = Object.entries(labels).find(
    ([value, label]) => value.toLowerCase() === wanted || label.toLowerCase() === wanted,
  );
  return found ? found[0] : text;
};

describe('choiceValue (a bulk import cell of a select)', () => {
  it('reads every value and label of every select, in any case and with spaces around', () => {
    const selects = Object.entries(CHOICE_LABELS);
    expect(selects.map(([field]) => field)).toEqual([
      'type',
      'subType',
      'oaeType',
      'contributorType',
      'phoneType',
      'paymentMethod',
      'inKindType',
    ]);
    for (const [field, labels] of selects)
      for (const [value, label] of Object.entries(labels))
        for (const text of [value, label, ` ${label.toUpperCase()} `, value.toLowerCase()])
          expect(choiceValue(field as ContributionField, text)).toBe(
            firstOptionNamed(labels, text),
          );
  });

  it('passes other text through as written, and fields without a list too', () => {
    expect(choiceValue('type', ' Nonsense ')).toBe(' Nonsense ');
    expect(choiceValue('paymentMethod', '')).toBe('');
    expect(choiceValue('city', ' Check ')).toBe(' Check ');
  });
});
