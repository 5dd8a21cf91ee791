import type { TextFieldLimit } from '../boundary/fields';
import { TEXT_LIMITS } from '../boundary/limits';

const { name, address, code, note } = TEXT_LIMITS;

/** Labels and character limits of the free-text fields both kinds have (issue 16). */
export const SHARED_RECORD_TEXT_LIMITS = {
  address1: { label: 'Street address', max: address },
  address2: { label: 'Address line 2', max: address },
  city: { label: 'City', max: name },
  zip: { label: 'Zip code', max: code },
  checkNumber: { label: 'Check number', max: code },
  notes: { label: 'Notes', max: note },
} as const satisfies Record<string, TextFieldLimit>;
