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
import { FormAmount, FormDate, FormNotes, FormSelect, FormText } from './form-inputs';
import { AddressInputs, checkNumberLabel, FormSection } from './form-sections';

type Form = UseFormReturnType<ExpenseForm>;

const EXPENSE_ADDRESS_FIELDS = {
  address1: 'streetAddress',
  address2: 'addressLine2',
  city: 'city',
  state: 'state',
  zip: 'zipcode',
} as const;

/** Every field of the expense form (spec sections 3 and 5), shown per `expenditureVisibility`. */
export function ExpenseFields({ form }: { form: Form }) {
  const shown = expenditureVisibility(expenseFormToFields(form.values));
  return (
    <>
      <FormSection title="Basics" footer={<FormNotes form={form} field="notes" />}>
        <FormAmount form={form} field="amount" label="Amount" />
        <FormDate form={form} field="date" label="Date of Expenditure" required />
        <FormSelect
          form={form}
          field="expenditureType"
          label="Type of Expenditure"
          data={EXPENDITURE_TYPE_OPTIONS}
          required
        />
        <FormSelect
          form={form}
          field="expenditureSubType"
          label="Subtype of Expenditure"
          data={expenditureSubtypeOptions(form.values.expenditureType)}
          required
        />
        {shown.originalTransaction && (
          <>
            <FormDate
              form={form}
              field="dateOriginalTransaction"
              label="Date of Original Transaction"
              required
            />
            <FormText
              form={form}
              field="vendorForOriginalPurchase"
              label="Vendor for Original Purchase"
              required
            />
          </>
        )}
        <FormSelect
          form={form}
          field="paymentMethod"
          label="Payment Method"
          data={EXPENSE_PAYMENT_METHOD_OPTIONS}
          required
        />
        {shown.checkNumber && (
          <FormText
            form={form}
            field="checkNumber"
            label={checkNumberLabel(form.values.paymentMethod)}
            required
          />
        )}
        {shown.purpose && (
          <FormSelect
            form={form}
            field="purposeType"
            label="Purpose of Expenditure"
            data={EXPENDITURE_PURPOSE_OPTIONS}
            required
          />
        )}
      </FormSection>
      <FormSection title="Payee Information">
        <FormSelect
          form={form}
          field="payeeType"
          label="Payee Type"
          data={PAYEE_TYPE_OPTIONS}
          required
        />
        <FormText form={form} field="payeeName" label="Payee Name" required />
        <AddressInputs form={form} fields={EXPENSE_ADDRESS_FIELDS} required={false} />
      </FormSection>
    </>
  );
}
