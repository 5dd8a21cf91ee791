import { z } from 'zod';
import { optionalText } from '../forms/fields';

/** The amount as a payload carries it: dollars, checked by the rules rather than the type. */
export const optionalAmount = z.number().nullable().optional();
/** The amount as the portal's form holds it: a number, or '' while empty. */
export const formAmount = z.union([z.number(), z.literal('')]);
/** Every other form field: the string as typed. */
export const formText = z.string();

/** One schema per field, `amount` with its own. */
export type FieldShape<Field extends string, Text, Amount> = {
  [Name in Field]: Name extends 'amount' ? Amount : Text;
};

/**
 * A zod shape with one entry per field, in the fields' order (the order zod reports type errors
 * in): the amount with its schema, every other field with the text schema.
 */
export const fieldShape = <Field extends string, Text extends z.ZodType, Amount extends z.ZodType>(
  fields: readonly Field[],
  text: Text,
  amount: Amount,
): FieldShape<Field, Text, Amount> =>
  Object.fromEntries(
    fields.map((field) => [field, field === 'amount' ? amount : text]),
  ) as FieldShape<Field, Text, Amount>;

/** How a select's payload field reads its list (`ChoiceList.parse`). */
export interface ChoiceReader {
  parse: (value: unknown) => string | null;
}

/**
 * A select's payload field: its stored value or its label in any spelling becomes the stored
 * value; text of no option passes through unchanged, so the rules refuse it with their messages.
 */
const payloadChoice = (list: ChoiceReader) =>
  z
    .string()
    .transform((value) => list.parse(value) ?? value)
    .nullable()
    .optional();

/** A payload's text field: free text, or a select's value read by `payloadChoice`. */
type PayloadText = typeof optionalText | ReturnType<typeof payloadChoice>;

/**
 * A kind's payload fields as the API receives them: loose types, the rules give the messages.
 * The fields of `choices` read their list's labels as well as its stored values.
 */
export const payloadShape = <Field extends string>(
  fields: readonly Field[],
  choices: Partial<Record<Field, ChoiceReader>> = {},
): FieldShape<Field, PayloadText, typeof optionalAmount> => {
  const shape: Record<string, z.ZodType> = fieldShape(fields, optionalText, optionalAmount);
  for (const field of fields) {
    const list = choices[field];
    if (list) shape[field] = payloadChoice(list);
  }
  return shape as FieldShape<Field, PayloadText, typeof optionalAmount>;
};

/** A kind's form fields as the portal's Mantine form holds them. */
export const formShape = <Field extends string>(fields: readonly Field[]) =>
  fieldShape(fields, formText, formAmount);

/** A blank form: every field '' unless `defaults` gives it a value, keys in the fields' order. */
export const blankForm = <Field extends string, Form extends Record<Field, unknown>>(
  fields: readonly Field[],
  defaults: Partial<Form> = {},
): Form => ({ ...Object.fromEntries(fields.map((field) => [field, ''])), ...defaults }) as Form;

/**
 * Stored payload -> form values for editing: nulls become empty strings, an amount that is not a
 * number becomes ''. `formFieldOf` names the form field of a payload field where they differ.
 */
export const formFromPayload = <Field extends string, Form extends object>(
  blank: Form,
  fields: readonly Field[],
  payload: Partial<Record<Field, unknown>>,
  formFieldOf: (field: Field) => string = (field) => field,
): Form => {
  const values = { ...blank } as Record<string, unknown>;
  for (const field of fields) {
    const value = payload[field];
    const formField = formFieldOf(field);
    if (field === 'amount') values[formField] = typeof value === 'number' ? value : '';
    else if (value !== undefined) values[formField] = value ?? '';
  }
  return values as Form;
};
