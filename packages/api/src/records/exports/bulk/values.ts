import {
  type ChoiceList,
  CONTRIBUTION_PAYMENT_METHODS,
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTION_TYPES,
  CONTRIBUTOR_TYPES,
  type ContributionField,
  IN_KIND_TYPES,
  OAE_TYPES,
  PHONE_TYPES,
  parseMoneyText,
  WHOLE_CENTS_MESSAGE,
} from '@portal/domain';

export { calendarDateText } from '@portal/domain';

/** The selects of a contribution, each read as its list reads a stored value or a label. */
export const CHOICE_LISTS: Partial<Record<ContributionField, ChoiceList<string>>> = {
  type: CONTRIBUTION_TYPES,
  subType: CONTRIBUTION_SUBTYPES,
  oaeType: OAE_TYPES,
  contributorType: CONTRIBUTOR_TYPES,
  phoneType: PHONE_TYPES,
  paymentMethod: CONTRIBUTION_PAYMENT_METHODS,
  inKindType: IN_KIND_TYPES,
};

/**
 * A select value as a spreadsheet user may write it: the stored value ('inkind_contribution') or
 * the label the form shows ('In-Kind Contribution'), in any case and spacing, as the API reads
 * it (`ChoiceList.parse`). Unknown text passes through so the domain rule reports it.
 */
export const choiceValue = (field: ContributionField, text: string): string =>
  CHOICE_LISTS[field]?.parse(text) ?? text;

/**
 * The amount in dollars, exact to the cent ('12.34' is 1234 cents, '$1,234.50' is 123450), or
 * the reason it cannot be read. Blank stays blank so the required rule speaks.
 */
export const amountValue = (
  text: string,
): { ok: true; amount: number | null } | { ok: false; message: string } => {
  if (text.trim() === '') return { ok: true, amount: null };
  const parsed = parseMoneyText(text);
  if (parsed.ok) return { ok: true, amount: parsed.cents / 100 };
  return {
    ok: false,
    message: parsed.error === 'too_many_decimals' ? WHOLE_CENTS_MESSAGE : 'Must be a number',
  };
};
