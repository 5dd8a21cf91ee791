import { isCalendarDate } from '../dates/calendar';
import { EXPENDITURE_PURPOSES, EXPENSE_PAYMENT_METHODS, PAYEE_TYPES } from '../enums/expenditures';
import { FOREIGN_STATE, STATES } from '../enums/places';
import {
  choiceProblem,
  DIGITS_PATTERN,
  type FieldErrors,
  isBlank,
  NUMBER_MESSAGE,
  ZIP_CODE_MESSAGE,
  ZIP_CODE_PATTERN,
} from '../forms/fields';
import { EXPENDITURE_KIND } from '../records/kinds';
import { moneyRecordErrors } from '../records/rules';
import {
  type ExpenditureField,
  type ExpenditureFieldValues,
  expenditureVisibility,
  EXPENDITURE_MESSAGES as M,
} from './fields';

export type ExpenditureErrors = FieldErrors<ExpenditureField>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Every rule of the expense form (spec section 5) on one record with payload field names,
 * returning the first message per field. Used by the form (through the field-name map), the
 * create payload and a stored record merged with a partial update.
 */
export const validateExpenditure = (record: ExpenditureFieldValues): ExpenditureErrors => {
  const { errors, set } = moneyRecordErrors(record, EXPENDITURE_KIND);
  const shown = expenditureVisibility(record);
  set(
    'paymentMethod',
    choiceProblem(
      EXPENSE_PAYMENT_METHODS.values,
      record.paymentMethod,
      'Payment method',
      M.paymentMethodRequired,
    ),
  );
  set(
    'payeeType',
    choiceProblem(PAYEE_TYPES.values, record.payeeType, 'Payee type', M.payeeTypeRequired),
  );
  set('name', isBlank(record.name) ? M.payeeNameRequired : null);

  if (shown.checkNumber) {
    if (isBlank(record.checkNumber))
      set(
        'checkNumber',
        record.paymentMethod === 'check' ? M.checkNumberRequired : M.moneyOrderNumberRequired,
      );
    else if (!DIGITS_PATTERN.test(text(record.checkNumber))) set('checkNumber', NUMBER_MESSAGE);
  }
  if (shown.originalTransaction) {
    if (!isCalendarDate(record.dateOriginalTransaction))
      set('dateOriginalTransaction', M.dateOriginalTransactionRequired);
    if (isBlank(record.vendorForOriginalPurchase))
      set('vendorForOriginalPurchase', M.vendorForOriginalPurchaseRequired);
  }
  if (shown.purpose)
    set(
      'purpose',
      choiceProblem(EXPENDITURE_PURPOSES.values, record.purpose, 'Purpose', M.purposeRequired),
    );

  if (!isBlank(record.state)) set('state', choiceProblem(STATES, record.state, 'State', ''));
  if (
    !isBlank(record.zip) &&
    record.state !== FOREIGN_STATE &&
    !ZIP_CODE_PATTERN.test(text(record.zip))
  )
    set('zip', ZIP_CODE_MESSAGE);

  return errors;
};

export const isValidExpenditure = (record: ExpenditureFieldValues): boolean =>
  Object.keys(validateExpenditure(record)).length === 0;
