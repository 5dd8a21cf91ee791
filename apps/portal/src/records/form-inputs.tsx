import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { CalendarDateInput } from './CalendarDateInput';
import { amountValue } from './masks';

type Values = Record<string, unknown>;
type Form<V extends Values> = UseFormReturnType<V>;
type Options = { value: string; label: string }[];

// The inputs below are generic over the form's values; each writes the type its field holds.
const setField = <V extends Values>(form: Form<V>, field: string, value: unknown) =>
  (form.setFieldValue as (path: string, next: unknown) => void)(field, value);

/**
 * Small bindings between a Mantine form and its inputs, shared by the contribution and expense
 * forms so both behave alike (masks, required marks, blur validation).
 */
export function FormText<V extends Values>(props: {
  form: Form<V>;
  field: keyof V & string;
  label: string;
  required?: boolean;
  mask?: (text: string) => string;
  placeholder?: string;
}) {
  const { form, field, label, required, mask, placeholder } = props;
  const input = form.getInputProps(field);
  return (
    <TextInput
      {...input}
      label={label}
      withAsterisk={required}
      placeholder={placeholder}
      value={String(input.value ?? '')}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setField(form, field, mask ? mask(text) : text);
      }}
    />
  );
}

export function FormNotes<V extends Values>(props: { form: Form<V>; field: keyof V & string }) {
  return <Textarea label="Notes" rows={2} {...props.form.getInputProps(props.field)} />;
}

/**
 * A select whose value is reset to empty when it falls outside the options, for example a
 * subtype after the type changed (spec section 5).
 */
export function FormSelect<V extends Values>(props: {
  form: Form<V>;
  field: keyof V & string;
  label: string;
  data: Options;
  required?: boolean;
  searchable?: boolean;
}) {
  const { form, field, label, data, required, searchable } = props;
  const value = String(form.values[field] ?? '');
  const outside = value !== '' && !data.some((option) => option.value === value);
  useEffect(() => {
    if (outside) setField(form, field, '');
  }, [outside, form, field]);
  const input = form.getInputProps(field);
  return (
    <Select
      {...input}
      label={label}
      withAsterisk={required}
      data={data}
      value={outside || value === '' ? null : value}
      onChange={(next) => setField(form, field, next ?? '')}
      searchable={searchable}
      clearable={!required}
    />
  );
}

export function FormDate<V extends Values>(props: {
  form: Form<V>;
  field: keyof V & string;
  label: string;
  required?: boolean;
}) {
  const { form, field, label, required } = props;
  const input = form.getInputProps(field);
  return (
    <CalendarDateInput
      label={label}
      withAsterisk={required}
      error={input.error}
      onBlur={input.onBlur}
      value={String(form.values[field] ?? '') || null}
      onChange={(next) => setField(form, field, next ?? '')}
    />
  );
}

/** Currency with 2 decimals (spec section 2). */
export function FormAmount<V extends Values>(props: {
  form: Form<V>;
  field: keyof V & string;
  label: string;
}) {
  const { form, field, label } = props;
  const input = form.getInputProps(field);
  return (
    <NumberInput
      label={label}
      withAsterisk
      error={input.error}
      onBlur={input.onBlur}
      value={form.values[field] as number | string}
      onChange={(next) => setField(form, field, amountValue(next))}
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative={false}
      hideControls
    />
  );
}
