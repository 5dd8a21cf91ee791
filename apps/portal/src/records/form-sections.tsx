import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { STATE_OPTIONS } from '@portal/domain';
import type { ReactNode } from 'react';
import { FormSelect, FormText } from './form-inputs';
import { maskZip } from './masks';
import { type AddressFieldNames, StreetAddressInput } from './StreetAddressInput';

type Values = Record<string, unknown>;

/**
 * A record page's section heading: one level below the page title (the h1), so headings go in
 * order for screen-reader users; styled small to keep the page calm.
 */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4" mb="sm">
      {children}
    </Title>
  );
}

/**
 * One titled part of a record form: its fields in a grid that is one column on a phone, and
 * whatever spans the whole width (notes) below.
 */
export function FormSection(props: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Paper withBorder p="md" mb="md">
      <SectionTitle>{props.title}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{props.children}</SimpleGrid>
      {props.footer}
    </Paper>
  );
}

/** Street (with suggestions), line 2, city, state and zip of a contributor or payee. */
export function AddressInputs<V extends Values>(props: {
  form: UseFormReturnType<V>;
  fields: AddressFieldNames<V>;
  /** A contributor's address is required; a payee's is not (spec section 5). */
  required: boolean;
}) {
  const { form, fields, required } = props;
  return (
    <>
      <StreetAddressInput form={form} fields={fields} required={required} />
      <FormText form={form} field={fields.address2} label="Address Line 2" />
      <FormText form={form} field={fields.city} label="City" required={required} />
      <FormSelect
        form={form}
        field={fields.state}
        label="State"
        data={STATE_OPTIONS}
        required={required}
        searchable
      />
      <FormText
        form={form}
        field={fields.zip}
        label="Zip Code"
        required={required}
        mask={maskZip}
      />
    </>
  );
}

/** A money order's number has its own label (spec section 5). */
export const checkNumberLabel = (paymentMethod: unknown) =>
  paymentMethod === 'money_order' ? 'Money Order Number' : 'Check Number';
