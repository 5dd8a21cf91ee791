import { Paper, SimpleGrid, Title } from '@mantine/core';
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
  STATE_OPTIONS,
} from '@portal/domain';
import { FormAmount, FormDate, FormNotes, FormSelect, FormText } from './form-inputs';
import { maskZip } from './masks';
import { StreetAddressInput } from './StreetAddressInput';

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
      <Paper withBorder p="md" mb="md">
        <Title order={4} mb="sm">
          Basics
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
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
              label={
                form.values.paymentMethod === 'money_order' ? 'Money Order Number' : 'Check Number'
              }
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
        </SimpleGrid>
        <FormNotes form={form} field="notes" />
      </Paper>
      <Paper withBorder p="md" mb="md">
        <Title order={4} mb="sm">
          Payee Information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <FormSelect
            form={form}
            field="payeeType"
            label="Payee Type"
            data={PAYEE_TYPE_OPTIONS}
            required
          />
          <FormText form={form} field="payeeName" label="Payee Name" required />
          <StreetAddressInput form={form} fields={EXPENSE_ADDRESS_FIELDS} />
          <FormText form={form} field="addressLine2" label="Address Line 2" />
          <FormText form={form} field="city" label="City" />
          <FormSelect form={form} field="state" label="State" data={STATE_OPTIONS} searchable />
          <FormText form={form} field="zipcode" label="Zip Code" mask={maskZip} />
        </SimpleGrid>
      </Paper>
    </>
  );
}
