import type { MoneyDateKind } from '../boundary/dates';
import { moneyDateProblem } from '../boundary/dates';
import { type TextFieldLimit, textFieldProblems } from '../boundary/fields';
import { TEXT_LIMITS } from '../boundary/limits';
import { isCalendarDate } from '../dates/calendar';
import { amountProblem, choiceProblem, type FieldErrors, subtypeProblem } from '../forms/fields';

/** The fields every money record has, whose rules are shared. */
export type MoneyRecordField = 'date' | 'type' | 'subType' | 'amount';

/** What a kind tells the shared rules: its fields, its lists and its messages. */
export interface MoneyRecordRules<Field extends string> {
  /** The kind's fields, in the order their rules run (the order of `validationErrors`). */
  fields: readonly Field[];
  textLimits: Partial<Record<Field, TextFieldLimit>>;
  /** 'Contribution' or 'Expenditure', the start of the labels 'Contribution date', ... */
  label: string;
  /** Whether the date is of money received or spent, which sets how far ahead it may be. */
  dateKind: MoneyDateKind;
  types: readonly string[];
  subtypes: readonly string[];
  allowedSubtypes: (type: unknown) => readonly string[];
  messages: Record<`${MoneyRecordField}Required`, string>;
}

/** Collects the first message per field; later messages for the same field are dropped. */
export const fieldErrorCollector = <Field extends string>() => {
  const errors: FieldErrors<Field> = {};
  const set = (field: Field, message: string | null) => {
    if (message && errors[field] === undefined) errors[field] = message;
  };
  return { errors, set };
};

/**
 * The rules every money record shares, run before the kind's own: text limits of every field,
 * then date, type, subtype and amount in the order of the kind's fields.
 */
export const moneyRecordErrors = <Field extends string>(
  record: Partial<Record<Field | MoneyRecordField, unknown>>,
  rules: MoneyRecordRules<Field>,
) => {
  const collector = fieldErrorCollector<Field | MoneyRecordField>();
  const { set } = collector;
  for (const [field, message] of textFieldProblems(
    record,
    rules.fields,
    rules.textLimits,
    TEXT_LIMITS.other,
  ))
    set(field, message);
  const { label, messages: M } = rules;
  const sharedRules: Record<MoneyRecordField, () => void> = {
    date: () => {
      set('date', isCalendarDate(record.date) ? null : M.dateRequired);
      set('date', moneyDateProblem(record.date, `${label} date`, rules.dateKind));
    },
    type: () =>
      set('type', choiceProblem(rules.types, record.type, `${label} type`, M.typeRequired)),
    subType: () =>
      set(
        'subType',
        subtypeProblem(
          rules.allowedSubtypes(record.type),
          rules.subtypes,
          record.subType,
          `${label} subtype`,
          M.subTypeRequired,
        ),
      ),
    amount: () => set('amount', amountProblem(record.amount, M.amountRequired)),
  };
  for (const field of rules.fields)
    if (Object.hasOwn(sharedRules, field)) sharedRules[field as MoneyRecordField]();
  return collector;
};
