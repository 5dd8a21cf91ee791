import { z } from 'zod';
import { addFieldErrors, type FieldErrors } from '../forms/fields';
import { blankForm, formFromPayload, formShape } from '../records/shapes';
import {
  EXPENDITURE_FIELDS,
  EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD,
  EXPENSE_FORM_FIELDS,
  type ExpenditureFieldValues,
  type ExpenseFormField,
} from './fields';
import { validateExpenditure } from './rules';
import { type ExpenditurePayload, normaliseExpenditure } from './schemas';

const expenseFormShape = formShape(EXPENSE_FORM_FIELDS);
export type ExpenseForm = z.infer<z.ZodObject<typeof expenseFormShape>>;

/** Expense form values under payload field names, so one set of rules serves both. */
export const expenseFormToFields = (form: ExpenseForm): ExpenditureFieldValues => {
  const fields: ExpenditureFieldValues = {};
  for (const field of EXPENDITURE_FIELDS)
    fields[field] = form[EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD[field]];
  return fields;
};

/** Rule errors keyed by expense form field names. */
export const validateExpenseForm = (form: ExpenseForm): FieldErrors<ExpenseFormField> => {
  const errors: FieldErrors<ExpenseFormField> = {};
  for (const [field, message] of Object.entries(validateExpenditure(expenseFormToFields(form)))) {
    errors[
      EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD[field as keyof typeof EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD]
    ] = message;
  }
  return errors;
};

/**
 * The expense form as the portal's Mantine form holds it (spec section 3 field names): strings as
 * typed, amount a number or '' while empty.
 */
export const expenseFormSchema = z
  .object(expenseFormShape)
  .superRefine((form, ctx) => addFieldErrors(ctx, validateExpenseForm(form)));

export const newExpenseForm = (): ExpenseForm =>
  blankForm<ExpenseFormField, ExpenseForm>(EXPENSE_FORM_FIELDS);

/** Form -> payload. Call after the form validated; hidden fields are cleared. */
export const toExpenditurePayload = (form: ExpenseForm): ExpenditurePayload =>
  normaliseExpenditure(expenseFormToFields(form));

/** Stored payload -> form values for editing: nulls become empty strings. */
export const toExpenseForm = (payload: Partial<ExpenditurePayload>): ExpenseForm =>
  formFromPayload(
    newExpenseForm(),
    EXPENDITURE_FIELDS,
    payload,
    (field) => EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD[field],
  );
