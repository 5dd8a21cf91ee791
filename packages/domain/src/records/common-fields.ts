import type { TextFieldLimit } from '../boundary/fields';
import { TEXT_LIMITS } from '../boundary/limits';

/** The address both kinds carry, in the order of their payloads and forms. */
export const RECORD_ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

type TextLimitClass = keyof typeof TEXT_LIMITS;

/**
 * Labels and character limits of free-text fields, written by limit: `{ name: { city: 'City' } }`
 * gives City the limit of names.
 */
export const textLimitsByClass = <Field extends string>(
  labelsByClass: Partial<Record<TextLimitClass, Partial<Record<Field, string>>>>,
): Partial<Record<Field, TextFieldLimit>> => {
  const limits: Partial<Record<Field, TextFieldLimit>> = {};
  for (const [limitClass, labels] of Object.entries(labelsByClass))
    for (const [field, label] of Object.entries(labels ?? {}))
      limits[field as Field] = {
        label: label as string,
        max: TEXT_LIMITS[limitClass as TextLimitClass],
      };
  return limits;
};

/** The free-text fields both kinds have, with the same labels and limits; notes have lines. */
export const SHARED_RECORD_TEXT_LIMITS: Partial<
  Record<'address1' | 'address2' | 'city' | 'zip' | 'checkNumber' | 'notes', TextFieldLimit>
> = {
  ...textLimitsByClass({
    address: { address1: 'Street address', address2: 'Address line 2' },
    name: { city: 'City' },
    code: { zip: 'Zip code', checkNumber: 'Check number' },
  }),
  notes: { label: 'Notes', max: TEXT_LIMITS.note, lines: 'multi' },
};
