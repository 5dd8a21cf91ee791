import { choiceList, type ExpenditureSubtype, type ExpenditureType } from './lists';
import { subtypesByType } from './options';

export const EXPENDITURE_TYPES = choiceList('expenditureType');

/**
 * Expenditure subtypes. 'refund_of_expenditure' keeps the value the product stores, although its
 * label says "Contribution".
 */
export const EXPENDITURE_SUBTYPES = choiceList('expenditureSubtype');

export const EXPENDITURE_SUBTYPES_BY_TYPE: Record<ExpenditureType, readonly ExpenditureSubtype[]> =
  {
    expenditure: ['accounts_payable', 'cash_expenditure', 'personal_expenditure'],
    other: ['accounts_payable_rescinded', 'cash_balance_adjustment'],
    other_disbursement: ['miscellaneous_other_disbursement', 'refund_of_expenditure'],
  };

/** Subtypes allowed for an expenditure type; none until a type is chosen. */
export const { allowed: allowedExpenditureSubtypes, options: expenditureSubtypeOptions } =
  subtypesByType(EXPENDITURE_SUBTYPES_BY_TYPE, EXPENDITURE_SUBTYPES.labels);

export const EXPENSE_PAYMENT_METHODS = choiceList('expensePaymentMethod');

/**
 * Purposes: wages, the two of an expense that are not spending, then the spending categories (stored
 * as an in-kind contribution's type stores them). 'Polling' is exactly the spec's text (section 3).
 */
export const EXPENDITURE_PURPOSES = choiceList('expenditurePurpose');

/** Payee types share their stored values with contributor types; their labels are shorter. */
export const PAYEE_TYPES = choiceList('payeeType');
