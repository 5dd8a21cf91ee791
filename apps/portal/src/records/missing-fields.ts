import type { schemaResolver } from '@mantine/form';
import type { RecordFieldTables } from './field-rows';
import type { FieldValues } from './form-inputs';

/** A form's schema as Mantine reads it (Standard Schema; the domain's zod schemas are one). */
type FormSchema = Parameters<typeof schemaResolver>[0];

/** One thing that still stops a form from being saved: the field and what it needs. */
export interface MissingField {
  field: string;
  message: string;
}

/** The form's fields in the order the page shows them: the basics, the party, then the notes. */
export function fieldOrder<V extends FieldValues>(tables: RecordFieldTables<V>): string[] {
  const shown = [...tables.basics, ...tables.party].filter((row) => row !== false);
  return [...shown.map((row) => row.field), 'notes'];
}

/**
 * What still stops Save as Draft, in the order of the form: each field the form's schema refuses
 * (the messages the server enforces), once per field. A message the field itself shows instead
 * (a date that cannot exist, the server's refusal) is the one listed, so the list and the field
 * say the same thing.
 */
export function whatStopsSaving(
  schema: FormSchema,
  values: unknown,
  fieldErrors: Readonly<Record<string, unknown>>,
  order: readonly string[],
): MissingField[] {
  const result = schema['~standard'].validate(values);
  // The record forms' schemas are synchronous; an asynchronous one could not gate a button.
  if (result instanceof Promise) return [];
  const byField = new Map<string, string>();
  for (const issue of result.issues ?? []) {
    const first = issue.path?.[0];
    const field = typeof first === 'object' ? String(first.key) : String(first ?? '');
    if (field === '' || byField.has(field)) continue;
    const shown = fieldErrors[field];
    byField.set(field, typeof shown === 'string' && shown !== '' ? shown : issue.message);
  }
  const position = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...byField]
    .map(([field, message]) => ({ field, message }))
    .sort((a, b) => position(a.field) - position(b.field));
}
