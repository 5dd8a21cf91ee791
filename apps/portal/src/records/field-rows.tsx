import type { UseFormReturnType } from '@mantine/form';
import {
  type FieldValues,
  FormAmount,
  FormDate,
  FormSelect,
  FormText,
  type SelectOptions,
} from './form-inputs';
import { type AddressFieldNames, StreetAddressInput } from './StreetAddressInput';

type FieldOf<V> = keyof V & string;
interface RequiredOption {
  required?: boolean;
}
type TextOptions = RequiredOption & { mask?: (text: string) => string; placeholder?: string };
type SelectOptionsOf = RequiredOption & { searchable?: boolean };

/** The options of a row that must be filled. */
export const REQUIRED: RequiredOption = { required: true };

/** One input of a record form, as a row of the kind's field table. */
export type FieldRow<V extends FieldValues> =
  | ({ input: 'text'; field: FieldOf<V>; label: string } & TextOptions)
  | ({ input: 'select'; field: FieldOf<V>; label: string; data: SelectOptions } & SelectOptionsOf)
  | ({ input: 'date'; field: FieldOf<V>; label: string } & RequiredOption)
  | { input: 'amount'; field: FieldOf<V>; label: string }
  | { input: 'street'; field: FieldOf<V>; fields: AddressFieldNames<V>; required: boolean };

/** A field table: `false` stands for a row the record's values hide (spec section 5). */
export type FieldTable<V extends FieldValues> = readonly (FieldRow<V> | false)[];

/** A kind's field tables, worked out from the form's current values. */
export interface RecordFieldTables<V extends FieldValues> {
  basics: FieldTable<V>;
  /** Who the money came from or went to: the contributor or the payee. */
  partyTitle: string;
  party: FieldTable<V>;
}

/**
 * Row builders typed by the form's values, so a kind's field table names only its own fields and
 * reads as one line per input.
 */
export function fieldRowsOf<V extends FieldValues>() {
  return {
    text: (field: FieldOf<V>, label: string, options: TextOptions = {}): FieldRow<V> => ({
      input: 'text',
      field,
      label,
      ...options,
    }),
    select: (
      field: FieldOf<V>,
      label: string,
      data: SelectOptions,
      options: SelectOptionsOf = {},
    ): FieldRow<V> => ({ input: 'select', field, label, data, ...options }),
    date: (field: FieldOf<V>, label: string, options: RequiredOption = {}): FieldRow<V> => ({
      input: 'date',
      field,
      label,
      ...options,
    }),
    amount: (field: FieldOf<V>, label: string): FieldRow<V> => ({ input: 'amount', field, label }),
    street: (fields: AddressFieldNames<V>, required: boolean): FieldRow<V> => ({
      input: 'street',
      field: fields.address1,
      fields,
      required,
    }),
  };
}

function FieldInput<V extends FieldValues>({
  form,
  row,
}: {
  form: UseFormReturnType<V>;
  row: FieldRow<V>;
}) {
  switch (row.input) {
    case 'text':
      return <FormText form={form} {...row} />;
    case 'select':
      return <FormSelect form={form} {...row} />;
    case 'date':
      return <FormDate form={form} {...row} />;
    case 'amount':
      return <FormAmount form={form} {...row} />;
    case 'street':
      return <StreetAddressInput form={form} fields={row.fields} required={row.required} />;
  }
}

/** The inputs of a field table, in its order, skipping the hidden rows. */
export function FieldRows<V extends FieldValues>(props: {
  form: UseFormReturnType<V>;
  rows: FieldTable<V>;
}) {
  return props.rows.map((row) => row && <FieldInput key={row.field} form={props.form} row={row} />);
}
