import { z } from 'zod';
import { addFieldErrors, type FieldErrors } from '../forms/fields';
import {
  EXPENDITURE_FIELDS,
  EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD,
  type ExpenditureFieldValues,
  type ExpenseFormField,
} from './fields';
import { type ExpenditurePayload, normaliseExpenditure } from './payload';
import { validateExpenditure } from './rules';

const text = z.string();

const expenseFormShape = {
  amount: z.union([z.number(), z.literal('')]),
  date: text,
  expenditureType: text,
  expenditureSubType: text,
  dateOriginalTransaction: text,
  vendorForOriginalPurchase: text,
  paymentMethod: text,
  checkNumber: text,
  purposeType: text,
  payeeType: text,
  payeeName: text,
  streetAddress: text,
  addressLine2: text,
  city: text,
  state: text,
  zipcode: text,
  notes: text,
};
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

export const newExpenseForm = (): ExpenseForm => ({
  amount: '',
  date: '',
  expenditureType: '',
  expenditureSubType: '',
  dateOriginalTransaction: '',
  vendorForOriginalPurchase: '',
  paymentMethod: '',
  checkNumber: '',
  purposeType: '',
  payeeType: '',
  payeeName: '',
  streetAddress: '',
  addressLine2: '',
  city: '',
  state: '',
  zipcode: '',
  notes: '',
});

/** Form -> payload. Call after the form validated; hidden fields are cleared. */
export const toExpenditurePayload = (form: ExpenseForm): ExpenditurePayload =>
  normaliseExpenditure(expenseFormToFields(form));

/** Stored payload -> form values for editing: nulls become empty strings. */
export const toExpenseForm = (payload: Partial<ExpenditurePayload>): ExpenseForm => {
  const form = newExpenseForm();
  const values: Record<string, unknown> = { ...form };
  for (const field of EXPENDITURE_FIELDS) {
    const value = payload[field];
    const formField = EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD[field];
    if (field === 'amount') values[formField] = typeof value === 'number' ? value : '';
    else if (value !== undefined) values[formField] = value ?? '';
  }
  return values as ExpenseForm;
};
