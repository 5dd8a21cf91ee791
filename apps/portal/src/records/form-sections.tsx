import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { STATE_OPTIONS } from '@portal/domain';
import type { ReactNode } from 'react';
import { FieldRows, type FieldTable, fieldRowsOf, type RecordFieldTables } from './field-rows';
import { type FieldValues, FormNotes } from './form-inputs';
import { maskZip } from './masks';

type Field<V> = keyof V & string;

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

/**
 * A kind's record form: the two sections every record form has, the basics (with the notes below
 * them) and then the party (spec sections 3 and 5), filled from the kind's tables.
 */
export function RecordFormSections<V extends FieldValues & { notes: unknown }>(props: {
  form: UseFormReturnType<V>;
  tables: RecordFieldTables<V>;
}) {
  const { form, tables } = props;
  return (
    <>
      <FormSection title="Basics" footer={<FormNotes form={form} field="notes" />}>
        <FieldRows form={form} rows={tables.basics} />
      </FormSection>
      <FormSection title={tables.partyTitle}>
        <FieldRows form={form} rows={tables.party} />
      </FormSection>
    </>
  );
}

/**
 * Street (with suggestions), line 2, city, state and zip of a contributor or payee, named in that
 * order: the two kinds' forms call these fields differently. A contributor's address is required;
 * a payee's is not (spec section 5).
 */
export function addressRows<V extends FieldValues>(
  [address1, address2, city, state, zip]: readonly [
    Field<V>,
    Field<V>,
    Field<V>,
    Field<V>,
    Field<V>,
  ],
  required: boolean,
): FieldTable<V> {
  const { street, text, select } = fieldRowsOf<V>();
  return [
    street({ address1, address2, city, state, zip }, required),
    text(address2, 'Address Line 2'),
    text(city, 'City', { required }),
    select(state, 'State', STATE_OPTIONS, { required, searchable: true }),
    text(zip, 'Zip Code', { required, mask: maskZip }),
  ];
}

/** A money order's number has its own label (spec section 5). */
export const checkNumberLabel = (paymentMethod: unknown) =>
  paymentMethod === 'money_order' ? 'Money Order Number' : 'Check Number';
