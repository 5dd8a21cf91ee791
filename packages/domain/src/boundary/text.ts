import { z } from 'zod';
import { BOUNDARY_MESSAGES as M, TEXT_LIMITS } from './limits';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (a pasted Windows
 * line break). NUL cannot be stored in PostgreSQL text; the others have no business in a record.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** The message for a text value that breaks the boundary, or null. Non-strings pass. */
export const textProblem = (value: unknown, label: string, max: number): string | null => {
  if (typeof value !== 'string') return null;
  if (hasControlCharacter(value)) return M.controlCharacter(label);
  if (value.length > max) return M.tooLong(label, max);
  return null;
};

/** A string within `max` characters and without control characters, messages naming `label`. */
export const boundedText = (
  label: string,
  max: number = TEXT_LIMITS.other,
  typeMessage: string = `${label} must be text`,
) =>
  z.string({ error: typeMessage }).superRefine((value, ctx) => {
    const problem = textProblem(value, label, max);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export interface UnsafeText {
  path: string[];
  message: string;
}

const MAX_DEPTH = 20;

/** Arrays and plain objects, as JSON gives them; streams, buffers and dates are not walked. */
const isPlainData = (value: unknown): value is object => {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The first string anywhere in a request (keys included) with a control character, or longer
 * than `max` when given. The API checks every input with it before parsing, so a procedure whose
 * schema misses a field still never hands NUL to a query. Lengths stay the schemas' business.
 */
export const findUnsafeText = (
  input: unknown,
  max: number = Number.POSITIVE_INFINITY,
): UnsafeText | null => {
  const visit = (value: unknown, path: string[], depth: number): UnsafeText | null => {
    if (typeof value === 'string') {
      const message = textProblem(value, path.join('.') || 'The request', max);
      return message ? { path, message } : null;
    }
    if (!isPlainData(value) || depth > MAX_DEPTH) return null;
    for (const [key, child] of Object.entries(value)) {
      const keyMessage = textProblem(key, 'A field name', TEXT_LIMITS.other);
      if (keyMessage) return { path, message: keyMessage };
      const found = visit(child, [...path, key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  return visit(input, [], 0);
};
