import { textProblem } from './text';

/** A text field's label (for messages) and its character limit. */
export interface TextFieldLimit {
  label: string;
  max: number;
}

/**
 * The boundary message of each text field that breaks it of a record. Fields without a limit of their own
 * (select values) still refuse control characters and text past `fallbackMax`.
 */
export const textFieldProblems = <Field extends string>(
  record: Partial<Record<Field, unknown>>,
  fields: readonly Field[],
  limits: Partial<Record<Field, TextFieldLimit>>,
  fallbackMax: number,
): [Field, string][] => {
  const problems: [Field, string][] = [];
  for (const field of fields) {
    const limit = limits[field];
    const problem = textProblem(record[field], limit?.label ?? field, limit?.max ?? fallbackMax);
    if (problem) problems.push([field, problem]);
  }
  return problems;
};
