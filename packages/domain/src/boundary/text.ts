import { z } from 'zod';
import { codePointName, forbiddenCharacter, type TextLines } from './characters';
import { BOUNDARY_MESSAGES as M, TEXT_LIMITS } from './limits';
import { fieldLabel } from './messages';

export type { TextLines } from './characters';

/**
 * Text as it is kept: line breaks as line feeds (a pasted Windows or old Mac line break) and
 * Unicode NFC, so that 'é' typed as one character and as 'e' plus an accent is one text.
 */
export const normaliseText = (value: string): string =>
  value.replace(/\r\n?/g, '\n').normalize('NFC');

/**
 * The text boundary rule: the message for a free-text value that breaks it, or null. The value
 * is read normalised (`normaliseText`); it may hold no character `forbiddenCharacter` refuses
 * (line feed and tab only in a multi-line field) and at most `max` characters. Non-strings pass.
 */
export const textProblem = (
  value: unknown,
  label: string,
  max: number,
  lines: TextLines = 'single',
): string | null => {
  if (typeof value !== 'string') return null;
  const text = normaliseText(value);
  const refused = forbiddenCharacter(text, lines);
  if (refused !== null) return M.characterNotAllowed(label, codePointName(refused));
  if (text.length > max) return M.tooLong(label, max);
  return null;
};

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. NUL cannot be
 * stored in PostgreSQL text; the others have no business in any value, secrets included.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * What any string of a request may not hold, whatever it is (a password, a file's text): a
 * control character other than tab and line breaks, or more than `max` characters.
 */
export const controlCharacterProblem = (
  value: unknown,
  label: string,
  max: number,
): string | null => {
  if (typeof value !== 'string') return null;
  const control = CONTROL_CHARACTER.exec(value);
  if (control) return M.characterNotAllowed(label, codePointName(control[0].charCodeAt(0)));
  if (value.length > max) return M.tooLong(label, max);
  return null;
};

/**
 * Free text under the text boundary rule (`textProblem`), normalised (`normaliseText`), with
 * messages naming `label`. Every free-text field of every input schema is one of these.
 */
export const boundedText = (
  label: string,
  max: number = TEXT_LIMITS.other,
  typeMessage: string = `${label} must be text`,
  lines: TextLines = 'single',
) =>
  z
    .string({ error: typeMessage })
    .overwrite(normaliseText)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, label, max, lines);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Free text of several lines (notes, comments, reasons): `boundedText` keeping \n and tab. */
export const multilineText = (
  label: string,
  max: number = TEXT_LIMITS.note,
  typeMessage: string = `${label} must be text`,
) => boundedText(label, max, typeMessage, 'multi');

/**
 * A secret (a password), which nobody reads on screen: kept exactly as typed, so that it still
 * matches its hash, and refused only what no string may hold (`controlCharacterProblem`).
 */
export const secretText = (
  label: string,
  max: number = TEXT_LIMITS.other,
  typeMessage: string = `${label} must be text`,
) =>
  z.string({ error: typeMessage }).superRefine((value, ctx) => {
    const problem = controlCharacterProblem(value, label, max);
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

/** The field a path ends in, as messages name it ('First name'), or the request as a whole. */
const labelOf = (path: readonly string[]): string => {
  const key = [...path].reverse().find((part) => !/^\d+$/.test(part));
  return key ? fieldLabel(key) : 'The request';
};

/**
 * The first string anywhere in a request (keys included) with a control character, or longer
 * than `max` when given. The API checks every input with it before parsing, so a procedure whose
 * schema misses a field still never hands NUL to a query. It stops only what no string may hold
 * (a CSV file's text or a password may carry anything else); the text boundary rule itself is
 * each free-text field's schema. Lengths stay the schemas' business.
 */
export const findUnsafeText = (
  input: unknown,
  max: number = Number.POSITIVE_INFINITY,
): UnsafeText | null => {
  const visit = (value: unknown, path: string[], depth: number): UnsafeText | null => {
    if (typeof value === 'string') {
      const message = controlCharacterProblem(value, labelOf(path), max);
      return message ? { path, message } : null;
    }
    if (!isPlainData(value) || depth > MAX_DEPTH) return null;
    for (const [key, child] of Object.entries(value)) {
      const keyMessage = controlCharacterProblem(key, 'A field name', TEXT_LIMITS.other);
      if (keyMessage) return { path, message: keyMessage };
      const found = visit(child, [...path, key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  return visit(input, [], 0);
};
