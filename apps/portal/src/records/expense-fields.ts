import {
  EXPENDITURE_PURPOSES,
  EXPENDITURE_TYPES,
  EXPENSE_PAYMENT_METHODS,
  type ExpenseForm,
  expenditureSubtypeOptions,
  expenditureVisibility,
  expenseFormToFields,
  PAYEE_TYPES,
} from '@portal/domain';
import { fieldRowsOf, REQUIRED, type RecordFieldTables } from './field-rows';
import { addressRows, checkNumberLabel } from './form-sections';

const { text, select, date, amount } = fieldRowsOf<ExpenseForm>();

/** Every field of the expense form (spec sections 3 and 5), shown per `expenditureVisibility`. */
export function expenseFields(values: ExpenseForm): RecordFieldTables<ExpenseForm> {
  const shown = expenditureVisibility(expenseFormToFields(values));
  const subtypes = expenditureSubtypeOptions(values.expenditureType);
  return {
    basics: [
      amount('amount', 'Amount'),
      date('date', 'Date of Expenditure', REQUIRED),
      select('expenditureType', 'Type of Expenditure', EXPENDITURE_TYPES.options, REQUIRED),
      select('expenditureSubType', 'Subtype of Expenditure', subtypes, REQUIRED),
      shown.originalTransaction &&
        date('dateOriginalTransaction', 'Date of Original Transaction', REQUIRED),
      shown.originalTransaction &&
        text('vendorForOriginalPurchase', 'Vendor for Original Purchase', REQUIRED),
      select('paymentMethod', 'Payment Method', EXPENSE_PAYMENT_METHODS.options, REQUIRED),
      shown.checkNumber && text('checkNumber', checkNumberLabel(values.paymentMethod), REQUIRED),
      shown.purpose &&
        select('purposeType', 'Purpose of Expenditure', EXPENDITURE_PURPOSES.options, REQUIRED),
    ],
    partyTitle: 'Payee Information',
    party: [
      select('payeeType', 'Payee Type', PAYEE_TYPES.options, REQUIRED),
      text('payeeName', 'Payee Name', REQUIRED),
      ...addressRows<ExpenseForm>(
        ['streetAddress', 'addressLine2', 'city', 'state', 'zipcode'],
        false,
      ),
    ],
  };
}
