import { textOrNull } from '../forms/fields';
import { centsToDollars, dollarsToCents } from '../money/cents';

/** Payload text: trimmed, null when blank or not text. */
export const payloadText = (value: unknown): string | null =>
  textOrNull(typeof value === 'string' ? value : null);

/** Payload text of a field the form shows for this record; a hidden field is cleared to null. */
export const shownText = (shown: boolean, value: unknown): string | null =>
  shown ? payloadText(value) : null;

/** Dollars rounded to whole cents, as the server stores them. */
export const payloadAmount = (amount: unknown): number =>
  centsToDollars(dollarsToCents(Number(amount)));
