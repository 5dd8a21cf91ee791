import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { CalendarDateInput, parseCalendarDate } from './CalendarDateInput';
import { amountValue, CURRENCY_INPUT_PROPS } from './masks';
import { useReadOnly } from './ReadOnlyArea';

export type FieldValues = Record<string, unknown>;
export type SelectOptions = { value: string; label: string }[];

/** What every input below is given: the form, which of its fields it edits, and how it is labelled. */
export interface BoundInputProps<V extends FieldValues> {
  form: UseFormReturnType<V>;
  field: keyof V & string;
  label: string;
  required?: boolean;
}

// The inputs below are generic over the form's values; each writes the type its field holds.
const setField = <V extends FieldValues>(
  form: UseFormReturnType<V>,
  field: string,
  value: unknown,
) => (form.setFieldValue as (path: string, next: unknown) => void)(field, value);

/** The id of a record field's input, so the list of what is missing can move focus to it. */
export const recordFieldId = (field: string) => `record-field-${field}`;

/** What a date field says of a date that cannot exist (13/45/2024), instead of 'required'. */
export const invalidDateMessage = (label: string) =>
  `${label} is not a valid date: use MM/DD/YYYY, for example 03/15/2024`;

/**
 * The form's own binding (value, error, blur validation) with the label and the required mark,
 * which assistive technology is told too (`aria-required`; Mantine sets `aria-invalid` with the
 * error).
 */
const bound = <V extends FieldValues>({ form, field, label, required }: BoundInputProps<V>) => ({
  ...form.getInputProps(field),
  id: recordFieldId(field),
  label,
  withAsterisk: required,
  'aria-required': required ? true : undefined,
});

/**
 * Small bindings between a Mantine form and its inputs, shared by the contribution and expense
 * forms so both behave alike (masks, required marks, blur validation).
 */
export function FormText<V extends FieldValues>(
  props: BoundInputProps<V> & { mask?: (text: string) => string; placeholder?: string },
) {
  const { form, field, mask, placeholder } = props;
  const input = bound(props);
  const readOnly = useReadOnly();
  return (
    <TextInput
      {...input}
      placeholder={readOnly ? undefined : placeholder}
      value={String(input.value ?? '')}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setField(form, field, mask ? mask(text) : text);
      }}
    />
  );
}

export function FormNotes<V extends FieldValues>(props: {
  form: UseFormReturnType<V>;
  field: keyof V & string;
}) {
  return (
    <Textarea
      label="Notes"
      rows={2}
      id={recordFieldId(props.field)}
      {...props.form.getInputProps(props.field)}
    />
  );
}

/**
 * A select whose value is reset to empty when it falls outside the options, for example a
 * subtype after the type changed (spec section 5).
 */
export function FormSelect<V extends FieldValues>(
  props: BoundInputProps<V> & { data: SelectOptions; searchable?: boolean },
) {
  const { form, field, data, required, searchable } = props;
  const value = String(form.values[field] ?? '');
  const outside = value !== '' && !data.some((option) => option.value === value);
  useEffect(() => {
    if (outside) setField(form, field, '');
  }, [outside, form, field]);
  return (
    <Select
      {...bound(props)}
      data={data}
      value={outside || value === '' ? null : value}
      onChange={(next) => setField(form, field, next ?? '')}
      searchable={searchable}
      clearable={!required}
    />
  );
}

/**
 * A calendar date. Text that is no date at all (13/45/2024) is cleared on leaving the field and
 * said to be invalid, so the person learns what is wrong instead of reading 'required'.
 */
export function FormDate<V extends FieldValues>(props: BoundInputProps<V>) {
  const { form, field } = props;
  const input = bound(props);
  const readOnly = useReadOnly();
  return (
    <CalendarDateInput
      {...input}
      editable={!readOnly}
      value={String(form.values[field] ?? '') || null}
      onChange={(next) => setField(form, field, next ?? '')}
      onBlur={(event) => {
        const typed = event.currentTarget.value.trim();
        input.onBlur?.(event);
        if (typed === '' || parseCalendarDate(typed) !== null) return;
        setField(form, field, '');
        form.setFieldError(field, invalidDateMessage(props.label));
      }}
    />
  );
}

/** Currency with 2 decimals (spec section 2); an amount is always required. */
export function FormAmount<V extends FieldValues>(props: Omit<BoundInputProps<V>, 'required'>) {
  const { form, field } = props;
  return (
    <NumberInput
      {...bound({ ...props, required: true })}
      value={form.values[field] as number | string}
      onChange={(next) => setField(form, field, amountValue(next))}
      {...CURRENCY_INPUT_PROPS}
    />
  );
}
