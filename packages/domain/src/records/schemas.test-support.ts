import { expect } from 'vitest';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFromZod } from '../forms/fields';

/** Parses with a schema that must refuse the value, and compares the first message per field. */
export const expectFieldErrors = (schema: z.ZodType, value: unknown, expected: FieldErrors) => {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  if (!result.success) expect(fieldErrorsFromZod(result.error)).toEqual(expected);
};
