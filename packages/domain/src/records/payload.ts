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

/**
 * The payload fields every money record has: date, type and subtype as validated, and the amount
 * in dollars with at most 2 decimals (the server converts it to cents).
 */
export const moneyRecordPayload = <Type extends string, Subtype extends string>(
  record: Partial<Record<'date' | 'type' | 'subType' | 'amount', unknown>>,
  /** The kind's column (`kinds.ts`), whose lists type the type and subtype. */
  _kind: { types: readonly Type[]; subtypes: readonly Subtype[] },
) => ({
  date: String(record.date),
  type: record.type as Type,
  subType: record.subType as Subtype,
  amount: payloadAmount(record.amount),
});
