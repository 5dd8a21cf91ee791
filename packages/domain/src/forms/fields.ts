import { z } from 'zod';
import { isWithinAmountLimit } from '../boundary/ids';
import { BOUNDARY_MESSAGES } from '../boundary/limits';
import { normaliseText } from '../boundary/text';
import type { ChoiceList } from '../enums/lists';
import { isOneOf, oneOfMessage } from '../enums/options';
import { dollarsToCents, hasWholeCents } from '../money/cents';

/** Field name -> first message, the shape of `validationErrors` in API error bodies. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** Empty as a form or a stored record sees it: missing, null or only spaces. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Copies rule errors onto a zod refinement context, one issue per field. */
export const addFieldErrors = (ctx: z.RefinementCtx, errors: FieldErrors): void => {
  for (const [field, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
  }
};

/** Collects the first message per field from a zod error. */
export const fieldErrorsFromZod = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
};

/**
 * Names: letters, hyphens, apostrophes and spaces; start with a letter; end with a letter, hyphen,
 * apostrophe or space (spec section 5). Letters include accented ones (`\p{L}`).
 */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}'\- ]*$/u;
export const NAME_PATTERN_MESSAGE =
  'Names must only contain letters, hyphens, apostrophes, or spaces.';

export const ZIP_CODE_PATTERN = /^\d{5}$/;
export const ZIP_CODE_MESSAGE = 'Zip code must be 5 digits';
export const NUMBER_MESSAGE = 'Must be a number';
export const DIGITS_PATTERN = /^\d+$/;
export const EMAIL_MESSAGE = 'Enter a valid email';
export const WHOLE_CENTS_MESSAGE = 'Amounts can have at most 2 decimals';
export const POSITIVE_AMOUNT_MESSAGE = 'The amount must be greater than zero';

const emailCheck = z.email();
export const isEmail = (value: string): boolean => emailCheck.safeParse(value.trim()).success;

/**
 * The message for an amount in dollars, or null when it is fine: required, a number, more than
 * zero, whole cents, at most $10,000,000 (no real amount comes near it; see `MAX_AMOUNT_CENTS`).
 */
export const amountProblem = (amount: unknown, requiredMessage: string): string | null => {
  if (isBlank(amount)) return requiredMessage;
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return requiredMessage;
  if (value <= 0) return POSITIVE_AMOUNT_MESSAGE;
  if (!hasWholeCents(value)) return WHOLE_CENTS_MESSAGE;
  if (!isWithinAmountLimit(dollarsToCents(value))) return BOUNDARY_MESSAGES.amountTooLarge;
  return null;
};

/** Trimmed text, or null when blank: how optional text fields travel in payloads. */
export const textOrNull = (value: string | null | undefined): string | null =>
  isBlank(value) ? null : (value as string).trim();

/**
 * Payload text that may be absent or null, as stored records and partial updates carry it:
 * normalised as the text rule reads it (`normaliseText`); the kind's rules then check it.
 */
export const optionalText = z.string().overwrite(normaliseText).nullable().optional();

/**
 * A select's value: the spec's "required" message when it is empty (what the portal's forms
 * show), 'X must be one of: ...' when a script sent a value outside the list, else null.
 */
export const choiceProblem = (
  values: readonly string[],
  value: unknown,
  field: string,
  requiredMessage: string,
): string | null => {
  if (isBlank(value)) return requiredMessage;
  return isOneOf(values, value) ? null : oneOfMessage(field, values);
};

/** `z.enum` with the same two messages as `choiceProblem`. */
export const choiceSchema = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  field: string,
  requiredMessage: string,
) =>
  z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? requiredMessage : oneOfMessage(field, values)),
  });

/**
 * A select of one of the spec's labelled lists as the API reads it: the stored value or its label
 * in any spelling (`ChoiceList.parse`), answered as the stored value. The messages are those of
 * `choiceSchema`, so a value outside the list still names the stored values.
 */
export const listChoiceSchema = <Value extends string>(
  list: ChoiceList<Value>,
  field: string,
  requiredMessage: string,
) => {
  const message = (input: unknown) =>
    isBlank(input) ? requiredMessage : oneOfMessage(field, list.values);
  // Documented (OpenAPI) with the stored values, the spelling reads answer.
  return z
    .string({ error: (issue) => message(issue.input) })
    .meta({ enum: [...list.values] })
    .transform((value, ctx) => {
      const parsed = list.parse(value);
      if (parsed !== null) return parsed;
      ctx.addIssue({ code: 'custom', message: message(value), input: value });
      return z.NEVER;
    });
};

/**
 * A subtype, whose options depend on the type: one that belongs to another type (or to no type
 * yet) reads as empty, as the form resets it when the type changes; one of no type at all gives
 * 'X must be one of:' the subtypes the type allows.
 */
export const subtypeProblem = (
  allowed: readonly string[],
  every: readonly string[],
  value: unknown,
  field: string,
  requiredMessage: string,
): string | null => {
  if (isOneOf(every, value) && !isOneOf(allowed, value)) return requiredMessage;
  if (!isBlank(value) && allowed.length === 0) return oneOfMessage(field, every);
  return choiceProblem(allowed, value, field, requiredMessage);
};
