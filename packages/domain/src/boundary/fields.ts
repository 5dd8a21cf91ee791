import { type TextLines, textProblem } from './text';

/** A text field's label (for messages), its character limit and whether it has several lines. */
export interface TextFieldLimit {
  label: string;
  max: number;
  lines?: TextLines;
}

/**
 * The text boundary rule's message for each text field of a record that breaks it. Fields without
 * a limit of their own (select values) are held to one line and `fallbackMax` characters.
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
    const problem = textProblem(
      record[field],
      limit?.label ?? field,
      limit?.max ?? fallbackMax,
      limit?.lines,
    );
    if (problem) problems.push([field, problem]);
  }
  return problems;
};
