import type { TextFieldLimit } from '../boundary/fields';
import {
  RECORD_ADDRESS_FIELDS,
  SHARED_RECORD_TEXT_LIMITS,
  textLimitsByClass,
} from '../records/common-fields';

/** Field names of the expenditure payload (spec section 3). */
export const EXPENDITURE_FIELDS = [
  'amount',
  'date',
  'type',
  'subType',
  'checkNumber',
  'paymentMethod',
  'purpose',
  'payeeType',
  'name',
  ...RECORD_ADDRESS_FIELDS,
  'notes',
  'dateOriginalTransaction',
  'vendorForOriginalPurchase',
] as const;
export type ExpenditureField = (typeof EXPENDITURE_FIELDS)[number];

/** Field names of the expense form (spec section 3, "Form field names"). */
export const EXPENSE_FORM_FIELDS = [
  'amount',
  'date',
  'expenditureType',
  'expenditureSubType',
  'dateOriginalTransaction',
  'vendorForOriginalPurchase',
  'paymentMethod',
  'checkNumber',
  'purposeType',
  'payeeType',
  'payeeName',
  'streetAddress',
  'addressLine2',
  'city',
  'state',
  'zipcode',
  'notes',
] as const;
export type ExpenseFormField = (typeof EXPENSE_FORM_FIELDS)[number];

/** Payload field -> form field, so server `validationErrors` land on the right form input. */
export const EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD: Record<ExpenditureField, ExpenseFormField> = {
  amount: 'amount',
  date: 'date',
  type: 'expenditureType',
  subType: 'expenditureSubType',
  checkNumber: 'checkNumber',
  paymentMethod: 'paymentMethod',
  purpose: 'purposeType',
  payeeType: 'payeeType',
  name: 'payeeName',
  address1: 'streetAddress',
  address2: 'addressLine2',
  city: 'city',
  state: 'state',
  zip: 'zipcode',
  notes: 'notes',
  dateOriginalTransaction: 'dateOriginalTransaction',
  vendorForOriginalPurchase: 'vendorForOriginalPurchase',
};

export type ExpenditureFieldValues = Partial<Record<ExpenditureField, unknown>>;

export interface ExpenditureVisibility {
  originalTransaction: boolean;
  checkNumber: boolean;
  purpose: boolean;
}

/** Which conditional parts of the expense form are shown (spec section 5). */
export const expenditureVisibility = (record: ExpenditureFieldValues): ExpenditureVisibility => ({
  originalTransaction: record.subType === 'personal_expenditure',
  checkNumber: record.paymentMethod === 'check' || record.paymentMethod === 'money_order',
  purpose: record.subType === 'miscellaneous_other_disbursement',
});

/** Labels and character limits of the expenditure's free-text fields. */
export const EXPENDITURE_TEXT_LIMITS: Partial<Record<ExpenditureField, TextFieldLimit>> = {
  ...SHARED_RECORD_TEXT_LIMITS,
  ...textLimitsByClass<ExpenditureField>({
    organisation: { name: 'Payee name', vendorForOriginalPurchase: 'Vendor for original purchase' },
  }),
};

/** Exact texts of the expense form (spec section 5). */
export const EXPENDITURE_MESSAGES = {
  amountRequired: 'The expenditure amount is required',
  dateRequired: 'An expenditure date is required',
  typeRequired: 'An expenditure type is required',
  subTypeRequired: 'Expenditure subtype is required',
  paymentMethodRequired: 'Payment method is required',
  checkNumberRequired: 'Check number is required.',
  moneyOrderNumberRequired: 'Money Order number is required.',
  payeeTypeRequired: 'The payee type is required',
  payeeNameRequired: 'The payee name is required',
  dateOriginalTransactionRequired: 'Date of the original transaction is required',
  vendorForOriginalPurchaseRequired: 'Name of vendor for original purchase is required',
  purposeRequired: 'A description of type of purpose is required',
} as const;
