import {
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

/** The selects of a contribution, each option's stored value to the label the form shows. */
export const CHOICE_LABELS: Partial<Record<ContributionField, Record<string, string>>> = {
  type: CONTRIBUTION_TYPES.labels,
  subType: CONTRIBUTION_SUBTYPES.labels,
  oaeType: OAE_TYPES.labels,
  contributorType: CONTRIBUTOR_TYPES.labels,
  phoneType: PHONE_TYPES.labels,
  paymentMethod: CONTRIBUTION_PAYMENT_METHODS.labels,
  inKindType: IN_KIND_TYPES.labels,
};

/**
 * Each select's spellings in lower case, its stored values and its labels, to the stored value;
 * where two options share a spelling the first in the list keeps it. Built once rather than
 * lower-casing every option for every cell (seven selects a row, 3,000 rows a file).
 */
const CHOICE_SPELLINGS = new Map(
  Object.entries(CHOICE_LABELS).map(([field, labels]) => {
    const spellings = new Map<string, string>();
    for (const [value, label] of Object.entries(labels))
      for (const spelling of [value.toLowerCase(), label.toLowerCase()])
        if (!spellings.has(spelling)) spellings.set(spelling, value);
    return [field, spellings] as const;
  }),
);

/**
 * A select value as a spreadsheet user may write it: the stored value ('inkind_contribution') or
 * the label the form shows ('In-Kind Contribution'), in any case. Unknown text passes through so
 * the domain rule reports it.
 */
export const choiceValue = (field: ContributionField, text: string): string => {
  const spellings = CHOICE_SPELLINGS.get(field);
  if (!spellings) return text;
  return spellings.get(text.trim().toLowerCase()) ?? text;
};

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
