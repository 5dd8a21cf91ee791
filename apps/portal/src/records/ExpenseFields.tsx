import type { UseFormReturnType } from '@mantine/form';
import {
  EXPENDITURE_PURPOSE_OPTIONS,
  EXPENDITURE_TYPE_OPTIONS,
  EXPENSE_PAYMENT_METHOD_OPTIONS,
  type ExpenseForm,
  expenditureSubtypeOptions,
  expenditureVisibility,
  expenseFormToFields,
  PAYEE_TYPE_OPTIONS,
} from '@portal/domain';
import { fieldRowsOf } from './field-rows';
import { addressRows, checkNumberLabel, RecordFormSections } from './form-sections';

const { text, select, date, amount } = fieldRowsOf<ExpenseForm>();
const REQUIRED = { required: true };

const EXPENSE_ADDRESS_FIELDS = {
  address1: 'streetAddress',
  address2: 'addressLine2',
  city: 'city',
  state: 'state',
  zip: 'zipcode',
} as const;

/** Every field of the expense form (spec sections 3 and 5), shown per `expenditureVisibility`. */
export function ExpenseFields({ form }: { form: UseFormReturnType<ExpenseForm> }) {
  const values = form.values;
  const shown = expenditureVisibility(expenseFormToFields(values));
  const subtypes = expenditureSubtypeOptions(values.expenditureType);
  return (
    <RecordFormSections
      form={form}
      basics={[
        amount('amount', 'Amount'),
        date('date', 'Date of Expenditure', REQUIRED),
        select('expenditureType', 'Type of Expenditure', EXPENDITURE_TYPE_OPTIONS, REQUIRED),
        select('expenditureSubType', 'Subtype of Expenditure', subtypes, REQUIRED),
        shown.originalTransaction &&
          date('dateOriginalTransaction', 'Date of Original Transaction', REQUIRED),
        shown.originalTransaction &&
          text('vendorForOriginalPurchase', 'Vendor for Original Purchase', REQUIRED),
        select('paymentMethod', 'Payment Method', EXPENSE_PAYMENT_METHOD_OPTIONS, REQUIRED),
        shown.checkNumber && text('checkNumber', checkNumberLabel(values.paymentMethod), REQUIRED),
        shown.purpose &&
          select('purposeType', 'Purpose of Expenditure', EXPENDITURE_PURPOSE_OPTIONS, REQUIRED),
      ]}
      partyTitle="Payee Information"
      party={[
        select('payeeType', 'Payee Type', PAYEE_TYPE_OPTIONS, REQUIRED),
        text('payeeName', 'Payee Name', REQUIRED),
        ...addressRows<ExpenseForm>(EXPENSE_ADDRESS_FIELDS, false),
      ]}
    />
  );
}
